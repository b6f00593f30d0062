// This file defines the commands that answer from the workspace index:
// `locus find`, `locus def`, `locus refs`, `locus callers`, `locus callees`
// and `locus map`, each a view of its tool.

package cli

// workspaceCommands are the index's tools as top-level commands; def and
// refs ask the index unless --source says otherwise (`locus lsp` asks the
// servers).
var workspaceCommands = []toolCommand{
	{"workspace_symbols", "QUERY [--kind KINDS] [--path GLOB] [--max N]", []string{"query"}, "one QUERY, a name or part of one (Serve, srv, Server.Serve)", "find", nil},
	{"definition", "SPEC [--source index|lsp]", []string{"locate"}, "one SPEC, such as 'main.go:run@<|>helper(' or '*:Server.Serve'", "def", map[string]any{"source": "index"}},
	{"references", "SPEC [--no-declaration] [--max N] [--offset N] [--source index|lsp]", []string{"locate"}, "one SPEC, such as 'models.py:User.save' or '*:Server.Serve'", "refs", map[string]any{"source": "index"}},
	{"callers", "SPEC [--depth N]", []string{"locate"}, "one SPEC naming a function, such as '*:Server.Serve'", "callers", nil},
	{"callees", "SPEC [--depth N]", []string{"locate"}, "one SPEC naming a function, such as 'main.go:main'", "callees", nil},
	{"repo_map", "[PATH] [--tokens N]", []string{"path?"}, "at most one PATH, a folder", "map", nil},
}

// workspaceCommand returns the run function of the command named name.
func workspaceCommand(name string) func(env *Env, args []string) error {
	for i := range workspaceCommands {
		if c := &workspaceCommands[i]; c.command == name {
			return func(env *Env, args []string) error { return runToolCommand(env, name, c, args) }
		}
	}
	panic("cli: no workspace command " + name)
}
