// This file defines `locus symbols`, the document_symbols table.

package cli

import (
	"encoding/json"
	"io"

	"github.com/locus-dev/locus/internal/outline"
)

func runSymbols(env *Env, args []string) error {
	fs := newFlags(env, "symbols", "[--root DIR] [--children no|yes|auto] [--format table|json] [--hover=true|false] [--index-base 1|0] PATH")
	root := fs.String("root", env.Dir, "workspace `DIR`ectory; no path may leave it")
	children := fs.String("children", "no", "nested symbols: no, yes, or auto (members of types, not locals of functions)")
	format := fs.String("format", "table", "table or json")
	hover := fs.Bool("hover", true, "add HOVER_INFO: the signature and doc comment")
	base := fs.Int("index-base", 1, "1 for 1-based lines and columns, 0 for the LSP form (0-based, UTF-16)")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(paths) != 1 {
		return usagef("symbols: name exactly one file")
	}
	opt := outline.TableOptions{Children: outline.Children(*children), Hover: *hover, IndexBase: *base}
	if err := checkTableOptions(opt, *format); err != nil {
		return err
	}
	dir, paths := fileRoot(env, fs, *root, paths)
	ws, err := openRoot(env, dir)
	if err != nil {
		return err
	}
	f, text, err := parseFile(ws, paths[0])
	if err != nil {
		return err
	}
	if *format == "json" {
		enc := json.NewEncoder(env.Stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(outline.DocSymbols(f, text, opt))
	}
	_, err = io.WriteString(env.Stdout, outline.Table(f, text, opt))
	return err
}

func checkTableOptions(opt outline.TableOptions, format string) error {
	switch opt.Children {
	case outline.ChildrenNo, outline.ChildrenYes, outline.ChildrenAuto:
	default:
		return usagef("symbols: --children takes no, yes or auto, not %q", opt.Children)
	}
	if format != "table" && format != "json" {
		return usagef("symbols: --format takes table or json, not %q", format)
	}
	if opt.IndexBase != 0 && opt.IndexBase != 1 {
		return usagef("symbols: --index-base takes 1 or 0, not %d", opt.IndexBase)
	}
	return nil
}
