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
// Layout: spec.go (which servers exist and how to find them), server.go (one
// running server: process, initialize, requests, what it asks of us),
// notify.go (progress, diagnostics and status, in the order sent), sync.go
// (document sync), watch.go (changes on disk), manager.go (servers per
// workspace, restarts), features.go, actions.go and diagnostics.go (the
// requests), overlay.go (a code action's edits, planned before written),
// convert.go (positions and edits), doctor.go.
package lsp
