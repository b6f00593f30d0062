// This file defines Choose: the language of a file whose extension several
// languages share (a ".h" header is C or C++), decided as the users' own
// tools decide it: a project setting first, then the file's text, then the
// files beside it.

package syntax

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"path"
	"regexp"
	"strings"
	"sync"
)

// SettingsFile is the project file, under the workspace root, that names
// the language of an extension: {"extensions": {".h": "cpp"}}.
const SettingsFile = ".locus/languages.json"

// Choice is the language chosen for a file, and why when its extension
// alone did not decide it.
type Choice struct {
	Lang *Language
	// Why is empty when the name decided; for a shared extension it says
	// what did: "the project's setting", "it uses namespace", "the .cc
	// files beside it", or that nothing pointed away from the owner.
	Why string
}

// project is the workspace a choice may look at: its settings file and
// folders. It remembers what it read for the life of one request.
type project struct {
	fsys     fs.FS
	once     sync.Once
	settings map[string]string // extension -> language name
	mu       sync.Mutex
	folders  map[string][]string // folder -> names in it
}

type projectKey struct{}

// WithProject returns a context whose language choices may read the
// project's settings file and list its folders through fsys, the workspace
// root. Paths given to Choose are then relative to that root.
func WithProject(ctx context.Context, fsys fs.FS) context.Context {
	return context.WithValue(ctx, projectKey{}, &project{fsys: fsys, folders: map[string][]string{}})
}

// Choose returns the language of the file at name with this text. For an
// extension one language owns, that language; for one another language
// shares (see Rules.Shares), in this order: the extension's language in the
// project's settings file; the sharing language when the text shows one of
// its markers, outside comments and outside `#ifdef __cplusplus` blocks;
// the language most of the files in the nearest folder (up to the root)
// holding files of either language are in, the owner on a tie; else the
// owner. Without a project in ctx only the text decides.
func Choose(ctx context.Context, name string, text []byte) Choice {
	loadRegistry()
	base := path.Base(strings.ReplaceAll(name, "\\", "/"))
	if l := byFilename[base]; l != nil {
		return Choice{Lang: l}
	}
	ext := strings.ToLower(path.Ext(base))
	owner := byExtension[ext]
	sharer := sharedBy[ext]
	if sharer == nil {
		if owner != nil {
			return Choice{Lang: owner}
		}
		return Choice{Lang: forShebang(string(firstLine(text)))}
	}
	p, _ := ctx.Value(projectKey{}).(*project)
	if p != nil {
		if l := registry[p.setting(ext)]; l != nil {
			return Choice{Lang: l, Why: "the project's setting in " + SettingsFile}
		}
	}
	if m := sharer.marker(text); m != "" {
		return Choice{Lang: sharer, Why: "it uses " + m}
	}
	if p != nil {
		if l, why := p.neighbours(strings.ReplaceAll(name, "\\", "/"), owner, sharer, ext); l != nil {
			return Choice{Lang: l, Why: why}
		}
	}
	return Choice{Lang: owner, Why: "no sign of " + displayName(sharer)}
}

// displayName is how the README and messages write a language's name.
func displayName(l *Language) string {
	if l.Rules.Title != "" {
		return l.Rules.Title
	}
	return l.Name()
}

func firstLine(text []byte) []byte {
	if i := bytes.IndexByte(text, '\n'); i >= 0 {
		return text[:i]
	}
	return text
}

// setting returns the language name the settings file gives ext, or "".
func (p *project) setting(ext string) string {
	p.once.Do(func() {
		data, err := fs.ReadFile(p.fsys, SettingsFile)
		if err != nil {
			return
		}
		var s struct {
			Extensions map[string]string `json:"extensions"`
		}
		if json.Unmarshal(data, &s) != nil {
			return
		}
		p.settings = map[string]string{}
		for k, v := range s.Extensions {
			p.settings[strings.ToLower(k)] = v
		}
	})
	return p.settings[ext]
}

// neighbours walks from the folder of name up to the root and, in the first
// folder holding files of owner's or sharer's own extensions, picks the
// language with more of them (owner on a tie).
func (p *project) neighbours(name string, owner, sharer *Language, ext string) (*Language, string) {
	dir := path.Dir(name)
	if !fs.ValidPath(dir) {
		return nil, ""
	}
	for {
		var nOwner, nSharer int
		var example string
		for _, n := range p.names(dir) {
			x := strings.ToLower(path.Ext(n))
			if x == ext {
				continue
			}
			if slicesContain(sharer.Rules.Extensions, x) {
				nSharer++
				if example == "" {
					example = x
				}
			} else if slicesContain(owner.Rules.Extensions, x) {
				nOwner++
			}
		}
		where := "beside it"
		if dir != path.Dir(name) {
			where = "in " + dir
			if dir == "." {
				where = "at the root"
			}
		}
		switch {
		case nSharer > nOwner:
			return sharer, "the " + example + " files " + where
		case nOwner > 0:
			return owner, "the " + owner.Rules.Extensions[0] + " files " + where
		}
		if dir == "." {
			return nil, ""
		}
		dir = path.Dir(dir)
	}
}

// names lists a folder once per request.
func (p *project) names(dir string) []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n, ok := p.folders[dir]; ok {
		return n
	}
	var names []string
	entries, err := fs.ReadDir(p.fsys, dir)
	if err == nil {
		for _, e := range entries {
			if !e.IsDir() {
				names = append(names, e.Name())
			}
		}
	}
	p.folders[dir] = names
	return names
}

