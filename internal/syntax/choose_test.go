package syntax

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// TestChoose holds how a ".h" header's language is chosen: the project's
// setting, then the text, then the files beside it or above it, then C.
func TestChoose(t *testing.T) {
	project := fstest.MapFS{
		"cc/a.h":                    {Data: []byte("int f(void);\n")},
		"cc/a.cc":                   {Data: []byte("")},
		"c/b.h":                     {Data: []byte("int f(void);\n")},
		"c/b.c":                     {Data: []byte("")},
		"deep/x/y/d.h":              {Data: []byte("int f(void);\n")},
		"deep/m.cpp":                {Data: []byte("")},
		"lone/e.h":                  {Data: []byte("int f(void);\n")},
		"set/.locus/languages.json": {Data: []byte(`{"extensions": {".h": "cpp"}}`)},
	}
	setting := fstest.MapFS{
		".locus/languages.json": {Data: []byte(`{"extensions": {".H": "cpp"}}`)},
		"s.h":                   {Data: []byte("int f(void);\n")},
		"s.c":                   {Data: []byte("")},
	}
	cases := []struct {
		name, path, text string
		fsys             fstest.MapFS
		lang, why        string
	}{
		{"extension", "a.cc", "int f();", nil, "cpp", ""},
		{"C by default", "x.h", "int f(void);\n", nil, "c", "no sign of C++"},
		{"namespace", "x.h", "namespace leveldb {\n}\n", nil, "cpp", "it uses namespace"},
		{"std::", "x.h", "std::string LogFileName(const std::string& dbname);\n", nil, "cpp", "it uses std::"},
		{"class", "x.h", "class LEVELDB_EXPORT DB {\n};\n", nil, "cpp", "it uses class"},
		{"template", "x.h", "template <typename T>\nT max(T a, T b);\n", nil, "cpp", "it uses template"},
		{"access specifier", "x.h", "struct A {\n public:\n  int x;\n};\n", nil, "cpp", "it uses an access specifier"},
		{"C in a comment", "x.h", "// namespace x { std::string }\n/* class A {\n*/\nint f(void);\n", nil, "c", "no sign of C++"},
		{"C++ glue of a C header", "x.h", "#ifdef __cplusplus\nextern \"C\" {\nnamespace q {\n#endif\nint f(void);\n#ifdef __cplusplus\n}\n#endif\n", nil, "c", "no sign of C++"},
		{"C++ glue under defined()", "x.h", "#if defined(__cplusplus)\nclass Glue;\n#endif\nint f(void);\n", nil, "c", "no sign of C++"},
		{"C++ code under #ifdef __cplusplus", "x.h", "#ifdef __cplusplus\nextern \"C\" {\n#endif\nint f(void);\n#ifdef __cplusplus\n}\nnamespace abi {\nclass A {\n public:\n  virtual ~A();\n};\n}\n#endif\n", nil, "cpp", "it uses namespace"},
		{"a C++ class of a C header", "x.h", "int f(void);\nint g(void);\nint h(void);\nint i(void);\n#ifdef __cplusplus\nclass Cleanup {\n  int x;\n};\n#endif\n", nil, "c", "no sign of C++"},
		{"C++ under a version test", "x.h", "#if __cplusplus >= 201703L\nnamespace std _VISIBLE(default)\n{\nint f();\n}\n#endif\n", nil, "cpp", "it uses namespace"},
		{"namespace, brace below", "x.h", "namespace fs\n{\nint f();\n}\n", nil, "cpp", "it uses namespace"},
		{"C attribute", "x.h", "[[gnu::unused]] int f(void);\n", nil, "c", "no sign of C++"},
		{".cc beside it", "cc/a.h", "int f(void);\n", project, "cpp", "the .cc files beside it"},
		{".c beside it", "c/b.h", "int f(void);\n", project, "c", "the .c files beside it"},
		{".cpp above it", "deep/x/y/d.h", "int f(void);\n", project, "cpp", "the .cpp files in deep"},
		{"nothing around", "lone/e.h", "int f(void);\n", project, "c", "no sign of C++"},
		{"setting over neighbours", "s.h", "int f(void);\n", setting, "cpp", "the project's setting in .locus/languages.json"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			if c.fsys != nil {
				ctx = WithProject(ctx, c.fsys)
			}
			got := Choose(ctx, c.path, []byte(c.text))
			if got.Lang == nil || got.Lang.Name() != c.lang || got.Why != c.why {
				name := "<nil>"
				if got.Lang != nil {
					name = got.Lang.Name()
				}
				t.Errorf("Choose(%q) = %s (%q), want %s (%q)", c.path, name, got.Why, c.lang, c.why)
			}
		})
	}
}

// TestChooseHeadersUnderCplusplus: libstdc++'s cxxabi.h holds its C++
// (namespace __cxxabiv1, its classes) under #ifdef __cplusplus, and is
// C++; glibc's pthread.h, a C header with a C++ cleanup class under
// # ifdef __cplusplus, stays C, as does stdio.h, with extern "C" glue.
func TestChooseHeadersUnderCplusplus(t *testing.T) {
	abi, _ := filepath.Glob("/usr/include/c++/*/cxxabi.h")
	if len(abi) == 0 {
		t.Skip("no libstdc++ headers in /usr/include/c++")
	}
	for path, want := range map[string]string{abi[0]: "cpp", "/usr/include/pthread.h": "c", "/usr/include/stdio.h": "c"} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Skipf("no %s: %v", path, err)
		}
		if got := Choose(context.Background(), path, data); got.Lang.Name() != want {
			t.Errorf("Choose(%s) = %s (%s), want %s", path, got.Lang.Name(), got.Why, want)
		}
	}
}

// TestMaskKeepsOffsets holds that annotation macros are blanked byte for
// byte and that directives, which define them, are left alone.
func TestMaskKeepsOffsets(t *testing.T) {
	l := Lookup("cpp")
	src := "#define GUARDED_BY(x) \\\n  __attribute__((guarded_by(x)))\nclass LEVELDB_EXPORT A {\n  int n_ GUARDED_BY(mu_);\n  void F() EXCLUSIVE_LOCKS_REQUIRED(mu_, (x));\n  FILE* f_;\n};\n"
	blank := func(s string) string { return strings.Repeat(" ", len(s)) }
	want := "#define GUARDED_BY(x) \\\n  __attribute__((guarded_by(x)))\nclass " + blank("LEVELDB_EXPORT") + " A {\n  int n_ " + blank("GUARDED_BY(mu_)") +
		";\n  void F() " + blank("EXCLUSIVE_LOCKS_REQUIRED(mu_, (x))") + ";\n  FILE* f_;\n};\n"
	if got := string(l.mask([]byte(src))); got != want {
		t.Errorf("mask:\n%s\nwant:\n%s", got, want)
	}
	if got := Lookup("go").mask([]byte(src)); string(got) != src {
		t.Errorf("a language without annotations was masked")
	}
}
