// This file defines Files, the listing of a folder with the top-level
// symbols of its files.

package index

import (
	"context"
	"database/sql"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
)

// FileEntry is an indexed file with its top-level symbols.
type FileEntry struct {
	Path     string   `json:"path"`
	Language string   `json:"language,omitempty"`
	Lines    int      `json:"lines"`
	Size     int64    `json:"size"`
	Symbols  []Symbol `json:"symbols,omitempty"` // top-level (a namespace's, opened), in file order
	// Error says why the file is not indexed (ENCODING_ERROR,
	// FILE_TOO_LARGE, ...); it has no symbols then.
	Error string `json:"error,omitempty"`
}

// FolderEntry is a folder below a listed one, with how many files of the
// index it holds.
type FolderEntry struct {
	Path  string `json:"path"`
	Files int    `json:"files"`
}

// Listing is a folder's part of the index.
type Listing struct {
	Dir     string        `json:"dir"`
	Files   []FileEntry   `json:"files"`
	Folders []FolderEntry `json:"folders,omitempty"`
}

// Files lists the indexed files of the folder dir (relative to the root;
// "" or "." for the root) with their top-level symbols, a namespace or
// Ruby module of types listed by its members (opened): the files directly
// in it and its subfolders with their file counts, or with recursive every
// file below it. Paths are in lexical order.
func (x *Index) Files(ctx context.Context, dir string, recursive bool) (l *Listing, err error) {
	err = x.retry(ctx, func() (e error) { l, e = x.filesOnce(ctx, dir, recursive); return })
	return
}

func (x *Index) filesOnce(ctx context.Context, dir string, recursive bool) (*Listing, error) {
	dir = strings.Trim(path.Clean("/"+strings.ReplaceAll(dir, "\\", "/")), "/")
	if dir != "" {
		rp, err := x.root.Resolve(dir)
		if err != nil {
			return nil, err
		}
		dir = rp.Rel()
		if dir == "." {
			dir = ""
		}
	}
	if err := x.fresh(ctx); err != nil {
		return nil, err
	}
	st := x.store()
	where, args := "1", []any{}
	if dir != "" {
		// the paths below dir/: from "dir/" up to "dir0" ('0' follows '/')
		where, args = "f.path >= ? AND f.path < ?", []any{dir + "/", dir + "0"}
	}
	rows, err := st.db.QueryContext(ctx, `SELECT f.path, f.language, f.lines, f.size, coalesce(f.error, ''), f.package,
			s.id, s.file, s.name, s.qname, s.kind, s.start_line, s.end_line, s.sel_line, s.sel_col, s.signature, s.doc, coalesce(s.parent, 0)
		FROM files f LEFT JOIN symbols s ON s.id BETWEEN f.first_symbol AND f.first_symbol + f.symbol_count - 1
			AND (s.parent IS NULL OR (SELECT p.kind FROM symbols p WHERE p.id = s.parent) IN ('namespace', 'module'))
		WHERE `+where+` ORDER BY f.path, s.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("index: list %s: %w", dir, err)
	}
	defer rows.Close()
	l := &Listing{Dir: dir}
	if l.Dir == "" {
		l.Dir = "."
	}
	folders := map[string]int{}
	prev := ""
	for rows.Next() {
		var e FileEntry
		var pkg string
		var sid, sfile sql.NullInt64
		var name, qname, kind, sig, doc sql.NullString
		var start, end, selLine, selCol sql.NullInt64
		var parent int64
		if err := rows.Scan(&e.Path, &e.Language, &e.Lines, &e.Size, &e.Error, &pkg,
			&sid, &sfile, &name, &qname, &kind, &start, &end, &selLine, &selCol, &sig, &doc, &parent); err != nil {
			return nil, fmt.Errorf("index: list %s: %w", dir, err)
		}
		rest := strings.TrimPrefix(e.Path, dir+"/")
		if dir == "" {
			rest = e.Path
		}
		if i := strings.IndexByte(rest, '/'); i >= 0 && !recursive {
			sub := rest[:i]
			if dir != "" {
				sub = dir + "/" + sub
			}
			if e.Path != prev {
				folders[sub]++
			}
			prev = e.Path
			continue
		}
		prev = e.Path
		if n := len(l.Files); n == 0 || l.Files[n-1].Path != e.Path {
			l.Files = append(l.Files, e)
		}
		if sid.Valid {
			f := &l.Files[len(l.Files)-1]
			s := Symbol{Path: e.Path, Name: name.String, Kind: kind.String, Signature: sig.String, Doc: doc.String,
				Language: e.Language, Package: pkg, id: sid.Int64, file: sfile.Int64, parent: parent}
			if err := s.place(int(start.Int64), int(end.Int64), int(selLine.Int64), int(selCol.Int64)); err != nil {
				return nil, err
			}
			s.QName = qualify(s.Name, qname, 0, s.Kind, s.Language, pkg)
			s.Container = container(s)
			f.Symbols = append(f.Symbols, s)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("index: list %s: %w", dir, err)
	}
	for i := range l.Files {
		l.Files[i].Symbols = opened(l.Files[i].Symbols)
	}
	for p, n := range folders {
		l.Folders = append(l.Folders, FolderEntry{Path: p, Files: n})
	}
	sort.Slice(l.Folders, func(i, j int) bool { return l.Folders[i].Path < l.Folders[j].Path })
	if len(l.Files) == 0 && len(l.Folders) == 0 && dir != "" {
		return nil, fault.New(fault.FileNotFound, "the index holds no file under %s; check the folder (paths are relative to the workspace root)", dir).With("path", dir)
	}
	return l, nil
}

// opened returns a file's top-level symbols with each namespace (C#'s,
// C++'s) or Ruby module that holds a type replaced by what it holds: every
// file of a folder shares it (namespace CommandLine.Core, module Sinatra),
// and its types say what the file is. One nested in an opened one is
// opened too when it holds no methods (module Rack, module Protection,
// class Base); a module of methods (a mixin, Sinatra's Helpers) stays.
// syms are the top-level symbols and the namespaces' and modules'
// children, in file order.
func opened(syms []Symbol) []Symbol {
	grouping := func(s Symbol) bool { return s.Kind == "namespace" || s.Kind == "module" && s.Language == "ruby" }
	holdsTypes, holdsMethods := map[int64]bool{}, map[int64]bool{}
	for _, s := range syms {
		switch {
		case s.parent == 0:
		case isClassLike(s.Kind) || s.Kind == "namespace" || s.Kind == "module":
			holdsTypes[s.parent] = true
		case isCallable(s.Kind):
			holdsMethods[s.parent] = true
		}
	}
	open := map[int64]bool{}
	var out []Symbol
	for _, s := range syms {
		if s.parent != 0 && !open[s.parent] {
			continue
		}
		if grouping(s) && holdsTypes[s.id] && (s.parent == 0 || !holdsMethods[s.id]) {
			open[s.id] = true
			continue
		}
		out = append(out, s)
	}
	return out
}
