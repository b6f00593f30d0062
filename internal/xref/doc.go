// Package xref finds where names occur in a parsed file: every identifier
// with its role (declared, called, used as a type, written, imported or
// read) and the qualifier it is reached through, and the file's imports
// with the local names they bind. The workspace index reads it to answer
// definition, references, callers and callees by name without a language
// server; it parses each file once and hands the tree to both the outline
// and Extract.
//
// The language knowledge is data, languages/NAME.json (see fileRules):
// which node types are names, which ancestors give a name which role, where
// a qualifier starts, how import statements are read. The walk is the same
// for every language: one syntax.Node.Scan, in C, that stops only at names
// and import statements. Markdown, JSON, YAML and TOML have no rules and no
// occurrences: their keys are structure, not names.
//
// # Occurrences
//
// Keywords, literals, comments and the insides of strings are not names
// (the expressions interpolated into strings are). Roles follow the
// syntax, not the meaning: a name is Decl where it is declared (a
// function, type, field, parameter, variable, a := in Go, an import's
// alias, a label), Write where it is assigned (=, op=, ++, --; Python's
// and Ruby's assignments, which declare nothing, and for and with
// targets), Call as the callee of a call or of new (also a Ruby method
// call, a Bash command, a JSX element), Type in a type position, Imported
// inside an import statement, Key as the key of a literal's element that
// names a field (Go's T{Field: v}), and Ref elsewhere. The member of an access
// (x.f, a::b, a->b, a?.b) has the text before the operator as its
// qualifier. Per language:
//
//   - Go: the package clause's name and labels are names; "_" and the
//     predeclared nil, true, false and iota are not. A keyed element's key
//     is Key unless the literal is a map, array or slice (whose keys are
//     values); a literal nested in another one, its type left out, is taken
//     for a struct.
//   - Python: annotations are Type; keyword argument names are Ref; the
//     names of global and nonlocal are Imported (they bring the outer name
//     into the function's scope).
//   - JavaScript, TypeScript: an object literal's keys are Decl; names
//     bound by destructuring are Decl, or Write in an assignment.
//   - Rust: lifetimes are not names; macro bodies are read as tokens.
//   - Bash: variables, functions and commands; other words are not names,
//     but for the variables read, mapfile, readarray, printf -v and
//     getopts assign by name, which are Write.
//
// # Imports
//
// An Import is one name a statement binds, or one module it loads. Path is
// what the statement names, unquoted; Name the local name (an alias when
// there is one); Symbol the member taken from Path when the statement
// names the module and its members apart:
//
//	Go          import h "net/http"         Path net/http, Name h ("http" without the alias;
//	                                        major versions and gopkg.in's .vN skipped; "" for _)
//	Python      import os.path              Path os.path, Name os
//	            import os.path as p         Path os.path, Name p
//	            from a.b import c as d      Path a.b, Symbol c, Name d
//	            from . import *             Path ., Symbol *, Name ""
//	JS, TS      import x, {a as b} from "m" Path m, Symbol default, Name x; Symbol a, Name b
//	            import * as ns from "m"     Path m, Symbol *, Name ns
//	            import fs = require("fs")   Path fs, Name fs
//	            const x = require("m")      Path m, Symbol default, Name x
//	            const {a, b: c} = require("m") Path m, Symbol a, Name a; Symbol b, Name c
//	            export {a as b} from "m"  Path m, Symbol a, Name b (a re-export; a has the role Imported)
//	            require("m"), import("m"), export * from "m": Path m, Name ""
//	Rust        use a::b::{self, C as D}    Path a::b, Name b; Path a::b::C, Name D
//	            use a::*                    Path a, Symbol *, Name ""
//	Java        import java.util.List       Path java.util.List, Name List
//	            import java.util.*          Path java.util, Symbol *, Name ""
//	C, C++      #include <stdio.h>          Path stdio.h, Name ""
//	            using std::string           Path std::string, Name string
//	            using namespace std         Path std, Symbol *, Name ""
//	            namespace fs = std::fs      Path std::fs, Name fs
//	C#          using System.Text           Path System.Text, Name ""
//	            using J = Newtonsoft.Json   Path Newtonsoft.Json, Name J
//	Ruby        require "json"              Path json, Name "" (also require_relative, load)
//	Bash        source ./lib.sh             Path ./lib.sh, Name "" (also .)
package xref
