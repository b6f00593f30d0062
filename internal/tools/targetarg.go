// This file defines the type of the target parameters of the structure
// tools: a string, or a list of levels.

package tools

import (
	"bytes"
	"encoding/json"
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/locus-dev/locus/internal/fault"
)

// targetArg is a target as the tools take it: a target string (see
// target.Levels), or a JSON array of levels, one string a level, which is
// the unambiguous form for names that hold a "." or a newline. An array
// is kept as its JSON text, which the resolver reads as those levels.
type targetArg string

func (a *targetArg) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err == nil {
		*a = targetArg(s)
		return nil
	}
	var levels []string
	if err := json.Unmarshal(data, &levels); err != nil {
		return fault.New(fault.InvalidArgument, "a target is a string or an array of strings, not %s", bytes.TrimSpace(data))
	}
	if len(levels) == 0 {
		return fault.New(fault.InvalidArgument, "a target is an empty array; name the levels from the file root down, or send \"\" for the whole file")
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(levels); err != nil {
		return err
	}
	*a = targetArg(bytes.TrimSpace(b.Bytes()))
	return nil
}

// inferred are the schemas that inference takes from types rather than
// from their Go kinds: a target is a string or an array of strings.
var inferred = &jsonschema.ForOptions{TypeSchemas: map[reflect.Type]*jsonschema.Schema{
	// one flat schema, not a union; UnmarshalJSON refuses an array of
	// anything but strings, saying so
	reflect.TypeFor[targetArg](): {Types: []string{"string", "array"}},
}}
