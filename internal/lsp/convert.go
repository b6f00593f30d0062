// This file is the border between LSP's coordinates and locus's: every
// 0-based line and UTF-16 (or negotiated) character a server sends or gets
// is converted here, against the text of the file it refers to.

package lsp

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/textedit"
	"github.com/locus-dev/locus/internal/textpos"
	"github.com/locus-dev/locus/internal/workspace"
)

// Location is a range in a file, in locus's coordinates: 1-based lines and
// code-point columns, End just past the last character.
type Location struct {
	// Path is relative to the workspace root, or absolute for a file
	// outside it (a standard library, a dependency).
	Path  string       `json:"path"`
	Range textpos.Span `json:"range"`
	// Code is the text of the first line, trimmed.
	Code string `json:"code"`
	// Symbol is the innermost symbol around the location, when known.
	Symbol string `json:"symbol,omitempty"`
}

// compare orders locations by path, then position.
func (l Location) compare(o Location) int {
	return cmp.Or(strings.Compare(l.Path, o.Path), l.Range.Start().Compare(o.Range.Start()))
}

// Start is where the location starts.
func (l Location) Start() textpos.Position { return l.Range.Start() }

// texts reads and keeps the files a request's answer refers to; it may be
// used from several goroutines.
type texts struct {
	root  *workspace.Root
	mu    sync.Mutex
	files map[uri.URI]*fileText
}

type fileText struct {
	display string
	file    *workspace.File // nil outside the workspace
	text    []byte
	mapper  *textpos.Mapper
	version int32 // of the server's open document; 0 for a file it reads itself
}

// texts returns the texts of a request's answer: for the files the server
// holds open, the text it was sent (what its positions refer to) and the
// File that text was read as; for the others, what is on disk.
func (s *Server) texts(root *workspace.Root) *texts {
	t := &texts{root: root, files: map[uri.URI]*fileText{}}
	s.mu.Lock()
	defer s.mu.Unlock()
	for u, d := range s.docs {
		t.files[u] = &fileText{display: d.rel, file: d.file, text: d.text, version: d.version}
	}
	return t
}

// maxOutside bounds what is read of a file outside the workspace that an
// answer names, only to show its lines.
const maxOutside = workspace.MaxFileSize

// get returns the text of the file u names: the server's text of an open
// file, else through the workspace when it is inside the root, else read
// directly (only to show it).
func (t *texts) get(u uri.URI) (*fileText, error) {
	t.mu.Lock()
	ft, ok := t.files[u]
	t.mu.Unlock()
	if ok && ft.mapper != nil {
		return ft, nil
	}
	if !ok {
		abs := u.FsPath()
		if rel, in := inside(t.root.Dir(), abs); in {
			f, err := t.root.ReadFile(rel)
			if err != nil {
				return nil, err
			}
			ft = &fileText{display: f.Path.Rel(), file: f, text: f.Text}
		} else {
			b, err := readOutside(abs)
			if err != nil {
				return nil, err
			}
			ft = &fileText{display: abs, text: b}
		}
	}
	m := textpos.NewMapper(ft.text)
	t.mu.Lock()
	defer t.mu.Unlock()
	if cur := t.files[u]; cur != nil && cur.mapper != nil {
		return cur, nil
	}
	ft.mapper = m
	t.files[u] = ft
	return ft, nil
}

// readOutside reads a file outside the workspace that an answer names.
func readOutside(abs string) ([]byte, error) {
	fi, err := os.Stat(abs)
	if err == nil && fi.Size() > maxOutside {
		err = fmt.Errorf("it is %d bytes, over the %d-byte limit", fi.Size(), maxOutside)
	}
	var b []byte
	if err == nil {
		b, err = os.ReadFile(abs)
	}
	if err != nil {
		return nil, fault.Wrap(err, fault.LSPError, "the server named %s, which locus cannot read (%v)", abs, err)
	}
	return []byte(strings.ReplaceAll(string(b), "\r\n", "\n")), nil
}