func slicesContain(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// cplusplusGlue matches the condition of a block a C header keeps its C++
// glue in (`#ifdef __cplusplus`, `#if defined(__cplusplus)`), after the
// "#". A block under a test of the version (`#if __cplusplus >= 201703L`)
// is C++ code, not glue: a C++ header may hold all its code in one.
var cplusplusGlue = regexp.MustCompile(`^(ifdef\s+__cplusplus|if\s+defined\s*(\(\s*__cplusplus\s*\)|\s__cplusplus))\s*$`)

// marker returns the first of l's markers that text shows outside comments
// and string literals, or "". A C header keeps C++ glue in `#ifdef
// __cplusplus` blocks (`extern "C" {` in one, its `}` in another; a
// forward `class Glue;`) and at times a C++ convenience (pthread.h's
// cleanup class, a template): a marker in such a block counts only when
// the block holds the construct it marks whole, its braces opened and
// closed inside it, and the blocks that do hold at least as many lines of code as the rest
// of the header (cxxabi.h: namespace __cxxabiv1 { class
// __class_type_info ... } under #ifdef __cplusplus, 560 of its lines).
func (l *Language) marker(text []byte) string {
	l.markerOnce.Do(func() {
		for _, m := range l.Rules.Markers {
			l.markers = append(l.markers, regexp.MustCompile(m[1]))
		}
	})
	if len(l.markers) == 0 {
		return ""
	}
	code := stripComments(text)
	depth := 0 // inside a __cplusplus block: the depth of #if nesting
	level := 0
	var glue glueBlock      // the __cplusplus block depth is in
	var inGlue string       // the first marker of a block of C++ code
	inside, outside := 0, 0 // lines of code in blocks of C++ code, and out of every block
	for _, line := range strings.Split(code, "\n") {
		t := strings.TrimSpace(line)
		directive := strings.HasPrefix(t, "#")
		if directive {
			d := strings.TrimSpace(t[1:])
			switch {
			case strings.HasPrefix(d, "if"):
				level++
				if depth == 0 && cplusplusGlue.MatchString(d) {
					depth, glue = level, glueBlock{}
				}
			case strings.HasPrefix(d, "endif"), strings.HasPrefix(d, "else"), strings.HasPrefix(d, "elif"):
				if depth == level {
					depth = 0
					if m := glue.code(); m != "" {
						inside += glue.lines
						if inGlue == "" {
							inGlue = m
						}
					}
				}
				if strings.HasPrefix(d, "endif") {
					level--
				}
			}
		}
		m := ""
		for i, re := range l.markers {
			if re.MatchString(line) {
				m = l.Rules.Markers[i][0]
				break
			}
		}
		switch {
		case depth == 0 && m != "":
			return m
		case directive || t == "":
		case depth > 0:
			glue.add(t, m)
		default:
			outside++
		}
	}
	if inGlue != "" && inside >= outside {
		return inGlue
	}
	return ""
}

// glueBlock is what marker has read of a `#ifdef __cplusplus` block: its
// lines of code, and the braces of the construct a marker opens.
type glueBlock struct {
	lines  int
	marker string // the first marker whose construct the block opens and closes
	cand   string // the marker of a construct whose brace may still open or close
	at     int    // the braces open (of those the block opened) at cand's line
	open   int    // the braces the block opened and has not closed
}

// add reads one line of code of the block and the marker it shows, if any.
// A marker's construct may open its brace on a line below (namespace x,
// then {); a line that ends a declaration first (class Glue;) ends it.
func (g *glueBlock) add(line, marker string) {
	g.lines++
	if marker != "" && g.cand == "" {
		g.cand, g.at = marker, g.open
	}
	for _, c := range line {
		switch {
		case c == '{':
			g.open++
		case c == '}' && g.open > 0:
			g.open--
			if g.cand != "" && g.open == g.at && g.marker == "" {
				g.marker = g.cand
			}
		}
	}
	if g.open == g.at && strings.HasSuffix(line, ";") {
		g.cand = ""
	}
}

// code returns the block's marker when the block holds C++ code whole: a
// construct a marker names, its braces opened and closed in the block.
// "" for glue.
func (g *glueBlock) code() string { return g.marker }

// stripComments blanks C-style comments and the insides of string and
// character literals, keeping every newline.
func stripComments(text []byte) string {
	var b strings.Builder
	b.Grow(len(text))
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '/' && i+1 < len(text) && text[i+1] == '/':
			for i < len(text) && text[i] != '\n' {
				i++
			}
			if i < len(text) {
				b.WriteByte('\n')
			}
		case c == '/' && i+1 < len(text) && text[i+1] == '*':
			i += 2
			for i < len(text) && !(text[i] == '*' && i+1 < len(text) && text[i+1] == '/') {
				if text[i] == '\n' {
					b.WriteByte('\n')
				}
				i++
			}
			i++
			b.WriteByte(' ')
		case c == '"' || c == '\'':
			b.WriteByte(c)
			for i++; i < len(text) && text[i] != c && text[i] != '\n'; i++ {
				if text[i] == '\\' {
					i++
				}
			}
			if i < len(text) {
				b.WriteByte(text[i])
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
