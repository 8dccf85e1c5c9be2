/** Per-endpoint latency histograms and outcome counts, the printed table and the JSON report. */
import * as hdr from 'hdr-histogram-js';

interface EndpointStats {
  hist: hdr.Histogram;
  ok: number;
  /** HTTP 5xx answers */
  server: number;
  /** 2xx/4xx answers whose business code is not 2000, by "HTTP code msg" */
  business: Map<string, number>;
  byInstance: Map<string, number>;
}

export class Recorder {
  private readonly endpoints = new Map<string, EndpointStats>();
  readonly judge = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000, numberOfSignificantValueDigits: 3 });
  judgeTimeouts = 0;
  readonly verdicts: Record<string, number> = {};
  connectionErrors = 0;
  timeouts = 0;
  readonly errorSamples: string[] = [];

  private get(name: string): EndpointStats {
    let s = this.endpoints.get(name);
    if (!s) {
      s = { hist: hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000, numberOfSignificantValueDigits: 3 }), ok: 0, server: 0, business: new Map(), byInstance: new Map() };
      this.endpoints.set(name, s);
    }
    return s;
  }

  record(name: string, instance: string, status: number, ms: number, code: number | null, msg: string): void {
    const s = this.get(name);
    s.hist.recordValue(Math.max(1, Math.round(ms)));
    s.byInstance.set(instance, (s.byInstance.get(instance) ?? 0) + 1);
    if (status >= 500) {
      s.server += 1;
      if (this.errorSamples.length < 20) this.errorSamples.push(`${name} HTTP ${status} ${code ?? ''} ${msg}`);
    } else if (status < 300 && code === 2000) {
      s.ok += 1;
    } else {
      const k = `HTTP ${status} ${code ?? '-'} ${msg}`;
      s.business.set(k, (s.business.get(k) ?? 0) + 1);
    }
  }

  connectionError(where: string, err: string): void {
    this.connectionErrors += 1;
    if (this.errorSamples.length < 20) this.errorSamples.push(`${where}: ${err}`);
  }

  report(meta: Record<string, unknown>): LoadReport {
    const endpoints = [...this.endpoints.entries()].map(([name, s]) => {
      const business = [...s.business.values()].reduce((a, b) => a + b, 0);
      return {
        endpoint: name,
        requests: s.hist.totalCount,
        rps: +(s.hist.totalCount / Number(meta.durationS)).toFixed(1),
        p50: s.hist.getValueAtPercentile(50),
        p95: s.hist.getValueAtPercentile(95),
        p99: s.hist.getValueAtPercentile(99),
        max: s.hist.maxValue,
        ok: s.ok,
        http5xx: s.server,
        business,
        businessDetail: Object.fromEntries(s.business),
        byInstance: Object.fromEntries(s.byInstance),
      };
    });
    const total = endpoints.reduce((a, e) => a + e.requests, 0);
    const server = endpoints.reduce((a, e) => a + e.http5xx, 0);
    const business = endpoints.reduce((a, e) => a + e.business, 0);
    const errors = server + this.connectionErrors + this.timeouts;
    return {
      ...meta,
      totals: { requests: total, rps: +(total / Number(meta.durationS)).toFixed(1), http5xx: server, connectionErrors: this.connectionErrors, timeouts: this.timeouts, business, errorRate: total ? errors / total : 0 },
      judge: { judged: this.judge.totalCount, p50: this.judge.getValueAtPercentile(50), p95: this.judge.getValueAtPercentile(95), max: this.judge.maxValue, noVerdictInTime: this.judgeTimeouts, verdicts: this.verdicts },
      endpoints,
      errorSamples: this.errorSamples,
    };
  }
}

export interface LoadReport {
  totals: { requests: number; rps: number; http5xx: number; connectionErrors: number; timeouts: number; business: number; errorRate: number };
  judge: { judged: number; p50: number; p95: number; max: number; noVerdictInTime: number; verdicts: Record<string, number> };
  endpoints: { endpoint: string; requests: number; rps: number; p50: number; p95: number; p99: number; max: number; ok: number; http5xx: number; business: number; businessDetail: Record<string, number>; byInstance: Record<string, number> }[];
  errorSamples: string[];
  [k: string]: unknown;
}

export function printReport(r: LoadReport): string {
  const lines: string[] = [];
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  lines.push(`${'endpoint'.padEnd(34)}${pad('reqs', 8)}${pad('req/s', 8)}${pad('p50', 7)}${pad('p95', 7)}${pad('p99', 7)}${pad('max', 7)}${pad('5xx', 5)}${pad('biz', 6)}  split (api-1/api-2)`);
  for (const e of r.endpoints) {
    const split = Object.keys(e.byInstance).sort().map((k) => e.byInstance[k]).join('/');
    lines.push(`${e.endpoint.padEnd(34)}${pad(e.requests, 8)}${pad(e.rps, 8)}${pad(e.p50, 7)}${pad(e.p95, 7)}${pad(e.p99, 7)}${pad(e.max, 7)}${pad(e.http5xx, 5)}${pad(e.business, 6)}  ${split}`);
  }
  const t = r.totals;
  lines.push(`total ${t.requests} requests (${t.rps} req/s), 5xx ${t.http5xx}, connection errors ${t.connectionErrors}, timeouts ${t.timeouts}, error rate ${(t.errorRate * 100).toFixed(3)} %; non-2000 business answers ${t.business}`);
  for (const e of r.endpoints) for (const [k, n] of Object.entries(e.businessDetail)) lines.push(`  business answer on ${e.endpoint}: ${k} × ${n}`);
  const j = r.judge;
  lines.push(`judge queue latency (submit → verdict, polled): ${j.judged} judged (${Object.entries(j.verdicts).map(([v, n]) => `${v} ${n}`).join(', ')}), p50 ${j.p50} ms, p95 ${j.p95} ms, max ${j.max} ms, no verdict in time: ${j.noVerdictInTime}`);
  for (const s of r.errorSamples) lines.push(`  error: ${s}`);
  lines.push('latencies in ms');
  return lines.join('\n');
}
