import { VERDICT_LABEL, type Verdict } from '../../../../types/judge';
import type { LandingView, StudySummary } from '../../../../types/landing';
import { findRoute, hasPath } from '../../../routes';

/** A concrete path this platform's route table serves (a one-segment path must be a page of its own, not a channel). */
export function routable(path: string): boolean {
  if (hasPath(path)) return true;
  const hit = path.split('/').length > 2 ? findRoute(path) : null;
  return !!hit && !hit.route.path.includes('*');
}

/** 12:05 from 725 seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const p = (n: number) => String(n).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}` : `${p(Math.floor(s / 60))}:${p(s % 60)}`;
}

function hhmm(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getHours())}:${p(d.getMinutes())}`;
}

export interface Row {
  key: string;
  kind: string;
  title: string;
  detail: string;
  path: string;
}

export function continueRows(me: StudySummary): Row[] {
  const rows: Row[] = [];
  if (me.exam) rows.push({ key: 'exam', kind: '考试进行中', title: me.exam.title, detail: `交卷截止 ${hhmm(me.exam.deadline)}`, path: `/exam/${me.exam.exam_id}/question` });
  if (me.lesson) {
    const l = me.lesson;
    rows.push({ key: 'lesson', kind: '课程', title: l.lesson_title, detail: `${l.course_title} · ${l.finished ? '已学完' : l.position > 0 ? `上次看到 ${clock(l.position)}` : '刚开始'}`, path: `/lesson/${l.lesson_id}` });
  }
  if (me.set_item) {
    const s = me.set_item;
    rows.push({ key: 'set', kind: '题单', title: s.problem_title || s.set_title, detail: `${s.set_title} · 已通过 ${s.solved}/${s.total}`, path: `/problemset/item/${s.item_id}` });
  }
  if (me.problem) {
    const p = me.problem;
    const verdict = p.verdict ? (VERDICT_LABEL[p.verdict as Verdict] ?? p.verdict) : '判题中';
    rows.push({ key: 'problem', kind: '题库', title: p.title, detail: `上次提交：${verdict}`, path: `/oj/problem/${p.problem_id}` });
  }
  if (me.camp) {
    const c = me.camp;
    rows.push({ key: 'camp', kind: '训练营', title: c.gate_title, detail: `${c.course_title} · 已过 ${c.passed}/${c.total} 关`, path: `/training/${c.course_id}/${c.cohort_id}` });
  }
  return rows.filter((r) => routable(r.path));
}

export interface Step {
  title: string;
  why: string;
  path: string;
}

/** 推荐下一步: what this learner has not tried yet, from their own summary and the live catalogue. */
export function nextSteps(me: StudySummary, view: LandingView, vip: boolean): Step[] {
  const steps: Step[] = [];
  const freeSet = view.sets.find((s) => s.access === 'free') ?? view.sets[0];
  if (me.today.solved === 0) steps.push({ title: '今天做一道算法题', why: me.today.streak_days ? `保持连续 ${me.today.streak_days} 天的学习` : '从简单题开始，建立刷题节奏', path: '/oj' });
  if (!me.set_item && freeSet) steps.push({ title: `开始题单「${freeSet.title}」`, why: `${freeSet.item_count} 道题，按专题系统刷`, path: `/problemset/${freeSet.id}` });
  if (!me.lesson) steps.push({ title: '学一门课程', why: '视频与图文课时，进度自动保存', path: '/course' });
  if (!me.camp && view.camps[0]) steps.push({ title: `了解「${view.camps[0].title}」`, why: `${view.camps[0].gate_count} 个关卡，跟着班级一起闯关`, path: `/course/${view.camps[0].course_id}` });
  if (!me.exam && view.next_exam) steps.push({ title: `参加「${view.next_exam.title}」`, why: view.next_exam.open ? '考试进行中，检验一下自己' : '报名后按时开考', path: `/exam/${view.next_exam.exam_id}` });
  steps.push({ title: '去星球提个问题', why: '答疑、讨论，和同学一起进步', path: '/planet' });
  if (!vip) steps.push({ title: '开通超级会员', why: '畅学全部课程与算法题库', path: '/vip' });
  return steps.filter((s) => routable(s.path)).slice(0, 4);
}

