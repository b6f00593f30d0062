// This file lists the tasks: what each asks, on which files of the Go or
// Python standard library, and what it expects, computed from the
// original files without locus (see expect.go).

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// The kinds of task, in the order of the table.
const (
	kRead     = "read a function"
	kFile     = "overview a file"
	kFolder   = "overview a folder"
	kFindDef  = "find a definition"
	kCallers  = "find the callers"
	kBody     = "replace a body"
	kInsert   = "insert a method after another"
	kLine     = "change a line in a function"
	kDelete   = "delete a function"
	kRange    = "read a range over two functions"
	kRename   = "rename a function in several files"
	kindCount = 11
)

var kinds = []string{kRead, kFile, kFolder, kFindDef, kCallers, kBody, kInsert, kLine, kDelete, kRange, kRename}

// task is one thing to do. What a task states is all either agent knows
// before its first call: File (unless the task is to find it), Symbol,
// and for edits the text to write.
type task struct {
	ID   string
	Kind string
	Lang string // "go" or "py"
	// Src is what the workspace holds: "go:DIR" the non-test .go files of
	// GOROOT/src/DIR at the root; "py:DIR" the .py files of the Python
	// library's DIR under DIR/; "py:FILE.py" that file at the root.
	Src    string
	File   string // the file the task names ("" when the agent must find it; a folder for kFolder)
	Symbol string // "Name", "Type.Method" or "Class.method"
	// Old and New are the line to change and its new text, both without
	// their indent (kLine); New is the new name for kRename.
	Old, New string
	// Content is the new body (kBody) or the new method (kInsert) at the
	// indent it has in the file.
	Content string
	// Next is the function after Symbol for kRange.
	Next string
}