// inside returns abs relative to dir when it is within it.
func inside(dir, abs string) (string, bool) {
	rel, err := filepath.Rel(dir, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

// toLSP converts a locus position in text to the server's.
func (s *Server) toLSP(text []byte, p textpos.Position) (protocol.Position, error) {
	lp, err := textpos.NewMapper(text).PositionLSP(p, s.enc)
	if err != nil {
		return protocol.Position{}, err
	}
	return protocol.Position{Line: lp.Line, Character: lp.Character}, nil
}

// offset converts a server position to a byte offset of ft's text. A
// character past the end of its line means the line's end, and a line past
// the end of the text the text's end, as LSP asks of clients; a character
// inside a character of several units (half of a UTF-16 surrogate pair)
// means the start of that character.
func (s *Server) offset(ft *fileText, p protocol.Position) int {
	lp := textpos.LSPPosition{Line: p.Line, Character: p.Character}
	if off, err := ft.mapper.LSPOffset(lp, s.enc); err == nil {
		return off
	}
	line, err := textpos.NewLine(int(p.Line) + 1)
	if err != nil {
		return 0
	}
	start, err := ft.mapper.LineStart(line)
	if err != nil {
		return len(ft.text)
	}
	end, _ := ft.mapper.LineEnd(line)
	units := 0
	for off, r := range string(ft.text[start:end]) {
		units += s.enc.Units(r)
		if units > int(p.Character) {
			return start + off
		}
	}
	return end
}

// location converts a server range in the file u names.
func (s *Server) location(t *texts, u uri.URI, r protocol.Range) (Location, error) {
	ft, err := t.get(u)
	if err != nil {
		return Location{}, err
	}
	start, end := s.offset(ft, r.Start), s.offset(ft, r.End)
	sp, _ := ft.mapper.OffsetPosition(start)
	ep, _ := ft.mapper.OffsetPosition(max(end, start))
	span, _ := textpos.NewSpan(sp, ep)
	loc := Location{Path: ft.display, Range: span}
	if ls, err := ft.mapper.LineStart(sp.Line()); err == nil {
		le, _ := ft.mapper.LineEnd(sp.Line())
		loc.Code = strings.TrimSpace(string(ft.text[ls:le]))
	}
	return loc, nil
}

// locationOrRaw is location, or, for a file locus cannot read (too large,
// not text, behind a link leaving the workspace), the server's numbers made
// 1-based as they are, saying why: one such file does not spoil an answer.
func (s *Server) locationOrRaw(t *texts, u uri.URI, r protocol.Range) Location {
	loc, err := s.location(t, u, r)
	if err == nil {
		return loc
	}
	path := u.FsPath()
	if rel, ok := inside(t.root.Dir(), path); ok {
		path = rel
	}
	start, _ := textpos.NewPosition(int(r.Start.Line)+1, int(r.Start.Character)+1)
	end, _ := textpos.NewPosition(int(r.End.Line)+1, int(r.End.Character)+1)
	if end.Before(start) {
		end = start
	}
	span, _ := textpos.NewSpan(start, end)
	return Location{Path: path, Range: span, Code: "(not shown: " + oneLine(err.Error()) + ")"}
}

// FileEdit is a change to one file of the workspace: byte edits of the text
// File was read with, or a new file.
type FileEdit struct {
	Path   string
	File   *workspace.File // nil for a file the edit creates
	Create bool
	Edits  []textedit.Edit
	uri    uri.URI
}

// Apply returns the file's new text.
func (e *FileEdit) Apply() ([]byte, error) {
	var old []byte
	if e.File != nil {
		old = e.File.Text
	}
	return textedit.Apply(old, e.Edits)
}

// Old returns the file's text before the edit ("" for a created file).
func (e *FileEdit) Old() []byte {
	if e.File == nil {
		return nil
	}
	return e.File.Text
}

// edits converts a server's workspace edit into file edits, in the order
// of their paths. Files outside the workspace are refused, and so are
// renames and deletes of files, which locus does not make.
func (s *Server) edits(t *texts, we *protocol.WorkspaceEdit) ([]*FileEdit, error) {
	byURI := map[uri.URI]*FileEdit{}
	add := func(u uri.URI, tes []protocol.TextEdit) error {
		fe := byURI[u]
		if fe == nil {
			if _, ok := inside(t.root.Dir(), u.FsPath()); !ok {
				return fault.New(fault.OutsideWorkspace, "the server's edit changes %s, outside the workspace %s; locus leaves it alone, so the edit was not applied", u.FsPath(), t.root.Dir())
			}
			ft, err := t.get(u)
			if err != nil {
				return err
			}
			fe = &FileEdit{Path: ft.display, File: ft.file, uri: u}
			byURI[u] = fe
		}
		var ft *fileText
		if !fe.Create {
			var err error
			if ft, err = t.get(u); err != nil {
				return err
			}
		}
		for _, te := range tes {
			if ft == nil { // a file the edit creates: its text starts empty
				fe.Edits = append(fe.Edits, textedit.Edit{New: te.NewText})
				continue
			}
			fe.Edits = append(fe.Edits, textedit.Edit{Start: s.offset(ft, te.Range.Start), End: s.offset(ft, te.Range.End), New: te.NewText})
		}
		return nil
	}
	if len(we.DocumentChanges) == 0 { // a server that sends both means the same edits twice
		for u, tes := range we.Changes {
			if err := add(u, tes); err != nil {
				return nil, err
			}
		}
	}
	for _, dc := range we.DocumentChanges {
		switch c := dc.(type) {
		case *protocol.TextDocumentEdit:
			if v := c.TextDocument.Version; v != nil {
				if ft, err := t.get(c.TextDocument.URI); err == nil && ft.version != 0 && ft.version != *v {
					return nil, fault.New(fault.FileChanged, "the server's edit of %s was made for another text of it than locus holds; ask again", ft.display)
				}
			}
			var tes []protocol.TextEdit
			for _, el := range c.Edits {
				switch e := el.(type) {
				case *protocol.TextEdit:
					tes = append(tes, *e)
				case *protocol.AnnotatedTextEdit:
					tes = append(tes, e.TextEdit)
				case *protocol.SnippetTextEdit:
					tes = append(tes, protocol.TextEdit{Range: e.Range, NewText: e.Snippet.Value})
				}
			}
			if err := add(c.TextDocument.URI, tes); err != nil {
				return nil, err
			}
		case *protocol.CreateFile:
			rel, ok := inside(t.root.Dir(), c.URI.FsPath())
			if !ok {
				return nil, fault.New(fault.OutsideWorkspace, "the server's edit creates %s, outside the workspace; the edit was not applied", c.URI.FsPath())
			}
			byURI[c.URI] = &FileEdit{Path: rel, Create: true, uri: c.URI}
		case *protocol.RenameFile:
			return nil, fault.New(fault.LSPError, "the server's edit renames %s to %s, and locus does not rename files; rename the file yourself, then ask again", c.OldURI.FsPath(), c.NewURI.FsPath())
		case *protocol.DeleteFile:
			return nil, fault.New(fault.LSPError, "the server's edit deletes %s, and locus does not delete files; delete it yourself if you mean to, then ask again", c.URI.FsPath())
		}
	}
	out := make([]*FileEdit, 0, len(byURI))
	for _, fe := range byURI {
		out = append(out, fe)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}
