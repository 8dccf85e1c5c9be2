/*
 * ct-init: runs as PID 1 inside the box (bwrap --as-pid-1). Waits for "go" on CONTROL_FD (so a
 * box can be set up ahead of its run: a pre-forked sandbox), opens the run's stdin, starts the
 * program, waits for it, and writes one report line on REPORT_FD with its exact exit status,
 * signal, CPU time and rusage. As the namespace's init it cannot be killed from inside the box
 * (the kernel drops signals to an init that has no handler), and when it exits every leftover
 * process dies.
 *
 *   ct-init REPORT_FD CONTROL_FD PROG ARGS...
 * Control: "go\n" (stdin as inherited) or "go PATH\n" (stdin = PATH, read-only); EOF before
 * that = the run is cancelled: exit without running anything or reporting.
 * Report: "exit <code> <signal> <utime_us> <stime_us> <maxrss_kb> <wall_us>\n"
 *     or  "execfail <errno>\n" (then the exit line with code 127)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

static void say(int fd, const char *line) {
  size_t n = strlen(line);
  while (n > 0) {
    ssize_t w = write(fd, line, n);
    if (w <= 0) return;
    line += w;
    n -= (size_t)w;
  }
}

/* reads the control line; returns 0 when cancelled (EOF or a bad line) */
static int wait_go(int cfd, char *path, size_t size) {
  char line[4096];
  size_t n = 0;
  while (n < sizeof line - 1) {
    ssize_t r = read(cfd, line + n, 1);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return 0;
    if (line[n] == '\n') break;
    n++;
  }
  line[n] = 0;
  if (strncmp(line, "go", 2) != 0) return 0;
  path[0] = 0;
  if (line[2] == ' ' && line[3]) snprintf(path, size, "%s", line + 3);
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: ct-init REPORT_FD CONTROL_FD PROG ARGS...\n");
    return 2;
  }
  int rfd = atoi(argv[1]);
  int cfd = atoi(argv[2]);
  fcntl(rfd, F_SETFD, FD_CLOEXEC);
  fcntl(cfd, F_SETFD, FD_CLOEXEC);
  char path[4096];
  if (!wait_go(cfd, path, sizeof path)) return 0;
  close(cfd);
  if (path[0]) {
    int in = open(path, O_RDONLY | O_CLOEXEC);
    if (in < 0 || dup2(in, 0) < 0) {
      char buf[64];
      snprintf(buf, sizeof buf, "execfail %d\n", errno);
      say(rfd, buf);
      return 1;
    }
    close(in);
  }
  argv += 1; /* PROG is argv[2] from here on, as before */
  long long start = now_us();
  pid_t child = fork();
  if (child < 0) {
    char buf[64];
    snprintf(buf, sizeof buf, "execfail %d\n", errno);
    say(rfd, buf);
    return 1;
  }
  if (child == 0) {
    /* nothing but stdin/stdout/stderr reaches the program */
    if (syscall(SYS_close_range, 3, ~0U, CLOSE_RANGE_CLOEXEC) != 0)
      for (int fd = 3; fd < 1024; fd++) fcntl(fd, F_SETFD, FD_CLOEXEC);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execv(argv[2], argv + 2);
    char buf[64];
    snprintf(buf, sizeof buf, "execfail %d\n", errno);
    say(rfd, buf);
    _exit(127);
  }
  int status = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  for (;;) {
    struct rusage r;
    int st;
    pid_t p = wait4(-1, &st, __WALL, &r);
    if (p < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (p == child) {
      status = st;
      ru = r;
      break;
    }
  }
  long long wall = now_us() - start;
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  char buf[160];
  snprintf(buf, sizeof buf, "exit %d %d %lld %lld %ld %lld\n", code, sig,
           (long long)ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec,
           (long long)ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec, ru.ru_maxrss, wall);
  say(rfd, buf);
  return 0;
}
