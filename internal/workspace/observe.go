package workspace

import "sync"

// observers are called after every commit that changed files, in this
// process: language servers must hear of locus's own edits at once, not
// when a poll notices them.
var observers struct {
	sync.Mutex
	fns []func(paths []string)
}

// Observe registers fn to be called with the absolute paths of the files
// each successful Write, Create or Commit changed or created, after they
// are in place. fn must not block.
func Observe(fn func(paths []string)) {
	observers.Lock()
	defer observers.Unlock()
	observers.fns = append(observers.fns, fn)
}

// announce tells the observers what a committed transaction changed.
func (tx *Tx) announce() {
	observers.Lock()
	fns := observers.fns
	observers.Unlock()
	if len(fns) == 0 {
		return
	}
	paths := make([]string, len(tx.ops))
	for i, o := range tx.ops {
		paths[i] = o.path.abs
	}
	for _, fn := range fns {
		fn(paths)
	}
}
