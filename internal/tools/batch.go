// This file defines edit_batch: several structure operations as one.

package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/locus-dev/locus/internal/fault"
	"github.com/locus-dev/locus/internal/structure"
)

// batchEdit is one edit of a batch: an operation's name and its own
// parameters, flat. Which fields were given is kept, since a target may be
// "" (the whole file) and must still be given.
type batchEdit struct {
	Op            string    `json:"op"`
	Path          string    `json:"path,omitempty"`
	Target        targetArg `json:"target,omitempty"`
	Content       string    `json:"content,omitempty"`
	OldText       string    `json:"old_text,omitempty"`
	NewText       string    `json:"new_text,omitempty"`
	ExpectedCount int       `json:"expected_count,omitempty"`
	SourcePath    string    `json:"source_path,omitempty"`
	SourceTarget  targetArg `json:"source_target,omitempty"`
	DestPath      string    `json:"dest_path,omitempty"`
	DestTarget    targetArg `json:"dest_target,omitempty"`

	given map[string]bool
}

func (b *batchEdit) UnmarshalJSON(data []byte) error {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(data, &keys); err != nil {
		return err
	}
	type plain batchEdit
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode((*plain)(b)); err != nil {
		return err
	}
	b.given = map[string]bool{}
	for k, v := range keys {
		if string(v) != "null" {
			b.given[k] = true
		}
	}
	return nil
}

type batchIn struct {
	Edits []batchEdit `json:"edits" jsonschema:"each: op (a structure tool) and its fields"`
	writeOpts
}

// batchFields are the fields each operation takes: all required but
// expected_count.
var batchFields = map[string][]string{
	"replace_structure":             {"path", "target", "content"},
	"delete_structure":              {"path", "target"},
	"insert_before_structure":       {"path", "target", "content"},
	"insert_after_structure":        {"path", "target", "content"},
	"replace_text_in_structure":     {"path", "target", "old_text", "new_text"},
	"replace_all_text_in_structure": {"path", "target", "old_text", "new_text", "expected_count?"},
	"move_structure_to_before":      {"source_path", "source_target", "dest_path", "dest_target"},
	"move_structure_to_after":       {"source_path", "source_target", "dest_path", "dest_target"},
	"move_structure_to_file_start":  {"source_path", "source_target", "dest_path"},
	"move_structure_to_file_end":    {"source_path", "source_target", "dest_path"},
}

// edit checks that the n-th edit has the fields its operation takes, and
// no others, and returns it for the editor.
func (b *batchEdit) edit(n int) (structure.Edit, error) {
	fields, ok := batchFields[b.Op]
	if !ok {
		return structure.Edit{}, batchError(n, b.Op, "%q is not an operation a batch runs; use one of %s", b.Op, strings.Join(structure.BatchOps, ", "))
	}
	takes := map[string]bool{"op": true}
	var missing []string
	for _, f := range fields {
		name, optional := strings.CutSuffix(f, "?")
		takes[name] = true
		if !optional && !b.given[name] {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		return structure.Edit{}, batchError(n, b.Op, "%s takes %s; this edit lacks %s", b.Op, strings.Join(fields, ", "), strings.Join(missing, ", "))
	}
	var extra []string
	for k := range b.given {
		if !takes[k] {
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		slices.Sort(extra)
		return structure.Edit{}, batchError(n, b.Op, "%s does not take %s; it takes %s", b.Op, strings.Join(extra, ", "), strings.Join(fields, ", "))
	}
	ed := structure.Edit{Op: b.Op, Path: b.Path, Target: string(b.Target), Content: b.Content, OldText: b.OldText, NewText: b.NewText,
		SourcePath: b.SourcePath, SourceTarget: string(b.SourceTarget), DestPath: b.DestPath, DestTarget: string(b.DestTarget)}
	if b.given["expected_count"] {
		n := b.ExpectedCount
		ed.ExpectedCount = &n
	}
	return ed, nil
}

func batchError(n int, op, format string, args ...any) error {
	return fault.New(fault.InvalidArgument, "edit %d: "+format+" (nothing was written)", append([]any{n}, args...)...).
		With("failed_edit", map[string]any{"index": n, "op": op})
}

func init() {
	t := Define("edit_batch",
		"Several structure edits in any files as one transaction, in order, each seeing the ones before; all or none.",
		edits, func(ctx context.Context, env *Env, in batchIn) (*Result, error) {
			list := make([]structure.Edit, len(in.Edits))
			for i := range in.Edits {
				ed, err := in.Edits[i].edit(i + 1)
				if err != nil {
					return nil, err
				}
				list[i] = ed
			}
			res, err := editor(ctx, env).Batch(list, in.options())
			if err != nil {
				return nil, err
			}
			return &Result{Text: res.Text(), Structured: res}, nil
		})
	// op is one of the operations' names: an enum a client can show.
	t.edit(func(s *jsonschema.Schema) {
		items := *s.Properties["edits"].Items
		items.Properties = maps.Clone(items.Properties)
		op := *items.Properties["op"]
		op.Enum = nil
		for _, name := range structure.BatchOps {
			op.Enum = append(op.Enum, name)
		}
		items.Properties["op"] = &op
		edits := *s.Properties["edits"]
		edits.Items = &items
		setProperty(s, "edits", &edits)
	})
	register(Edit, t)
}