var tasks = []task{
	{ID: "go-read", Kind: kRead, Lang: "go", Src: "go:encoding/json", File: "decode.go", Symbol: "decodeState.array"},
	{ID: "py-read", Kind: kRead, Lang: "py", Src: "py:argparse.py", File: "argparse.py", Symbol: "ArgumentParser.parse_known_args"},
	{ID: "go-file", Kind: kFile, Lang: "go", Src: "go:encoding/json", File: "encode.go"},
	{ID: "py-file", Kind: kFile, Lang: "py", Src: "py:textwrap.py", File: "textwrap.py"},
	{ID: "go-folder", Kind: kFolder, Lang: "go", Src: "go:encoding/json", File: "."},
	{ID: "py-folder", Kind: kFolder, Lang: "py", Src: "py:email", File: "email"},
	{ID: "go-find", Kind: kFindDef, Lang: "go", Src: "go:encoding/json", Symbol: "decodeState.literalStore"},
	{ID: "py-find", Kind: kFindDef, Lang: "py", Src: "py:email", Symbol: "decode_params"},
	{ID: "go-callers", Kind: kCallers, Lang: "go", Src: "go:encoding/json", File: "decode.go", Symbol: "indirect"},
	{ID: "py-callers", Kind: kCallers, Lang: "py", Src: "py:email", File: "email/message.py", Symbol: "_formatparam"},
	{ID: "go-body", Kind: kBody, Lang: "go", Src: "go:encoding/csv", File: "writer.go", Symbol: "Writer.fieldNeedsQuotes",
		Content: "\tif field == \"\" {\n\t\treturn false\n\t}\n\tif field == `\\.` || strings.ContainsRune(field, w.Comma) || strings.ContainsAny(field, \"\\\"\\r\\n\") {\n\t\treturn true\n\t}\n\tr1, _ := utf8.DecodeRuneInString(field)\n\treturn unicode.IsSpace(r1)\n"},
	{ID: "py-body", Kind: kBody, Lang: "py", Src: "py:textwrap.py", File: "textwrap.py", Symbol: "TextWrapper._split_chunks",
		Content: "        text = self._munge_whitespace(text)\n        chunks = self._split(text)\n        return chunks\n"},
	{ID: "go-insert", Kind: kInsert, Lang: "go", Src: "go:encoding/csv", File: "reader.go", Symbol: "Reader.FieldPos",
		Content: "// Line returns the number of lines read so far.\nfunc (r *Reader) Line() int {\n\treturn r.numLine\n}\n"},
	{ID: "py-insert", Kind: kInsert, Lang: "py", Src: "py:textwrap.py", File: "textwrap.py", Symbol: "TextWrapper.fill",
		Content: "    def fill_lines(self, text):\n        \"\"\"Return the wrapped lines of text, each ended by a newline.\"\"\"\n        return \"\".join(line + \"\\n\" for line in self.wrap(text))\n"},
	{ID: "go-line", Kind: kLine, Lang: "go", Src: "go:encoding/csv", File: "reader.go", Symbol: "Reader.ReadAll",
		Old: "if err == io.EOF {", New: "if errors.Is(err, io.EOF) {"},
	{ID: "py-line", Kind: kLine, Lang: "py", Src: "py:shutil.py", File: "shutil.py", Symbol: "copyfileobj",
		Old: "length = COPY_BUFSIZE", New: "length = 4 * COPY_BUFSIZE"},
	{ID: "go-delete", Kind: kDelete, Lang: "go", Src: "go:encoding/csv", File: "writer.go", Symbol: "Writer.Error"},
	{ID: "py-delete", Kind: kDelete, Lang: "py", Src: "py:textwrap.py", File: "textwrap.py", Symbol: "fill"},
	{ID: "go-range", Kind: kRange, Lang: "go", Src: "go:encoding/csv", File: "reader.go", Symbol: "NewReader", Next: "Reader.Read"},
	{ID: "py-range", Kind: kRange, Lang: "py", Src: "py:argparse.py", File: "argparse.py", Symbol: "ArgumentParser.parse_args", Next: "ArgumentParser.parse_known_args"},
	{ID: "go-rename", Kind: kRename, Lang: "go", Src: "go:encoding/json", File: "fold.go", Symbol: "foldName", New: "asciiFoldName"},
	{ID: "py-rename", Kind: kRename, Lang: "py", Src: "py:email", File: "email/utils.py", Symbol: "_has_surrogates", New: "_contains_surrogates"},
	{ID: "go-read-big", Kind: kRead, Lang: "go", Src: "go:net/http", File: "server.go", Symbol: "conn.serve"},
	{ID: "py-read-big", Kind: kRead, Lang: "py", Src: "py:tarfile.py", File: "tarfile.py", Symbol: "TarFile.add"},
	{ID: "go-file-big", Kind: kFile, Lang: "go", Src: "go:net/http", File: "transport.go"},
	{ID: "py-file-big", Kind: kFile, Lang: "py", Src: "py:tarfile.py", File: "tarfile.py"},
	{ID: "go-folder-big", Kind: kFolder, Lang: "go", Src: "go:net/http", File: "."},
	{ID: "py-folder-big", Kind: kFolder, Lang: "py", Src: "py:asyncio", File: "asyncio"},
	{ID: "go-find-big", Kind: kFindDef, Lang: "go", Src: "go:net/http", Symbol: "Request.ParseMultipartForm"},
	{ID: "py-find-big", Kind: kFindDef, Lang: "py", Src: "py:email", Symbol: "Message.set_param"},
	{ID: "go-callers-big", Kind: kCallers, Lang: "go", Src: "go:net/http", File: "server.go", Symbol: "checkWriteHeaderCode"},
	{ID: "py-callers-big", Kind: kCallers, Lang: "py", Src: "py:asyncio", File: "asyncio/tasks.py", Symbol: "_set_task_name"},
	{ID: "go-body-big", Kind: kBody, Lang: "go", Src: "go:net/http", File: "request.go", Symbol: "Request.isReplayable",
		Content: "\tif r.Body != nil && r.Body != NoBody && r.GetBody == nil {\n\t\treturn false\n\t}\n\tswitch valueOrDefault(r.Method, \"GET\") {\n\tcase \"GET\", \"HEAD\", \"OPTIONS\", \"TRACE\":\n\t\treturn true\n\t}\n\t// The Idempotency-Key, while non-standard, is widely used to\n\t// mean a POST or other request is idempotent.\n\treturn r.Header.has(\"Idempotency-Key\") || r.Header.has(\"X-Idempotency-Key\")\n"},
	{ID: "py-body-big", Kind: kBody, Lang: "py", Src: "py:tarfile.py", File: "tarfile.py", Symbol: "TarInfo._block",
		Content: "        \"\"\"Round up a byte count by BLOCKSIZE and return it,\n           e.g. _block(834) => 1024.\n        \"\"\"\n        return (count + BLOCKSIZE - 1) // BLOCKSIZE * BLOCKSIZE\n"},
	{ID: "go-insert-big", Kind: kInsert, Lang: "go", Src: "go:net/http", File: "transport.go", Symbol: "Transport.CloseIdleConnections",
		Content: "// idleConnCount returns the number of idle connections t keeps.\nfunc (t *Transport) idleConnCount() int {\n\tt.idleMu.Lock()\n\tdefer t.idleMu.Unlock()\n\tn := 0\n\tfor _, conns := range t.idleConn {\n\t\tn += len(conns)\n\t}\n\treturn n\n}\n"},
	{ID: "py-insert-big", Kind: kInsert, Lang: "py", Src: "py:tarfile.py", File: "tarfile.py", Symbol: "TarFile.getnames",
		Content: "    def getsize(self):\n        \"\"\"Return the total size in bytes of the members' data.\"\"\"\n        return sum(tarinfo.size for tarinfo in self.getmembers())\n"},
	{ID: "go-line-big", Kind: kLine, Lang: "go", Src: "go:net/http", File: "request.go", Symbol: "NewRequestWithContext",
		Old: "method = \"GET\"", New: "method = MethodGet"},
	{ID: "py-line-big", Kind: kLine, Lang: "py", Src: "py:tarfile.py", File: "tarfile.py", Symbol: "copyfileobj",
		Old: "bufsize = bufsize or 16 * 1024", New: "bufsize = bufsize or 64 * 1024"},
	{ID: "go-delete-big", Kind: kDelete, Lang: "go", Src: "go:net/http", File: "transport.go", Symbol: "Transport.CancelRequest"},
	{ID: "py-delete-big", Kind: kDelete, Lang: "py", Src: "py:tarfile.py", File: "tarfile.py", Symbol: "TarFile.utime"},
	{ID: "go-range-big", Kind: kRange, Lang: "go", Src: "go:net/http", File: "server.go", Symbol: "response.finishRequest", Next: "response.shouldReuseConnection"},
	{ID: "py-range-big", Kind: kRange, Lang: "py", Src: "py:tarfile.py", File: "tarfile.py", Symbol: "TarFile.extract", Next: "TarFile._get_extract_tarinfo"},
	{ID: "go-rename-big", Kind: kRename, Lang: "go", Src: "go:net/http", File: "request.go", Symbol: "validMethod", New: "isValidMethod"},
	{ID: "py-rename-big", Kind: kRename, Lang: "py", Src: "py:asyncio", File: "asyncio/format_helpers.py", Symbol: "_format_callback_source", New: "_format_callback_with_source"},
}

