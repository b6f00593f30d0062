// This file finds the third-party files of the web's languages kept in
// testdata/: JSON, JavaScript, TypeScript, TSX, TOML and Markdown, each from
// the published package named in its README, under its licence.

package corpus

// JSON returns the folder of the JSON files kept as test data (see
// testdata/json/README.md): npm packages' package.json files, rxjs's
// tsconfig files (one with a comment, as TypeScript allows) and ajv's
// JSON schemas.
func JSON() string {
	return vendored("json")
}

// Express returns the folder of the JavaScript of express, its router and
// body-parser kept as test data (see testdata/express/README.md):
// CommonJS modules.
func Express() string {
	return vendored("express")
}

// RxJS returns the folder of the rxjs sources kept as test data (see
// testdata/rxjs/README.md): TypeScript classes, interfaces, overloads and
// generics.
func RxJS() string {
	return vendored("rxjs")
}

// ReactNavigation returns the folder of the TSX sources of React
// Navigation's elements kept as test data (see
// testdata/react-navigation/README.md): function components returning
// JSX, hooks, generics and type aliases.
func ReactNavigation() string {
	return vendored("react-navigation")
}

// TOML returns the folder of the TOML files kept as test data (see
// testdata/toml/README.md): crates' Cargo.toml files and Python
// projects' pyproject.toml files.
func TOML() string {
	return vendored("toml")
}

// NpmDocs returns the folder of npm's documentation kept as test data (see
// testdata/npmdocs/README.md): Markdown pages with front matter and nested
// sections.
func NpmDocs() string {
	return vendored("npmdocs")
}
