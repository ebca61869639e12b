"""Runs a command under a Docker seccomp profile, as Docker would apply it: a stand-in for `docker run --security-opt
seccomp=PROFILE` where no Docker is, used by seccomp-profile.spec.ts. Reads the subset of Docker's profile format the
project's profiles use (defaultAction, architectures, syscalls with names, action and errnoRet); a syscall name this
machine's kernel does not know is skipped, as Docker skips it.

Usage: /usr/bin/python3 seccomp-exec.py PROFILE.json COMMAND [ARG...]   (needs Debian's python3-seccomp)
"""
import json
import os
import sys

import seccomp

ACTIONS = {"SCMP_ACT_ALLOW": lambda rule: seccomp.ALLOW, "SCMP_ACT_ERRNO": lambda rule: seccomp.ERRNO(rule.get("errnoRet", 1))}
ARCHES = {"SCMP_ARCH_X86_64": seccomp.Arch.X86_64, "SCMP_ARCH_AARCH64": seccomp.Arch.AARCH64}


def main():
    profile_path, command = sys.argv[1], sys.argv[2:]
    with open(profile_path, encoding="utf-8") as handle:
        profile = json.load(handle)
    default = ACTIONS[profile["defaultAction"]]({"errnoRet": profile.get("defaultErrnoRet", 1)})
    syscall_filter = seccomp.SyscallFilter(defaction=default)
    for name in profile.get("architectures", []):
        try:
            syscall_filter.add_arch(ARCHES[name])
        except RuntimeError:
            pass  # This machine's own architecture: the filter has it already.
    for rule in profile.get("syscalls", []):
        action = ACTIONS[rule["action"]](rule)
        for name in rule["names"]:
            try:
                syscall_filter.add_rule(action, name)
            except (RuntimeError, ValueError):
                pass  # Not a syscall of this kernel or architecture.
    syscall_filter.load()
    os.execvp(command[0], command)


main()
