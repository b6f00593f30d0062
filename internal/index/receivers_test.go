package index

import "testing"

// A Rust value's declared type tells whose method x.m() is: a parameter,
// a let with a type, a struct's field; through a reference, a lifetime,
// mut, or a Box, Rc or Arc of a type. A method of the workspace's Buf is
// not called on a &str, a String or a Vec (which have their own len),
// while a value whose type the syntax does not tell (a type parameter, a
// trait object, impl Trait, a let with no type) may be a Buf.
func TestRustReceiverTypes(t *testing.T) {
	files := map[string]string{
		"Cargo.toml": "[package]\nname = \"rs\"\nversion = \"0.1.0\"\n",
		"src/lib.rs": `pub struct Buf {
    data: Vec<u8>,
}

impl Buf {
    pub fn len(&self) -> usize {
        self.data.len()
    }
}

pub fn describe(msg: &str, b: &'static mut Buf, s: String) -> usize {
    let words: Vec<&str> = msg.split(' ').collect();
    msg.len() + b.len() + words.len() + s.len()
}

pub fn inner(b: &Buf, bb: Box<Buf>, c: std::rc::Rc<Buf>, w: Cow<'_, Buf>) -> usize {
    b.data.len() + bb.len() + c.len() + w.len()
}

pub fn unknown<T: std::ops::Deref<Target = Buf>>(x: T, y: &dyn AsRef<Buf>, z: impl AsRef<Buf>) -> usize {
    let v = make();
    x.len() + y.as_ref().len() + z.as_ref().len() + v.len()
}
`,
	}
	wantRefs(t, files, "Buf.len", "src/lib.rs:13 call", "src/lib.rs:17 call", "src/lib.rs:17 call", "src/lib.rs:17 call",
		"src/lib.rs:22 call", "src/lib.rs:22 call", "src/lib.rs:22 call", "src/lib.rs:22 call")
}
