package index

import (
	"context"
	"testing"

	"github.com/locus-dev/locus/internal/corpus"
)

// CommonJS's require is an import, on express, its router and
// body-parser: const x = require("./x") binds x to what the module
// exports, const { a, b } = require("./y") its members, so that their
// uses in other files are references, and so are the lines where the
// requires bind them; the variable is no definition of its own, and the
// repository map ranks the files other files require.
func TestCommonJSImports(t *testing.T) {
	dir := corpus.Express()
	x := openIndex(t, dir, Options{})
	var (
		readJSON   = lineOf(t, dir, "body-parser/lib/types/json.js", "read(req, res, next, parse, debug, readOptions)") // const read = require('../read')
		readText   = lineOf(t, dir, "body-parser/lib/types/text.js", "read(req, res, next, passthrough, debug, normalizedOptions)")
		normalize  = lineOf(t, dir, "body-parser/lib/types/json.js", "normalizeOptions(options, 'application/json')") // const { normalizeOptions } = require('../utils')
		layerRoute = lineOf(t, dir, "router/lib/route.js", "= Layer('/', {}, fn)")                                    // const Layer = require('./layer')
		layerIndex = lineOf(t, dir, "router/index.js", "new Layer(")
		traceIndex = lineOf(t, dir, "router/index.js", "traceParam(") // const { ..., traceParam } = require('./lib/tracing')
		// the lines where the requires bind them
		readBind      = lineOf(t, dir, "body-parser/lib/types/json.js", "const read = require('../read')")
		normalizeBind = lineOf(t, dir, "body-parser/lib/types/json.js", "const { normalizeOptions } = require('../utils')")
		layerBind     = lineOf(t, dir, "router/lib/route.js", "const Layer = require('./layer')")
		traceBind     = lineOf(t, dir, "router/index.js", "traceParam } = require('./lib/tracing')")
	)
	for _, c := range []struct {
		query string
		want  []string
	}{
		{"body-parser.lib.read.read", []string{readJSON, readText, readBind}},
		{"normalizeOptions", []string{normalize, normalizeBind}},
		{"router.lib.layer.Layer", []string{layerRoute, layerIndex, layerBind}},
		{"traceParam", []string{traceIndex, traceBind}},
	} {
		got := refLinesOf(t, x, c.query)
		for _, w := range c.want {
			if !got[w] {
				t.Errorf("References(%s) misses %s", c.query, w)
			}
		}
	}

	defs, err := x.Definitions(context.Background(), "Layer")
	if err != nil {
		t.Fatal(err)
	}
	if len(defs) != 1 || defs[0].Path != "router/lib/layer.js" {
		var where []string
		for _, d := range defs {
			where = append(where, d.Path+" "+d.Kind)
		}
		t.Errorf("Definitions(Layer) = %q, want router/lib/layer.js's function alone (const Layer = require('./layer') defines nothing)", where)
	}

	ranked, err := x.Rank(context.Background(), RankOptions{})
	if err != nil {
		t.Fatal(err)
	}
	shown := map[string]bool{}
	for _, f := range ranked {
		shown[f.Path] = len(f.Symbols) > 0
	}
	for _, p := range []string{"body-parser/lib/read.js", "body-parser/lib/utils.js", "router/lib/layer.js", "router/lib/tracing.js"} {
		if !shown[p] {
			t.Errorf("Rank: %s shows no symbol, though other files require it", p)
		}
	}
}
