module github.com/tree-sitter-grammars/tree-sitter-markdown

go 1.23

toolchain go1.23.0

require github.com/tree-sitter/go-tree-sitter v0.23.1

require github.com/mattn/go-pointer v0.0.1 // indirect
