// This file defines the messages locus sends that go.lsp.dev/protocol does
// not type as locus sends them: the extensions of particular servers, and
// a message whose protocol type would leave out a member locus has always
// written.

package lsp

import "encoding/json"

// experimentalCapabilities are the client capabilities of server
// extensions locus supports: rust-analyzer's experimental/serverStatus.
type experimentalCapabilities struct {
	ServerStatusNotification bool `json:"serverStatusNotification"`
}

// executeCommandParams are the parameters of workspace/executeCommand with
// the arguments always written, [] when there are none: the protocol's
// type leaves an empty list out, and servers that read the arguments of
// their own commands are given what they sent.
type executeCommandParams struct {
	Command   string            `json:"command"`
	Arguments []json.RawMessage `json:"arguments"`
}
