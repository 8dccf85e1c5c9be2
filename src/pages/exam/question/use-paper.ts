import Taro, { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiCode } from '../../../../types/api';
import type { AttemptView, ExamAnswer, ProgramJudging } from '../../../../types/exam';
import { currentAttempt, handIn as handInCall, saveAnswer } from '../../../services/api/exam';
import { ApiError } from '../../../services/request';
import { go } from '../../../platform/navigation';

/** Autosave waits this long after the last change of one question. */
export const SAVE_DEBOUNCE_MS = 800;

type Load = { status: 'loading' } | { status: 'ready'; attempt: AttemptView } | { status: 'error'; message: string };
export type SaveState = 'saved' | 'saving' | 'dirty' | 'failed';

const answered = (a: ExamAnswer | undefined) =>
  !!a && (('choice' in a) || ('choices' in a && a.choices.length > 0) || ('value' in a) || ('blanks' in a && a.blanks.some((b) => b.trim())) || ('code' in a && a.code.trim() !== ''));

/**
 * One attempt on screen: the paper and saved answers from the server (restored anywhere), local
 * changes autosaved per question after a pause, flags, a countdown from the server's deadline and
 * clock (so a wrong device clock does not matter), and the hand-in.
 */
export function usePaper() {
  const { params } = useRouter();
  const eid = String(params.eid ?? '');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [answers, setAnswers] = useState<Record<string, ExamAnswer>>({});
  const [flags, setFlags] = useState<string[]>([]);
  const [judgings, setJudgings] = useState<Record<string, ProgramJudging[]>>({});
  const [index, setIndex] = useState(0);
  const [save, setSave] = useState<SaveState>('saved');
  const [remaining, setRemaining] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const offset = useRef(0);
  const deadline = useRef(0);
  const pending = useRef(new Map<string, { answer: ExamAnswer | null; timer: ReturnType<typeof setTimeout> }>());
  const done = useRef(false);

  const reload = useCallback(() => {
    currentAttempt(eid, { silent: true })
      .then((a) => {
        offset.current = new Date(a.server_time).getTime() - Date.now();
        deadline.current = new Date(a.deadline).getTime();
        setAnswers(a.answers);
        setFlags(a.flags);
        setJudgings(a.judgings);
        setLoad({ status: 'ready', attempt: a });
        if (a.state !== 'in_progress') done.current = true;
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === ApiCode.NOT_FOUND) return go(`/exam/${eid}`, { replace: true });
        setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' });
      });
  }, [eid]);
  useEffect(reload, [reload]);

  const finish = useCallback(
    async (auto: boolean) => {
      if (done.current && !auto) return go(`/exam/${eid}/result`, { replace: true });
      setFinishing(true);
      await flush();
      try {
        await handInCall(eid, { silent: true });
      } catch {
        // an attempt handed in by the server at the deadline answers the result page anyway
      }
      done.current = true;
      if (auto) void Taro.showToast({ title: '考试时间到，已自动交卷', icon: 'none' });
      go(`/exam/${eid}/result`, { replace: true });
    },
    [eid],
  );

  // countdown from the server's clock; at zero the paper is handed in
  useEffect(() => {
    if (load.status !== 'ready' || load.attempt.state !== 'in_progress') return;
    const tick = () => {
      const left = Math.ceil((deadline.current - (Date.now() + offset.current)) / 1000);
      setRemaining(Math.max(0, left));
      if (left <= 0 && !done.current) void finish(true);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [load, finish]);

  const send = async (itemId: string, answer: ExamAnswer | null) => {
    setSave('saving');
    try {
      const r = await saveAnswer(eid, itemId, { answer }, { silent: true });
      offset.current = new Date(r.server_time).getTime() - Date.now();
      if (!pending.current.size) setSave('saved');
    } catch (e) {
      setSave('failed');
      if (e instanceof ApiError && e.code === ApiCode.CONFLICT && !done.current) {
        done.current = true;
        void Taro.showToast({ title: e.message, icon: 'none' });
        go(`/exam/${eid}/result`, { replace: true });
      } else if (e instanceof ApiError) void Taro.showToast({ title: e.message, icon: 'none' });
    }
  };

  /** Pending saves now (before hand-in or leaving). */
  const flush = async () => {
    const all = [...pending.current.entries()];
    pending.current.clear();
    for (const [item, p] of all) {
      clearTimeout(p.timer);
      await send(item, p.answer);
    }
  };
  useEffect(() => () => void flush(), []);

  const setAnswer = (itemId: string, answer: ExamAnswer | null) => {
    if (done.current) return;
    setAnswers((m) => {
      const next = { ...m };
      if (answer) next[itemId] = answer;
      else delete next[itemId];
      return next;
    });
    setSave('dirty');
    const prev = pending.current.get(itemId);
    if (prev) clearTimeout(prev.timer);
    const timer = setTimeout(() => {
      pending.current.delete(itemId);
      void send(itemId, answer);
    }, SAVE_DEBOUNCE_MS);
    pending.current.set(itemId, { answer, timer });
  };

  const toggleFlag = (itemId: string) => {
    const on = !flags.includes(itemId);
    setFlags((f) => (on ? [...f, itemId] : f.filter((x) => x !== itemId)));
    void saveAnswer(eid, itemId, { flagged: on }, { silent: true }).catch(() => setSave('failed'));
  };

  const confirmHandIn = async () => {
    if (load.status !== 'ready' || finishing) return;
    const left = load.attempt.questions.filter((q) => !answered(answers[q.item_id])).length;
    const r = await Taro.showModal({ title: '确认交卷', content: left ? `还有 ${left} 题未作答，交卷后不能修改。确定交卷吗？` : '交卷后不能修改，确定交卷吗？', confirmText: '交卷', cancelText: '继续作答' });
    if (r.confirm) await finish(false);
  };

  // programming verdicts land in the background: refresh the submissions list while any is pending
  const judging = Object.values(judgings).some((rows) => rows.some((j) => j.status === 'pending'));
  useEffect(() => {
    if (!judging) return;
    const timer = setTimeout(() => {
      void currentAttempt(eid, { silent: true })
        .then((a) => setJudgings(a.judgings))
        .catch(() => undefined);
    }, 3000);
    return () => clearTimeout(timer);
  }, [judging, judgings, eid]);

  const addJudging = (itemId: string, submissionId: string) =>
    setJudgings((m) => ({ ...m, [itemId]: [{ submission_id: submissionId, status: 'pending', verdict: null, score: 0, created_at: new Date().toISOString() }, ...(m[itemId] ?? [])] }));

  return { eid, load, reload, answers, flags, judgings, index, setIndex, save, remaining, finishing, setAnswer, toggleFlag, confirmHandIn, addJudging, isAnswered: answered };
}

export type Paper = ReturnType<typeof usePaper>;
