// Package xref finds where names occur in a parsed file: every identifier
// with its role (declared, called, used as a type, written, imported or
// read) and the qualifier it is reached through, and the file's imports
// with the local names they bind. The workspace index reads it to answer
// definition, references, callers and callees by name without a language
// server.
//
// The language knowledge (which node types are names, which parent and
// field give which role, where imports keep their paths) is data in
// package syntax; the walk is the same for every language.
package xref
