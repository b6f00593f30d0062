package lsp

import (
	"os/exec"
	"syscall"
)

// detach makes the server die with locus: a server left running after its
// client is gone only holds memory.
func detach(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
