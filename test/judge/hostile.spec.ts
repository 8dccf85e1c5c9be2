import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { JudgeLang, JudgeResult, Verdict } from '../../types/judge';
import { judgeConfig } from '../../server/src/judge/judge-config';
import { CPP_COMPILER } from '../../server/src/judge/languages/compilers';
import { cleanupProblems, judge, makeProblem, parallel } from './helpers/judge-helpers';

/**
 * Hostile programs: each must be contained with the right verdict, and the host left untouched.
 * Programs print "3" (the answer to "1 2") only when every escape they try has failed.
 */
const HEAD = '#define _GNU_SOURCE\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <errno.h>\n#include <unistd.h>\n#include <fcntl.h>\n#include <signal.h>\n#include <dirent.h>\n#include <pthread.h>\n#include <sched.h>\n#include <sys/socket.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>\n#include <sys/mount.h>\n';

let tcpPort = 0;
let tcpHits = 0;
const marker = `ct-hostile-${process.pid}`;

interface Hostile {
  name: string;
  lang?: JudgeLang;
  code: () => string;
  verdict: Verdict;
  check?: (r: JudgeResult) => void;
  /**
   * the CPU limit when it is not the limit under test: the output and memory limits must be met
   * before 1 s of CPU on a slow or busy machine too (there, faulting in 256 MB took over 1 s of sys time)
   */
  timeLimitMs?: number;
}

