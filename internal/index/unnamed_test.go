package index

import "testing"

// Java's files of one folder with no package line are the unnamed
// package and see each other's top-level classes; a file of the folder
// that declares a package, and one of another folder, do not.
func TestUnnamedPackage(t *testing.T) {
	java := map[string]string{
		"app/Greeter.java": "class Greeter {\n  String greet() { return \"hi\"; }\n}\n",
		"app/Main.java":    "class Main {\n  void run() {\n    Greeter g = new Greeter();\n    g.greet();\n  }\n}\n",
		"app/Named.java":   "package shop;\n\nclass Named {\n  Greeter g;\n}\n",
		"other/Stray.java": "class Stray {\n  Greeter g;\n}\n",
	}
	wantRefs(t, java, "Greeter", "app/Main.java:3 type", "app/Main.java:3 call")
	wantRefs(t, java, "Greeter.greet", "app/Main.java:4 call")
}
