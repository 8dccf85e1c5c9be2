import type { FieldError } from '../../../../types/api';
import {
  CONDITION_TYPES,
  isGroup,
  TRAINING_LIMITS,
  TRAINING_MESSAGES,
  type ConditionLeaf,
  type GateCondition,
  type GateWeights,
  type MissingCondition,
  type ScoreParts,
} from '../../../../types/training';

/**
 * The rules of a gating graph as pure functions (no database): the shape of a condition tree,
 * graph checks (unknown gates, cycles), evaluation against a learner's facts with the why-locked
 * explanation, the rule in words, and the weighted gate score.
 */

export interface GateDef {
  id: string;
  title: string;
  condition: GateCondition | null;
  weights: GateWeights;
  passScore: number;
  lessonIds: string[];
  problemIds: string[];
  taskIds: string[];
  examId: string;
  summary?: string;
  orderValue?: number;
}

export interface LessonFact {
  id: string;
  title: string;
  kind: 'video' | 'article';
  duration: number;
}

/** What one learner has done, as the conditions and scores read it. */
export interface LearnerFacts {
  /** 0..1 per lesson: really-watched share for videos, 1 when an article was read */
  lessonRatio: Map<string, number>;
  accepted: Set<string>;
  /** best finished exam score and the paper's full marks */
  examBest: Map<string, { score: number; max: number }>;
  tasksPassed: Set<string>;
  approved: Set<string>;
  /** whole days since the cohort started (negative before) */
  daysSinceStart: number;
}

export interface CampDefs {
  courseId: string;
  cohortId: string;
  gates: GateDef[];
  lessons: Map<string, LessonFact>;
  problemTitles: Map<string, string>;
  examTitles: Map<string, string>;
}

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : NaN);
const isId = (v: unknown): v is string => typeof v === 'string' && /^\d{1,19}$/.test(v);

/** Checks and normalizes a condition tree from the console; errors name the field `condition`. */
export function normalizeCondition(raw: unknown, depth = 1): { condition: GateCondition | null; errors: string[] } {
  if (raw === null || raw === undefined || raw === '') return { condition: null, errors: [] };
  const errors: string[] = [];
  let leaves = 0;
  const walk = (c: unknown, d: number): GateCondition | null => {
    if (!c || typeof c !== 'object') return (errors.push('条件格式有误'), null);
    const o = c as Record<string, unknown>;
    if (o.op !== undefined) {
      if (o.op !== 'and' && o.op !== 'or') return (errors.push('条件组只能是「全部满足」或「满足其一」'), null);
      if (d > TRAINING_LIMITS.conditionDepth) return (errors.push(TRAINING_MESSAGES.conditionTooDeep), null);
      if (!Array.isArray(o.items) || !o.items.length) return (errors.push('条件组至少要有一个条件'), null);
      const items = o.items.map((i) => walk(i, d + 1)).filter((i): i is GateCondition => i !== null);
      return { op: o.op, items };
    }
    leaves++;
    const type = o.type as ConditionLeaf['type'];
    if (!CONDITION_TYPES.includes(type)) return (errors.push(`未知的条件类型：${String(o.type)}`), null);
    switch (type) {
      case 'gate_passed':
        if (!isId(o.gate_id)) return (errors.push('「已通过关卡」请选择关卡'), null);
        return { type, gate_id: o.gate_id };
      case 'videos_watched': {
        const percent = num(o.percent);
        if (!isId(o.gate_id)) return (errors.push('「视频观看」请选择关卡'), null);
        if (!Number.isInteger(percent) || percent < 1 || percent > 100) return (errors.push('视频观看比例须为 1–100 的整数'), null);
        return { type, gate_id: o.gate_id, percent };
      }
      case 'problems_accepted': {
        const ids = Array.isArray(o.problem_ids) ? [...new Set(o.problem_ids.map(String))] : [];
        const k = num(o.k);
        if (!ids.length || !ids.every(isId)) return (errors.push('「题目通过数」请选择题目'), null);
        if (!Number.isInteger(k) || k < 1 || k > ids.length) return (errors.push(`通过题数须为 1–${ids.length} 的整数`), null);
        return { type, problem_ids: ids, k };
      }
      case 'exam_score': {
        const min = num(o.min);
        if (!isId(o.exam_id)) return (errors.push('「考试成绩」请选择考试'), null);
        if (!Number.isInteger(min) || min < 0 || min > 1000) return (errors.push('考试分数线须为 0–1000 的整数'), null);
        return { type, exam_id: o.exam_id, min };
      }
      case 'days_after_start': {
        const days = num(o.days);
        if (!Number.isInteger(days) || days < 0 || days > 3650) return (errors.push('开班天数须为 0–3650 的整数'), null);
        return { type, days };
      }
      case 'teacher_approval':
        return { type };
    }
  };
  const condition = walk(raw, depth);
  if (leaves > TRAINING_LIMITS.conditionLeaves) errors.push(TRAINING_MESSAGES.conditionTooMany);
  return { condition: errors.length ? null : condition, errors };
}

