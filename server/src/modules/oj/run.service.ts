import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { CODE_MODE_NAME, CodeMode, JudgeResult } from '../../../../types/judge';
import type { RunResult, Sample } from '../../../../types/oj';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import type { Caller } from '../../common/request-context';
import type { ProblemEntity } from './entities/problem.entity';
import { JudgeRunnerService } from './judge-runner.service';
import type { RunDto } from './oj.dto';
import { EffectiveSettings, ProblemDataService } from './package/problem-data.service';

const RUN_TTL_MS = 10 * 60_000;

interface StoredRun {
  uid: string;
  problem_id: string;
  dir: string;
  samples: Sample[];
  code_mode: CodeMode;
  result: JudgeResult | null;
}

/**
 * Run-on-sample: judges the code against the statement's samples (or one custom case) in a
 * throwaway package. Nothing is stored as a submission; the run lives in the KV store for 10 min.
 */
@Injectable()
export class RunService {
  constructor(
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly runner: JudgeRunnerService,
    private readonly data: ProblemDataService,
  ) {}

  async start(caller: Caller, dto: RunDto, p: ProblemEntity, settings: EffectiveSettings, samples: Sample[]): Promise<{ run_id: string }> {
    const runId = `r${randomBytes(12).toString('hex')}`;
    const dir = this.data.samplePackage(p.id, settings, samples);
    const stored: StoredRun = { uid: caller.uid, problem_id: p.id, dir, samples, code_mode: dto.code_mode as CodeMode, result: null };
    await this.kv.set(`oj:run:${runId}`, JSON.stringify(stored), RUN_TTL_MS);
    try {
      await this.runner.enqueue(runId, dir, dto.lang, CODE_MODE_NAME[dto.code_mode as CodeMode], dto.code, true);
    } catch (e) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw e;
    }
    return { run_id: runId };
  }

  async onJudged(runId: string, result: JudgeResult): Promise<void> {
    const raw = await this.kv.get(`oj:run:${runId}`);
    if (!raw) return;
    const stored = JSON.parse(raw) as StoredRun;
    if (stored.result) return;
    fs.rmSync(stored.dir, { recursive: true, force: true });
    await this.kv.set(`oj:run:${runId}`, JSON.stringify({ ...stored, result }), RUN_TTL_MS);
    this.runner.finish(runId, result.cases.length);
  }

  /** The caller's own run; others' run ids are unknown to them. */
  async result(caller: Caller, runId: string): Promise<RunResult> {
    const raw = await this.kv.get(`oj:run:${runId}`);
    const stored = raw ? (JSON.parse(raw) as StoredRun) : null;
    if (!stored || stored.uid !== caller.uid) throw AppException.notFound('运行记录不存在或已过期');
    const r = stored.result;
    const live = this.runner.progress(runId);
    return {
      run_id: runId,
      code_mode: stored.code_mode ?? CodeMode.ACM,
      status: r ? 'done' : live.started ? 'judging' : 'pending',
      verdict: r?.verdict ?? null,
      total: r ? r.cases.length || stored.samples.length : stored.samples.length,
      cases: r ? r.cases : live.cases,
      compile_output: r ? r.compile_output || r.error || '' : '',
      samples: stored.samples,
    };
  }

  async owns(caller: Caller, runId: string): Promise<boolean> {
    const raw = await this.kv.get(`oj:run:${runId}`);
    return Boolean(raw && (JSON.parse(raw) as StoredRun).uid === caller.uid);
  }
}