const HOSTILE: Hostile[] = [
  {
    name: 'fork bomb',
    code: () => `${HEAD}int main(){ for(;;) fork(); }`,
    verdict: Verdict.TLE,
  },
  {
    name: 'thread bomb (stops at pids.max)',
    code: () => `${HEAD}static void *idle(void *a){ pause(); return a; }
int main(){ int n = 0; pthread_t t; while (pthread_create(&t, 0, idle, 0) == 0) n++; fprintf(stderr, "threads %d\\n", n); return n < 64 ? 1 : 0; }`,
    verdict: Verdict.RE,
    check: (r) => expect(r.cases[0].message).toBe('exit code 1'),
  },
  {
    name: 'network: TCP socket to a server on the host',
    code: () => `${HEAD}int main(){ int s = socket(AF_INET, SOCK_STREAM, 0); if (s < 0) { printf("3\\n"); return 0; }
struct sockaddr_in a = {0}; a.sin_family = AF_INET; a.sin_port = htons(${tcpPort}); a.sin_addr.s_addr = htonl(0x7f000001);
if (connect(s, (void *)&a, sizeof a) == 0) printf("connected\\n"); else printf("socket open\\n"); return 0; }`,
    verdict: Verdict.AC,
  },
  {
    name: 'network: Python socket',
    lang: 'python',
    code: () => `import socket\ns = socket.create_connection(("127.0.0.1", ${tcpPort}), timeout=1)\nprint("connected")\n`,
    verdict: Verdict.RE,
  },
  {
    name: 'reading host files, other boxes and /proc of other runs',
    code: () => `${HEAD}int main(){ int leaks = 0;
const char *files[] = { "/etc/shadow", "/etc/passwd", "/root/.bashrc", "${judgeConfig().workDir}/boxes", "/work", "/sys/fs/cgroup", "/proc/1/root/etc/shadow", "/var/run/docker.sock", 0 };
for (int i = 0; files[i]; i++) if (open(files[i], O_RDONLY) >= 0 || opendir(files[i])) { fprintf(stderr, "leak %s\\n", files[i]); leaks++; }
DIR *d = opendir("/proc"); struct dirent *e; int pids = 0;
while ((e = readdir(d))) if (e->d_name[0] >= '0' && e->d_name[0] <= '9') pids++;
if (pids > 2) { fprintf(stderr, "sees %d processes\\n", pids); leaks++; }
if (getuid() == 0) leaks++;
if (leaks == 0) printf("3\\n"); return 0; }`,
    verdict: Verdict.AC,
  },
  {
    name: 'writing outside the box, and escaping by mount/unshare',
    code: () => `${HEAD}int main(){ int escaped = 0;
const char *paths[] = { "/box/${marker}", "/usr/${marker}", "/${marker}", "/etc/${marker}", "/proc/${marker}", 0 };
for (int i = 0; paths[i]; i++) { int f = open(paths[i], O_CREAT | O_WRONLY, 0644); if (f >= 0) { write(f, "x", 1); fprintf(stderr, "wrote %s\\n", paths[i]); escaped++; } }
if (mount("none", "/tmp", "tmpfs", 0, 0) == 0) escaped++;
if (unshare(CLONE_NEWUSER) == 0 || unshare(CLONE_NEWNS) == 0) escaped++;
if (chroot("/tmp") == 0) escaped++;
if (escaped == 0) printf("3\\n"); return 0; }`,
    verdict: Verdict.AC,
  },
  {
    name: '1 GB of output',
    code: () => `${HEAD}int main(){ static char b[1 << 20]; memset(b, '3', sizeof b); for (int i = 0; i < 1024; i++) fwrite(b, 1, sizeof b, stdout); return 0; }`,
    verdict: Verdict.OLE,
    timeLimitMs: 3000,
  },
  {
    name: '1 GB file in /tmp',
    code: () => `${HEAD}int main(){ static char b[1 << 20]; FILE *f = fopen("/tmp/big", "w"); for (int i = 0; i < 1024; i++) if (fwrite(b, 1, sizeof b, f) != sizeof b) return 1; fclose(f); return 0; }`,
    verdict: Verdict.RE,
    check: (r) => expect(r.cases[0].message).toBe('SIGXFSZ'),
  },
  {
    name: '1 GB allocation',
    code: () => `${HEAD}int main(){ size_t n = 1UL << 30; volatile char *p = malloc(n); if (!p) return 2; for (size_t i = 0; i < n; i += 4096) p[i] = (char)i; printf("%d\\n", p[n - 4096]); return 0; }`,
    verdict: Verdict.MLE,
    timeLimitMs: 3000,
  },
  {
    name: 'infinite loop',
    code: () => `${HEAD}int main(){ volatile long x = 0; for (;;) x++; }`,
    verdict: Verdict.TLE,
  },
  {
    name: 'sleep forever',
    code: () => `${HEAD}int main(){ for (;;) pause(); }`,
    verdict: Verdict.TLE,
    check: (r) => expect(r.cases[0].message).toMatch(/墙钟/),
  },
  {
    name: 'killing the parent and PID 1 (the report still arrives)',
    code: () => `${HEAD}int main(){ kill(getppid(), SIGKILL); kill(1, SIGKILL); kill(${process.pid}, SIGKILL); kill(${process.ppid}, SIGKILL); printf("3\\n"); return 0; }`,
    verdict: Verdict.AC,
  },
  {
    // kill(-1) spares the caller and PID 1 (ct-init): nothing else is visible, so it sleeps on till the wall limit
    name: 'killing everything it can see',
    code: () => `${HEAD}int main(){ printf("3\\n"); fflush(stdout); kill(-1, SIGKILL); for (;;) pause(); }`,
    verdict: Verdict.TLE,
    check: (r) => expect(r.cases[0].message).toMatch(/墙钟/),
  },
  {
    // g++ reads the device until the compile limits stop it; clang reads a device as an empty file,
    // so there the program compiles at once and is judged (it prints nothing): no bomb to stop
    name: 'compile-time bomb: #include </dev/random>',
    lang: 'cpp',
    code: () => '#include </dev/random>\nint main() {}\n',
    verdict: CPP_COMPILER.kind === 'gcc' ? Verdict.CE : Verdict.WA,
    check: (r) => (CPP_COMPILER.kind === 'gcc' ? expect(r.compile_output).toMatch(/编译内存超限|编译超时|stray/) : expect(r.cases[0].verdict).toBe(Verdict.WA)),
  },
  {
    name: 'compile-time bomb: deep template recursion',
    lang: 'cpp',
    code: () => 'template <int N> struct F { static const int v = F<N - 1>::v + 1; };\nint main() { return F<1000000>::v; }\n',
    verdict: Verdict.CE,
    check: (r) => expect(r.compile_output).toMatch(/template instantiation depth/),
  },
  {
    name: 'compile-time bomb: endless constexpr evaluation',
    lang: 'cpp',
    code: () =>
      'constexpr long f() { long s = 0; for (long i = 0; i < 200000; i++) for (long j = 0; j < 200000; j++) s += i ^ j; return s; }\nconstexpr long x = f();\nint main() { return (int)x; }\n',
    verdict: Verdict.CE,
    check: (r) => expect(r.compile_output).toMatch(/constexpr|编译超时/),
  },
  {
    name: 'reading a host file at compile time',
    lang: 'cpp',
    code: () => '#include "/etc/shadow"\nint main() {}\n',
    verdict: Verdict.CE,
    // g++: "No such file or directory", clang: "file not found" (the box has no /etc/shadow)
    check: (r) => expect(r.compile_output).toMatch(/No such file|file not found/),
  },
];