export function leavesOf(c: GateCondition | null): ConditionLeaf[] {
  if (!c) return [];
  return isGroup(c) ? c.items.flatMap(leavesOf) : [c];
}

/** Gates a gate's conditions point at (the edges of the map). */
export function dependsOn(g: Pick<GateDef, 'condition'>): string[] {
  const ids = leavesOf(g.condition).flatMap((l) => (l.type === 'gate_passed' || l.type === 'videos_watched' ? [l.gate_id] : []));
  return [...new Set(ids)];
}

/**
 * Whole-graph check on save: every referenced gate exists in the camp, no gate depends on itself
 * through any chain. Messages name the offending gates.
 */
export function graphErrors(gates: Pick<GateDef, 'id' | 'title' | 'condition'>[]): FieldError[] {
  const byId = new Map(gates.map((g) => [g.id, g]));
  const errors: FieldError[] = [];
  for (const g of gates) {
    for (const dep of dependsOn(g)) {
      if (!byId.has(dep)) errors.push({ field: 'condition', message: `关卡「${g.title}」的条件引用了不存在的关卡（编号 ${dep}）` });
    }
  }
  if (errors.length) return errors;
  const cycle = findCycle(gates);
  if (cycle) errors.push({ field: 'condition', message: `${TRAINING_MESSAGES.cycle}：${cycle.map((id) => `「${byId.get(id)?.title ?? id}」`).join(' → ')}` });
  return errors;
}

