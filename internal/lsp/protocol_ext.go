// This file defines the parts of the messages locus exchanges with servers
// that the LSP specification, and so go.lsp.dev/protocol, does not: the
// extensions of particular servers.

package lsp

// experimentalCapabilities are the client capabilities of server
// extensions locus supports: rust-analyzer's experimental/serverStatus.
type experimentalCapabilities struct {
	ServerStatusNotification bool `json:"serverStatusNotification"`
}