// roots are where the sources of tasks come from.
type roots struct {
	goSrc, pyLib string
}

// copyInto fills dir with the task's sources.
func (r roots) copyInto(t task, dir string) error {
	lang, src, _ := strings.Cut(t.Src, ":")
	switch {
	case lang == "go":
		files, err := filepath.Glob(filepath.Join(r.goSrc, src, "*.go"))
		if err != nil || len(files) == 0 {
			return fmt.Errorf("no Go files in %s", filepath.Join(r.goSrc, src))
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			if err := copyFile(f, filepath.Join(dir, filepath.Base(f))); err != nil {
				return err
			}
		}
		return nil
	case strings.HasSuffix(src, ".py"):
		return copyFile(filepath.Join(r.pyLib, src), filepath.Join(dir, src))
	default:
		base := filepath.Join(r.pyLib, src)
		return filepath.Walk(base, func(p string, info os.FileInfo, err error) error {
			if err != nil || info.IsDir() || !strings.HasSuffix(p, ".py") {
				return err
			}
			rel, _ := filepath.Rel(r.pyLib, p)
			return copyFile(p, filepath.Join(dir, rel))
		})
	}
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}

// want is what a task expects, computed from the original workspace.
type want struct {
	// Files are the edited files' expected text, by path.
	Files map[string]string
	// Seen are lines the agent must have read (reading tasks).
	Seen []string
	// Answer is the set of names the agent must answer (kCallers).
	Answer []string
	// From and To are the lines of a range the task states (kRange).
	From, To int
}

