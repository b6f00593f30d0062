// Package outline owns the file model: what a file is made of, line by line,
// in every supported language, and the texts that render it for agents.
//
// Parse turns a file's text into a File: its symbols (with kind, ranges,
// signature, doc comment and children), imports, exports, orphan comments,
// directives and gaps. Every line of the file belongs to exactly one of
// those top-level categories; Check verifies it. The extraction is the same
// code for every language, driven by the rules in package syntax.
package outline
