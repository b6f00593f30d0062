// Package lsp is locus's client of language servers: it finds and starts
// the servers (gopls, pyright, typescript-language-server, clangd,
// rust-analyzer and any server named in a project's .locus/lsp.json), one
// per server and workspace root, keeps them warm and restarts them when they
// die, keeps their view of the files in step with the disk, and asks them
// the questions of the language-server tools.
//
// It is the one border where LSP's 0-based lines and UTF-16 (or negotiated)
// columns exist: callers give and get 1-based lines and code-point columns
// (textpos), and every conversion happens in convert.go against the text of
// the file the server was given.
//
// Layout. A server's life: spec.go (which servers exist and how to find
// them), server.go (one running server: process, initialize, shutdown),
// capabilities.go (what each side says it can do), client.go (what a
// server asks of us), notify.go (progress, diagnostics and status, in the
// order sent), ready.go (waiting until a server is idle and its
// diagnostics settled), sync.go (document sync), watch.go (changes on
// disk), manager.go (servers per workspace, restarts), install.go,
// doctor.go. The requests: call.go (sending one), features.go, complete.go,
// actions.go, diagnostics.go and symbols.go (the features), overlay.go (a
// code action's edits, planned before written), convert.go (positions and
// edits), protocol_ext.go (messages the protocol package does not type as
// sent).
package lsp
