package target

import (
	"context"
	"testing"

	"github.com/locus-dev/locus/internal/fault"
)

// TestResolvePlaceOneFunction: the declarations of one function (overload
// signatures, prototypes) are one place, its body's; declarations that
// may be distinct functions stay ambiguous, and writes still see them
// all.
func TestResolvePlaceOneFunction(t *testing.T) {
	const ts = `export function parse(input: string): number;
export function parse(input: number): number;
export function parse(input: string | number): number {
  return 0;
}

export class Box {
  put(x: string): void;
  put(x: number): void;
  put(x: string | number): void {}
}

export class Foo {
  constructor(a: string);
  constructor(a: any) {}
}

export interface Shape {
  scale(by: number): void;
  scale(by: string): void;
}

function twice() {}
function twice() {}
`
	const c = `static int helper(int x);

int run(void) { return helper(2); }

static int helper(int x) {
	return x * 2;
}
`
	const py = `import typing as t
from typing import overload


class Context:
    @t.overload
    def invoke(self, callback: int) -> int: ...

    @t.overload
    def invoke(self, callback: str) -> str: ...

    def invoke(self, callback):
        return callback


@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...


@overload  # type: ignore[misc]
def get(x: int) -> int: ...
@overload  # type: ignore[misc]
def get(x: str) -> str: ...
def get(x):
    return x


def twice(): pass
def twice(): pass
`
	const cpp = `void f(int x);
void f(double x) {}
`
	const java = `interface Shape {
	void scale(int by);
	void scale(String by);
}
`
	for _, tc := range []struct {
		file, src, target string
		want              string // the place's target, or the error's code
	}{
		{"lib.ts", ts, "parse", "parse[3]"},
		{"lib.ts", ts, "Box.put", "Box.put[3]"},
		{"lib.ts", ts, "Shape.scale", "Shape.scale[1]"},
		{"lib.ts", ts, "Foo.constructor", "Foo.constructor[2]"},
		{"lib.ts", ts, "twice", "TARGET_AMBIGUOUS"}, // two bodies: two functions
		{"a.c", c, "helper", "helper[2]"},
		{"core.py", py, "Context.invoke", "Context.invoke[3]"},  // the one no @overload decorates
		{"core.py", py, "parse", "parse[1]"},                    // a stub's overloads: the first
		{"core.py", py, "get", "get[3]"},                        // @overload with a comment after it
		{"core.py", py, "twice", "TARGET_AMBIGUOUS"},            // two definitions
		{"b.cpp", cpp, "f", "TARGET_AMBIGUOUS"},                 // overloads of C++ are distinct
		{"Shape.java", java, "Shape.scale", "TARGET_AMBIGUOUS"}, // and Java's
	} {
		tree, err := Build(context.Background(), tc.file, []byte(tc.src))
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if s, err := tree.ResolvePlace(tc.target); err != nil {
			got = string(fault.CodeOf(err))
		} else {
			got = s.Target()
		}
		if got != tc.want {
			t.Errorf("%s %s: place %s, want %s", tc.file, tc.target, got, tc.want)
		}
		if _, err := tree.Resolve(tc.target); fault.CodeOf(err) != fault.TargetAmbiguous {
			t.Errorf("%s %s: a write resolves it (%v), want TARGET_AMBIGUOUS", tc.file, tc.target, err)
		}
	}
}
