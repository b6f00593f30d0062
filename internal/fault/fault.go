// Package fault defines the errors that locus reports to agents and users.
//
// Every failure that crosses a tool or CLI boundary is an *Error carrying one
// of the codes listed below (the README lists them too), a message that says in one
// sentence what to do next, and details. Callers branch on the code with
// CodeOf or errors.As, never on message text.
package fault

import (
	"errors"
	"fmt"
)

// Code names a class of failure. The set is closed: these are the contract's codes.
type Code string

// The error codes of the contract.
const (
	InvalidArgument     Code = "INVALID_ARGUMENT"
	TargetNotFound      Code = "TARGET_NOT_FOUND"
	TargetAmbiguous     Code = "TARGET_AMBIGUOUS"
	TextNotFound        Code = "TEXT_NOT_FOUND"
	TextAmbiguous       Code = "TEXT_AMBIGUOUS"
	CountMismatch       Code = "COUNT_MISMATCH"
	FileNotFound        Code = "FILE_NOT_FOUND"
	FileTooLarge        Code = "FILE_TOO_LARGE"
	EncodingError       Code = "ENCODING_ERROR"
	PermissionDenied    Code = "PERMISSION_DENIED"
	OutsideWorkspace    Code = "OUTSIDE_WORKSPACE"
	LanguageUnsupported Code = "LANGUAGE_UNSUPPORTED"
	ParserFailed        Code = "PARSER_FAILED"
	FileChanged         Code = "FILE_CHANGED"
	LSPUnavailable      Code = "LSP_UNAVAILABLE"
	LSPError            Code = "LSP_ERROR"
	LocateNotFound      Code = "LOCATE_NOT_FOUND"
	// IOError is a failure of the disk or the system rather than of the
	// input: a full disk, a name too long for the file system, an I/O
	// error. Like every error, it leaves every file as it was.
	IOError Code = "IO_ERROR"
)

// StateUnchanged is the state every failed operation reports: no file was touched.
const StateUnchanged = "FILE_UNCHANGED"

// Error is a failure with a contract code. It marshals to the contract's
// shape {error, message, details}.
type Error struct {
	Code    Code           `json:"error"`
	Message string         `json:"message"`
	Details map[string]any `json:"details,omitempty"`
	cause   error
}

// New returns an Error with the given code and message. The message should
// say what went wrong and what to do next.
func New(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...), Details: map[string]any{"state": StateUnchanged}}
}

// Wrap is New with an underlying cause, kept for errors.Is and errors.As.
func Wrap(cause error, code Code, format string, args ...any) *Error {
	e := New(code, format, args...)
	e.cause = cause
	return e
}

// With adds a detail and returns e, for chaining.
func (e *Error) With(key string, value any) *Error {
	if e.Details == nil {
		e.Details = map[string]any{}
	}
	e.Details[key] = value
	return e
}

func (e *Error) Error() string { return string(e.Code) + ": " + e.Message }

// Unwrap returns the cause, if any.
func (e *Error) Unwrap() error { return e.cause }

// CodeOf returns the code of the first *Error in err's chain, or "" when there is none.
func CodeOf(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// As returns the first *Error in err's chain, and whether there is one.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}