function boxProcesses(): number {
  const { uidBase, uidCount } = judgeConfig();
  let n = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const uid = Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^Uid:\s+(\d+)/m)![1]);
      if (uid >= uidBase && uid < uidBase + uidCount) n++;
    } catch {
      /* gone */
    }
  }
  return n;
}

describe('hostile programs are contained with the right verdict and the host untouched', () => {
  const results: JudgeResult[] = [];
  let server: net.Server;
  let elapsed: number[] = [];

  beforeAll(async () => {
    server = net.createServer((s) => {
      tcpHits++;
      s.destroy();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    tcpPort = (server.address() as net.AddressInfo).port;
    const dirs = new Map<number, string>();
    const problem = (ms: number) => {
      if (!dirs.has(ms)) dirs.set(ms, makeProblem({ cases: [['1 2\n', '3\n']], config: `time_limit: ${ms}\nmemory_limit: 268435456\n` }));
      return dirs.get(ms)!;
    };
    const timed = await parallel(
      HOSTILE.map((h) => async () => {
        const t = Date.now();
        const r = await judge(problem(h.timeLimitMs ?? 1000), h.lang ?? 'c', h.code());
        return { r, ms: Date.now() - t };
      }),
    );
    results.push(...timed.map((x) => x.r));
    elapsed = timed.map((x) => x.ms);
  }, 240_000);

  afterAll(() => {
    server?.close();
    cleanupProblems();
  });

  it.each(HOSTILE.map((h, k) => [h.name, k] as const))('%s', (_name, k) => {
    const h = HOSTILE[k];
    const r = results[k];
    expect({ verdict: r.verdict, error: r.error }).toEqual({ verdict: h.verdict, error: undefined });
    h.check?.(r);
    // CPU limit 1 s, wall backstop 3 s: nothing hangs the judge (compile bombs stop at 15 s CPU)
    expect(elapsed[k]).toBeLessThan(h.verdict === Verdict.CE ? 40_000 : 8_000);
  });

  it('the host is untouched: no connection, no files outside the boxes, no leftover processes or cgroups', () => {
    expect(tcpHits).toBe(0);
    for (const p of [`/${marker}`, `/usr/${marker}`, `/etc/${marker}`, `/tmp/${marker}`]) expect(fs.existsSync(p)).toBe(false);
    const boxes = path.join(judgeConfig().workDir, 'boxes');
    expect(fs.readdirSync(boxes).filter((b) => b.startsWith(`${process.pid}-`))).toEqual([]);
    expect(boxProcesses()).toBe(0);
    const cg = ['/sys/fs/cgroup/pids', '/sys/fs/cgroup'].map((r) => path.join(r, judgeConfig().cgroupName)).find((d) => fs.existsSync(d))!;
    expect(fs.readdirSync(cg).filter((n) => n.startsWith(`${process.pid}-`))).toEqual([]);
  });
});
