// This file defines the commands that answer from the workspace index:
// `locus find`, `locus def`, `locus refs`, `locus callers`, `locus callees`
// and `locus map`, each a view of its tool.

package cli

// workspaceViews are the index's tools as top-level commands; def and refs
// ask the index unless --source says otherwise (`locus lsp` asks the
// servers). They are views of askViews.
var workspaceViews = []view{
	{command: "find", tool: "workspace_symbols", synopsis: "QUERY [--kind KINDS] [--path GLOB] [--max N]", params: []string{"query"},
		give: "find: give one QUERY, a name or part of one (Serve, srv, Server.Serve)"},
	{command: "def", tool: "definition", synopsis: "SPEC [--source index|lsp]", params: []string{"locate"},
		give: "def: give one SPEC, such as 'main.go:run@<|>helper(' or '*:Server.Serve'", defaults: map[string]any{"source": "index"}},
	{command: "refs", tool: "references", synopsis: "SPEC [--no-declaration] [--lines-only] [--max N] [--offset N] [--source index|lsp]", params: []string{"locate"},
		give: "refs: give one SPEC, such as 'models.py:User.save' or '*:Server.Serve'", defaults: map[string]any{"source": "index"}},
	{command: "callers", tool: "callers", synopsis: "SPEC [--depth N]", params: []string{"locate"},
		give: "callers: give one SPEC naming a function, such as '*:Server.Serve'"},
	{command: "callees", tool: "callees", synopsis: "SPEC [--depth N]", params: []string{"locate"},
		give: "callees: give one SPEC naming a function, such as 'main.go:main'"},
	{command: "map", tool: "repo_map", synopsis: "[PATH] [--tokens N]", params: []string{"path?"},
		give: "map: give at most one PATH, a folder"},
}

// workspaceCommand returns the run function of the command named name.
func workspaceCommand(name string) func(env *Env, args []string) error {
	return func(env *Env, args []string) error {
		for i := range askViews.views {
			if v := &askViews.views[i]; v.command == name {
				return askViews.run(env, v, args)
			}
		}
		panic("cli: no workspace command " + name)
	}
}
