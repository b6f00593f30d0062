//go:build !linux

package lsp

import "os/exec"

// detach does nothing where the kernel cannot tie a child's life to its
// parent's; Manager.Close stops the servers.
func detach(*exec.Cmd) {}

// killTree kills the server.
func killTree(cmd *exec.Cmd) { _ = cmd.Process.Kill() }
