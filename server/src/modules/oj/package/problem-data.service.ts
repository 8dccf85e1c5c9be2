import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import * as yaml from 'js-yaml';
import type { PackageReport, Sample, TplSignature } from '../../../../../types/oj';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { AppException } from '../../../common/app-exception';
import { installPackage, loadProblemDir, PackageError, ProblemPackage } from '../../../judge';
import { zipFolder } from './zip-writer';

/** What a freshly uploaded package declared in its config.yaml, for the problem to adopt. */
export interface Declared {
  timeLimit?: number;
  memoryLimit?: number;
  tpl?: TplSignature;
  checker?: string;
}

/** The values of a problem that go into the installed config.yaml. */
export interface EffectiveSettings {
  timeLimit: number;
  memoryLimit: number;
  checker: string;
  tpl: TplSignature | null;
}

const packageError = (e: unknown): AppException =>
  e instanceof PackageError ? AppException.invalid([{ field: 'file', message: e.message }], `数据包不合格：${e.message}`) : (e as AppException);

function readRawConfig(dir: string): Record<string, unknown> {
  const file = ['config.yaml', 'config.yml'].map((f) => path.join(dir, f)).find((f) => fs.existsSync(f));
  if (!file) return {};
  const doc = yaml.load(fs.readFileSync(file, 'utf8'));
  return doc && typeof doc === 'object' ? (doc as Record<string, unknown>) : {};
}

/** config.yaml value of the judge's parsed checker */
function checkerText(pkg: ProblemPackage): string {
  const c = pkg.config.checker;
  return c.kind === 'float' ? `float:${c.eps}` : c.kind === 'unordered' ? `unordered:${c.depth}` : c.kind;
}

/**
 * Problem data packages on disk (DESIGN §6): `<JUDGE_DATA_DIR>/<problem id>/` holds the N.in/N.out
 * pairs and a config.yaml that carries the problem's current limits, checker and TPL signature, so
 * workers judge with what the admin set. Hidden test data is read here and by workers only.
 */
@Injectable()
export class ProblemDataService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  dirOf(problemId: string): string {
    return path.join(this.config.oj.dataDir, problemId);
  }

  has(problemId: string): boolean {
    return fs.existsSync(path.join(this.dirOf(problemId), '1.in'));
  }

  /**
   * Validates an uploaded zip (or a seed folder) with the judge's package validator, without
   * touching the installed package. Returns a staging folder to {@link commit} and what it declares.
   */
  async stage(source: string): Promise<{ staging: string; declared: Declared; pkg: ProblemPackage }> {
    fs.mkdirSync(this.config.oj.dataDir, { recursive: true });
    const staging = fs.mkdtempSync(path.join(this.config.oj.dataDir, '.stage-'));
    fs.rmdirSync(staging);
    try {
      const pkg = await installPackage(source, staging);
      const raw = readRawConfig(staging);
      const declared: Declared = {};
      if (raw.time_limit !== undefined) declared.timeLimit = pkg.config.timeLimitMs;
      if (raw.memory_limit !== undefined) declared.memoryLimit = pkg.config.memoryLimitBytes;
      if (pkg.config.tplRaw) declared.tpl = pkg.config.tplRaw;
      if (raw.checker !== undefined) declared.checker = checkerText(pkg);
      return { staging, declared, pkg };
    } catch (e) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw packageError(e);
    }
  }

  /** Writes the effective config into the staging folder, validates again and swaps it in. */
  async commit(staging: string, problemId: string, settings: EffectiveSettings): Promise<ProblemPackage> {
    try {
      this.writeConfig(staging, settings);
      loadProblemDir(staging);
      return await installPackage(staging, this.dirOf(problemId));
    } catch (e) {
      throw packageError(e);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }

  discard(staging: string): void {
    fs.rmSync(staging, { recursive: true, force: true });
  }

  /** After the problem's limits, checker or signature changed: the installed config follows. */
  async applySettings(problemId: string, settings: EffectiveSettings): Promise<void> {
    if (!this.has(problemId)) return;
    const { staging } = await this.stage(this.dirOf(problemId));
    await this.commit(staging, problemId, settings);
  }

  report(problemId: string, adopted: string[] = []): PackageReport | null {
    const dir = this.dirOf(problemId);
    if (!this.has(problemId)) return null;
    let pkg: ProblemPackage;
    try {
      pkg = loadProblemDir(dir);
    } catch {
      return null;
    }
    const size = (f: string) => fs.statSync(f).size;
    const cases = pkg.cases.map((c) => ({ id: c.id, input_bytes: size(c.input), output_bytes: size(c.output) }));
    const total = fs.readdirSync(dir).reduce((n, f) => n + size(path.join(dir, f)), 0);
    return {
      case_count: pkg.cases.length,
      total_bytes: total,
      cases,
      checker: checkerText(pkg),
      has_checker_cpp: Boolean(pkg.checkerSource),
      checker_file: pkg.checkerSource ? path.basename(pkg.checkerSource) : '',
      subtasks: pkg.config.subtasks.map((s) => ({ score: s.score, cases: s.cases })),
      adopted,
      uploaded_at: fs.statSync(dir).mtime.toISOString(),
    };
  }

  /** The installed package as a zip (admin download only). */
  zip(problemId: string): Buffer {
    if (!this.has(problemId)) throw AppException.notFound('本题暂无数据包');
    return zipFolder(this.dirOf(problemId));
  }

  /**
   * A throwaway package of the given cases with the problem's config, for run-on-sample; the
   * caller removes it when the run is over.
   */
  samplePackage(problemId: string, settings: EffectiveSettings, samples: Sample[]): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codetrek-run-'));
    fs.chmodSync(dir, 0o755);
    samples.forEach((s, i) => {
      fs.writeFileSync(path.join(dir, `${i + 1}.in`), s.input.endsWith('\n') ? s.input : `${s.input}\n`, { mode: 0o644 });
      fs.writeFileSync(path.join(dir, `${i + 1}.out`), s.output, { mode: 0o644 });
    });
    const installed = this.dirOf(problemId);
    const custom = settings.checker === 'custom' && ['checker.cpp', 'checker.py'].some((f) => fs.existsSync(path.join(installed, f)));
    for (const f of custom ? ['checker.cpp', 'checker.py', 'testlib.h'] : []) {
      if (fs.existsSync(path.join(installed, f))) fs.copyFileSync(path.join(installed, f), path.join(dir, f));
    }
    this.writeConfig(dir, { ...settings, checker: settings.checker === 'custom' && !custom ? 'default' : settings.checker }, false);
    return dir;
  }

  private writeConfig(dir: string, s: EffectiveSettings, keepSubtasks = true): void {
    const raw = readRawConfig(dir);
    for (const f of ['config.yaml', 'config.yml']) fs.rmSync(path.join(dir, f), { force: true });
    const doc: Record<string, unknown> = {
      time_limit: s.timeLimit,
      memory_limit: s.memoryLimit,
      checker: s.checker,
    };
    if (raw.output_limit !== undefined) doc.output_limit = raw.output_limit;
    if (keepSubtasks && raw.subtasks !== undefined) doc.subtasks = raw.subtasks;
    if (s.tpl) doc.tpl = s.tpl;
    fs.writeFileSync(path.join(dir, 'config.yaml'), yaml.dump(doc, { flowLevel: 3 }), { mode: 0o644 });
  }
}
