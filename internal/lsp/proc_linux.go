package lsp

import (
	"os/exec"
	"syscall"
)

// detach makes the server die with locus (a server left running after its
// client is gone only holds memory) and puts it in a process group of its
// own, so that what it starts (cargo, tsserver) is stopped with it.
func detach(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL, Setpgid: true}
}

// killTree kills the server and its process group.
func killTree(cmd *exec.Cmd) {
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill()
}
