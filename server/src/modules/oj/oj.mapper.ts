import type { CaseResult, JudgeLang, TplSignature } from '../../../../types/judge';
import { CodeMode } from '../../../../types/judge';
import { splitTags, type JudgeTypeId, type ProblemLevel, type ProblemRow, type ProblemStatus, type Sample, type SubmissionResult, type SubmissionRow } from '../../../../types/oj';
import type { ProblemEntity } from './entities/problem.entity';
import type { SubmissionEntity } from './entities/submission.entity';
import type { EffectiveSettings } from './package/problem-data.service';

export function acceptance(p: ProblemEntity): number | null {
  return p.submitCount > 0 ? Math.round((p.acceptedCount / p.submitCount) * 10000) / 10000 : null;
}

export function samplesOf(p: ProblemEntity): Sample[] {
  try {
    const list = JSON.parse(p.samples) as Sample[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function tplOf(p: ProblemEntity): TplSignature | null {
  return p.tplSignature ? (JSON.parse(p.tplSignature) as TplSignature) : null;
}

/** Problems carrying `tag`: the stored column is `a,b,c`, matched whole at either end or between commas (portable LIKE). */
export function tagCondition(tag: string): { sql: string; params: Record<string, string> } {
  const esc = tag.replace(/[!%_]/g, (c) => `!${c}`);
  return {
    sql: "(p.tags = :tag OR p.tags LIKE :tagHead ESCAPE '!' OR p.tags LIKE :tagTail ESCAPE '!' OR p.tags LIKE :tagMid ESCAPE '!')",
    params: { tag, tagHead: `${esc},%`, tagTail: `%,${esc}`, tagMid: `%,${esc},%` },
  };
}

/** What the installed config.yaml must say for this problem; `checkerSpec` is the chosen checker's spec. */
export function settingsOf(p: ProblemEntity, checkerSpec: string | null): EffectiveSettings {
  return { timeLimit: p.timeLimit, memoryLimit: p.memoryLimit, checker: checkerSpec ?? p.packageChecker, tpl: p.hasTpl ? tplOf(p) : null };
}

export function hasMode(p: ProblemEntity, mode: CodeMode): boolean {
  return mode === CodeMode.TPL ? p.hasTpl : p.hasAcm;
}

export function toProblemRow(p: ProblemEntity, categoryName: string, status: ProblemStatus): ProblemRow {
  return {
    problem_id: p.id,
    no: p.no,
    title: p.title,
    category_id: p.categoryId,
    category_name: categoryName,
    level: p.level as ProblemLevel,
    judge_type: p.judgeType as JudgeTypeId,
    has_acm: p.hasAcm,
    has_tpl: p.hasTpl,
    free: p.free,
    submissions: p.submitCount,
    accepted: p.acceptedCount,
    acceptance: acceptance(p),
    status,
    tags: splitTags(p.tags),
  };
}

export function casesOf(s: SubmissionEntity): CaseResult[] {
  if (!s.cases) return [];
  try {
    return JSON.parse(s.cases) as CaseResult[];
  } catch {
    return [];
  }
}

/** The stored result; `live` fills in the cases of a submission still being judged. */
export function toResult(s: SubmissionEntity, live?: { total: number; cases: CaseResult[]; started: boolean }, total = 0): SubmissionResult {
  const done = s.status === 'done';
  return {
    submission_id: s.submissionId,
    problem_id: s.problemId,
    status: done ? 'done' : live?.started ? 'judging' : 'pending',
    verdict: done ? (s.verdict as SubmissionResult['verdict']) : null,
    time_ms: s.timeMs,
    memory_kb: s.memoryKb,
    score: s.score,
    total: done ? casesOf(s).length || total : live?.total || total,
    cases: done ? casesOf(s) : (live?.cases ?? []),
    failed_case: done ? s.failedCase : null,
    compile_output: s.compileOutput ?? '',
  };
}

export function toSubmissionRow(s: SubmissionEntity, problem: { no: number; title: string } | undefined, nick: string): SubmissionRow {
  return {
    submission_id: s.submissionId,
    problem_id: s.problemId,
    problem_no: problem?.no ?? 0,
    problem_title: problem?.title ?? '',
    uid: s.uid,
    nick_name: nick,
    lang: s.lang as JudgeLang,
    code_mode: s.codeMode as CodeMode,
    status: s.status === 'done' ? 'done' : 'pending',
    verdict: (s.verdict as SubmissionRow['verdict']) ?? null,
    time_ms: s.timeMs,
    memory_kb: s.memoryKb,
    score: s.score,
    created_at: s.createdAt.toISOString(),
  };
}
