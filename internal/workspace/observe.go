package workspace

// OnCommit sets fn to be called with the absolute paths of the files each
// successful Write, Create or Commit through r changed or created, after
// they are in place: the workspace's session hands them to its index and
// its language servers, which must hear of locus's own edits at once, not
// when a poll notices them. A later call replaces fn; fn must not block.
func (r *Root) OnCommit(fn func(paths []string)) {
	r.committed.Store(&fn)
}

// announce tells the root's observer what a committed transaction changed.
func (tx *Tx) announce() {
	fn := tx.r.committed.Load()
	if fn == nil || *fn == nil {
		return
	}
	paths := make([]string, len(tx.ops))
	for i, o := range tx.ops {
		paths[i] = o.path.abs
	}
	(*fn)(paths)
}