// expect computes what t wants of the workspace in dir, untouched.
func expect(t task, dir string) (*want, error) {
	w := &want{Files: map[string]string{}}
	file := t.File
	if t.Kind == kFindDef {
		f, err := definingFile(t, dir)
		if err != nil {
			return nil, err
		}
		file = f
	}
	path := filepath.Join(dir, file)
	var text string
	var d decl
	if t.Kind != kFolder && t.Kind != kRename {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		text = string(b)
		decls, err := declsOf(path)
		if err != nil {
			return nil, err
		}
		if t.Symbol != "" {
			var ok bool
			if d, ok = decls[t.Symbol]; !ok {
				return nil, fmt.Errorf("%s: no declaration %s in %s", t.ID, t.Symbol, file)
			}
		}
		if t.Kind == kFile {
			for name := range decls {
				w.Seen = append(w.Seen, name[strings.LastIndex(name, ".")+1:])
			}
		}
		if t.Kind == kRange {
			next, ok := decls[t.Next]
			if !ok {
				return nil, fmt.Errorf("%s: no declaration %s in %s", t.ID, t.Next, file)
			}
			w.From, w.To = d.End-3, next.Start+4
		}
	}
	ls := lines(text)
	switch t.Kind {
	case kRead, kFindDef:
		w.Seen = ls[d.Start-1 : d.End]
	case kRange:
		w.Seen = ls[w.From-1 : w.To]
	case kCallers:
		var err error
		if t.Lang == "go" {
			w.Answer, err = goCallers(dir, t.Symbol)
		} else {
			w.Answer, err = pyCallers(dir, t.Symbol)
		}
		if err != nil {
			return nil, err
		}
	case kBody:
		out := append(append(append([]string{}, ls[:d.BodyStart-1]...), lines(t.Content)...), ls[d.BodyEnd:]...)
		w.Files[file] = joinLines(out)
	case kInsert:
		out := append(append(append([]string{}, ls[:d.End]...), append([]string{""}, lines(t.Content)...)...), ls[d.End:]...)
		w.Files[file] = joinLines(out)
	case kLine:
		found := 0
		out := append([]string{}, ls...)
		for n := d.Start; n <= d.End; n++ {
			if strings.TrimSpace(ls[n-1]) == t.Old {
				out[n-1] = ls[n-1][:indent(ls[n-1])] + t.New
				found++
			}
		}
		if found != 1 {
			return nil, fmt.Errorf("%s: %q is %d times in %s, not once", t.ID, t.Old, found, t.Symbol)
		}
		w.Files[file] = joinLines(out)
	case kDelete:
		end := d.End
		for end < len(ls) && strings.TrimSpace(ls[end]) == "" {
			end++
		}
		out := append(append([]string{}, ls[:d.Doc-1]...), ls[end:]...)
		w.Files[file] = joinLines(out)
	case kRename:
		word := regexp.MustCompile(`\b` + regexp.QuoteMeta(t.Symbol) + `\b`)
		err := filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
			if err != nil || info.IsDir() {
				return err
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			if word.Match(b) {
				rel, _ := filepath.Rel(dir, p)
				w.Files[rel] = word.ReplaceAllString(string(b), t.New)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(w.Files) < 2 {
			return nil, fmt.Errorf("%s: %s is in %d files, not several", t.ID, t.Symbol, len(w.Files))
		}
	}
	return w, nil
}

// definingFile is the file of dir that declares t.Symbol, found by parsing
// every file of the task's language.
func definingFile(t task, dir string) (string, error) {
	var found []string
	add := func(p string, decls map[string]decl) {
		if _, ok := decls[t.Symbol]; ok {
			rel, _ := filepath.Rel(dir, p)
			found = append(found, rel)
		}
	}
	if t.Lang == "py" {
		files, err := pyFiles(dir)
		if err != nil {
			return "", err
		}
		var m map[string]map[string]decl
		if err := python(&m, append([]string{"decls"}, files...)...); err != nil {
			return "", err
		}
		for _, p := range files {
			add(p, m[p])
		}
	} else {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, p := range files {
			decls, err := goDecls(p)
			if err != nil {
				return "", err
			}
			add(p, decls)
		}
	}
	if len(found) != 1 {
		return "", fmt.Errorf("%s: %s is declared in %d files (%v), not one", t.ID, t.Symbol, len(found), found)
	}
	return found[0], nil
}