/** One cycle as a closed list of ids (first = last), or null. */
export function findCycle(gates: Pick<GateDef, 'id' | 'condition'>[]): string[] | null {
  const deps = new Map(gates.map((g) => [g.id, dependsOn(g)]));
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const visit = (id: string): string[] | null => {
    state.set(id, 1);
    stack.push(id);
    for (const d of deps.get(id) ?? []) {
      if (state.get(d) === 1) return [...stack.slice(stack.indexOf(d)), d];
      if (!state.has(d) && deps.has(d)) {
        const found = visit(d);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(id, 2);
    return null;
  };
  for (const g of gates) {
    if (state.has(g.id)) continue;
    const found = visit(g.id);
    if (found) return found;
  }
  return null;
}

/** Gates in dependency order with their map level (longest prerequisite chain). Graph must be acyclic. */
export function levels(gates: GateDef[]): { order: GateDef[]; level: Map<string, number> } {
  const byId = new Map(gates.map((g) => [g.id, g]));
  const level = new Map<string, number>();
  const order: GateDef[] = [];
  const visit = (g: GateDef, guard: Set<string>): number => {
    const known = level.get(g.id);
    if (known !== undefined) return known;
    if (guard.has(g.id)) return 0; // a cycle saved before validation existed: treat as a root
    guard.add(g.id);
    const deps = dependsOn(g).map((d) => byId.get(d)).filter((d): d is GateDef => !!d);
    const l = deps.length ? Math.max(...deps.map((d) => visit(d, guard))) + 1 : 0;
    level.set(g.id, l);
    order.push(g);
    return l;
  };
  for (const g of gates) visit(g, new Set());
  return { order, level };
}

/** Duration-weighted really-watched share of a gate's video lessons (articles: read or not). */
export function watchedShare(lessonIds: string[], defs: CampDefs, facts: LearnerFacts): number | null {
  const lessons = lessonIds.map((id) => defs.lessons.get(id)).filter((l): l is LessonFact => !!l);
  if (!lessons.length) return null;
  const videos = lessons.filter((l) => l.kind === 'video' && l.duration > 0);
  const pool = videos.length ? videos : lessons;
  const weight = (l: LessonFact) => (videos.length ? l.duration : 1);
  const total = pool.reduce((s, l) => s + weight(l), 0);
  return pool.reduce((s, l) => s + weight(l) * (facts.lessonRatio.get(l.id) ?? 0), 0) / total;
}

export function scoreParts(g: GateDef, defs: CampDefs, facts: LearnerFacts): ScoreParts {
  return {
    video: watchedShare(g.lessonIds, defs, facts),
    problem: g.problemIds.length ? g.problemIds.filter((p) => facts.accepted.has(p)).length / g.problemIds.length : null,
    exam: g.examId ? examShare(facts.examBest.get(g.examId)) : null,
    task: g.taskIds.length ? g.taskIds.filter((t) => facts.tasksPassed.has(t)).length / g.taskIds.length : null,
  };
}

function examShare(best: { score: number; max: number } | undefined): number {
  if (!best) return 0;
  return best.max > 0 ? Math.min(1, Math.max(0, best.score / best.max)) : best.score > 0 ? 1 : 0;
}

/** 0-100: the weighted mean of the parts the gate has (a gate with no content scores 100). */
export function gateScore(g: GateDef, parts: ScoreParts): number {
  let sum = 0;
  let weight = 0;
  for (const k of ['video', 'problem', 'exam', 'task'] as const) {
    const v = parts[k];
    if (v === null || g.weights[k] <= 0) continue;
    sum += g.weights[k] * v;
    weight += g.weights[k];
  }
  return weight ? Math.round((sum / weight) * 100) : 100;
}

export interface EvalContext {
  defs: CampDefs;
  facts: LearnerFacts;
  /** gates already decided as passed */
  passed: Set<string>;
  gate: GateDef;
  path: string;
}

const titleOf = (defs: CampDefs, id: string) => defs.gates.find((g) => g.id === id)?.title ?? `关卡${id}`;

function leafMissing(leaf: ConditionLeaf, ctx: EvalContext): Omit<MissingCondition, 'alternative'> | null {
  const { defs, facts } = ctx;
  switch (leaf.type) {
    case 'gate_passed':
      return ctx.passed.has(leaf.gate_id) ? null : { type: leaf.type, text: `先通过关卡「${titleOf(defs, leaf.gate_id)}」`, link: `${ctx.path}?gate=${leaf.gate_id}` };
    case 'videos_watched': {
      const g = defs.gates.find((x) => x.id === leaf.gate_id);
      const share = g ? (watchedShare(g.lessonIds, defs, facts) ?? 0) : 0;
      if (Math.round(share * 100) >= leaf.percent) return null;
      const next = g?.lessonIds.find((id) => (facts.lessonRatio.get(id) ?? 0) < 0.9 && defs.lessons.has(id));
      return { type: leaf.type, text: `关卡「${titleOf(defs, leaf.gate_id)}」的视频看完 ${leaf.percent}%（已看 ${Math.round(share * 100)}%）`, link: next ? `/lesson/${next}` : `${ctx.path}?gate=${leaf.gate_id}` };
    }
    case 'problems_accepted': {
      const done = leaf.problem_ids.filter((p) => facts.accepted.has(p)).length;
      if (done >= leaf.k) return null;
      const next = leaf.problem_ids.find((p) => !facts.accepted.has(p));
      const name = next ? defs.problemTitles.get(next) : undefined;
      return { type: leaf.type, text: `通过 ${leaf.k}/${leaf.problem_ids.length} 道题（已通过 ${done} 道）${name ? `，先做「${name}」` : ''}`, link: next ? `/oj/problem/${next}` : '' };
    }
    case 'exam_score': {
      const best = facts.examBest.get(leaf.exam_id)?.score;
      if (best !== undefined && best >= leaf.min) return null;
      const title = defs.examTitles.get(leaf.exam_id) ?? `考试${leaf.exam_id}`;
      return { type: leaf.type, text: `考试「${title}」达到 ${leaf.min} 分（${best === undefined ? '还没有参加' : `最好成绩 ${best}`}）`, link: `/exam/${leaf.exam_id}` };
    }
    case 'days_after_start': {
      if (facts.daysSinceStart >= leaf.days) return null;
      const wait = leaf.days - facts.daysSinceStart;
      return { type: leaf.type, text: `开班第 ${leaf.days} 天开放（还有 ${wait} 天）`, link: '' };
    }
    case 'teacher_approval':
      return facts.approved.has(ctx.gate.id) ? null : { type: leaf.type, text: '等待老师审核通过', link: ctx.path.replace(/\/?$/, '/class') };
  }
}

/** Whether a condition holds, and if not, every unmet leaf that would help (all alternatives of an OR). */
export function evaluate(c: GateCondition | null, ctx: EvalContext): { ok: boolean; missing: MissingCondition[] } {
  if (!c) return { ok: true, missing: [] };
  if (!isGroup(c)) {
    const m = leafMissing(c, ctx);
    return m ? { ok: false, missing: [{ ...m, alternative: false }] } : { ok: true, missing: [] };
  }
  const results = c.items.map((i) => evaluate(i, ctx));
  if (c.op === 'and') {
    const ok = results.every((r) => r.ok);
    return { ok, missing: ok ? [] : results.flatMap((r) => r.missing) };
  }
  const ok = results.some((r) => r.ok);
  return { ok, missing: ok ? [] : results.flatMap((r) => r.missing.map((m) => ({ ...m, alternative: c.items.length > 1 }))) };
}

/** The condition in words, e.g. 通过「入门」 且 视频观看 ≥ 80%. */
export function ruleText(c: GateCondition | null, defs: Pick<CampDefs, 'gates' | 'problemTitles' | 'examTitles'>, nested = false): string {
  if (!c) return '开放';
  if (isGroup(c)) {
    const text = c.items.map((i) => ruleText(i, defs, true)).join(c.op === 'and' ? ' 且 ' : ' 或 ');
    return nested && c.items.length > 1 ? `（${text}）` : text;
  }
  const gateTitle = (id: string) => defs.gates.find((g) => g.id === id)?.title ?? `关卡${id}`;
  switch (c.type) {
    case 'gate_passed':
      return `通过「${gateTitle(c.gate_id)}」`;
    case 'videos_watched':
      return `「${gateTitle(c.gate_id)}」视频观看 ≥ ${c.percent}%`;
    case 'problems_accepted':
      return `${c.problem_ids.length} 题中通过 ${c.k} 题`;
    case 'exam_score':
      return `考试「${defs.examTitles.get(c.exam_id) ?? c.exam_id}」≥ ${c.min} 分`;
    case 'days_after_start':
      return `开班 ${c.days} 天后`;
    case 'teacher_approval':
      return '老师审核通过';
  }
}

export function parseWeights(raw: string): GateWeights {
  try {
    const w = JSON.parse(raw) as Partial<GateWeights>;
    return { video: w.video ?? 0, problem: w.problem ?? 0, exam: w.exam ?? 0, task: w.task ?? 0 };
  } catch {
    return { video: 1, problem: 1, exam: 1, task: 1 };
  }
}

export function parseIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

export function parseCondition(raw: string | null): GateCondition | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as GateCondition;
  } catch {
    return null;
  }
}
