/*
 * ct-seccomp: writes the box's seccomp BPF program (for `bwrap --seccomp FD`) to argv[1].
 * Default allow; sockets fail with EACCES; new namespaces, mounts, ptrace, keyrings, bpf,
 * perf, kernel modules and clock changes fail with EPERM; clone3 reports ENOSYS so libc falls
 * back to clone, whose flags can be checked. Foreign architectures are killed.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <unistd.h>

#ifndef CLONE_NEWCGROUP
#define CLONE_NEWCGROUP 0x02000000
#endif
#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x00000080
#endif

static const char *denied[] = {
    "unshare", "setns", "mount", "umount2", "pivot_root", "chroot", "ptrace",
    "process_vm_readv", "process_vm_writev", "keyctl", "add_key", "request_key", "bpf",
    "perf_event_open", "userfaultfd", "kexec_load", "kexec_file_load", "init_module",
    "finit_module", "delete_module", "reboot", "swapon", "swapoff", "acct", "settimeofday",
    "clock_settime", "clock_adjtime", "adjtimex", "open_by_handle_at", "name_to_handle_at",
    "iopl", "ioperm", "quotactl", "lookup_dcookie", "fanotify_init", "io_uring_setup",
    "io_uring_enter", "io_uring_register", "mount_setattr", "move_mount", "open_tree",
    "fsopen", "fsmount", "fspick", "syslog", "vhangup", "personality", "sethostname",
    "setdomainname", "nfsservctl", "uselib", "ustat", "sysfs", "_sysctl",
};

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: ct-seccomp OUT.bpf\n");
    return 2;
  }
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) return 1;
  int rc = 0;
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(socket), 0);
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
  for (size_t i = 0; i < sizeof denied / sizeof *denied; i++) {
    int nr = seccomp_syscall_resolve_name(denied[i]);
    if (nr == __NR_SCMP_ERROR) continue; /* not on this kernel/arch */
    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0);
  }
  const unsigned long ns[] = {CLONE_NEWNS,  CLONE_NEWUSER, CLONE_NEWPID,    CLONE_NEWNET,
                              CLONE_NEWUTS, CLONE_NEWIPC,  CLONE_NEWCGROUP, CLONE_NEWTIME};
  for (size_t i = 0; i < sizeof ns / sizeof *ns; i++)
    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
                           SCMP_A0(SCMP_CMP_MASKED_EQ, ns[i], ns[i]));
  /* TIOCSTI would push keystrokes into a terminal outside the box */
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
                         SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffu, 0x5412));
  if (rc) {
    fprintf(stderr, "ct-seccomp: rule failed\n");
    return 1;
  }
  int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || seccomp_export_bpf(ctx, fd) != 0) {
    perror("ct-seccomp: export");
    return 1;
  }
  close(fd);
  seccomp_release(ctx);
  return 0;
}
