import { useEffect, useRef, useState } from 'react';
import type { CaseResult, CodeMode, JudgeLang } from '../../../../types/judge';
import type { RunResult, SubmissionResult } from '../../../../types/oj';
import { watchJudge } from '../../../platform/judge-watch';
import { runCode, runResult, submissionResult, submitCode } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';

export type JudgeState =
  | { kind: 'idle' }
  | { kind: 'sending'; what: 'run' | 'submit' }
  | { kind: 'judging'; what: 'run' | 'submit'; id: string; total: number; cases: CaseResult[] }
  | { kind: 'submitted'; result: SubmissionResult }
  | { kind: 'ran'; result: RunResult }
  | { kind: 'error'; message: string };

export interface JudgeInput {
  problemId: string;
  lang: JudgeLang;
  codeMode: CodeMode;
  code: string;
  /** custom case for a run; the samples when empty */
  input?: string;
  output?: string;
}

/** Where run and submit go: the OJ's own calls by default; an exam passes its own (same ids, same stream). */
export interface JudgeApi {
  submit(input: JudgeInput): Promise<{ submission_id: string }>;
  run(input: JudgeInput): Promise<{ run_id: string }>;
}

const body = (i: JudgeInput) => ({ problem_id: i.problemId, lang: i.lang, code_mode: i.codeMode, code: i.code });
export const OJ_JUDGE_API: JudgeApi = {
  submit: (i) => submitCode(body(i), { silent: true }),
  run: (i) => runCode({ ...body(i), ...(i.input ? { input: i.input, output: i.output ?? '' } : {}) }, { silent: true }),
};

/**
 * submit/run -> watch per-case progress (stream on H5, polling in the mini-program) -> read the
 * final result through the normal result call.
 */
export function useJudge(api: JudgeApi = OJ_JUDGE_API, onSubmitted?: (submissionId: string) => void) {
  const [state, setState] = useState<JudgeState>({ kind: 'idle' });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const watch = (what: 'run' | 'submit', id: string) => {
    setState({ kind: 'judging', what, id, total: 0, cases: [] });
    stop.current?.();
    stop.current = watchJudge(id, {
      onEvent: (e) =>
        setState((s) =>
          s.kind === 'judging' && s.id === id
            ? { ...s, total: e.total || s.total, cases: e.case ? [...s.cases.filter((c) => c.id !== e.case!.id), e.case].sort((a, b) => a.id - b.id) : s.cases }
            : s,
        ),
      onDone: () => {
        const read = what === 'run' ? runResult(id, { silent: true }).then((result) => ({ kind: 'ran' as const, result })) : submissionResult(id, { silent: true }).then((result) => ({ kind: 'submitted' as const, result }));
        read.then(setState, (e: unknown) => setState({ kind: 'error', message: e instanceof ApiError ? e.message : '读取评测结果失败' }));
      },
    });
  };

  const start = async (what: 'run' | 'submit', input: JudgeInput) => {
    if (state.kind === 'sending' || state.kind === 'judging') return;
    setState({ kind: 'sending', what });
    try {
      if (what === 'submit') {
        const { submission_id } = await api.submit(input);
        onSubmitted?.(submission_id);
        watch('submit', submission_id);
      } else watch('run', (await api.run(input)).run_id);
    } catch (e) {
      setState({ kind: 'error', message: e instanceof ApiError ? e.message : '提交失败，请重试' });
    }
  };

  return {
    state,
    busy: state.kind === 'sending' || state.kind === 'judging',
    submit: (i: JudgeInput) => start('submit', i),
    run: (i: JudgeInput) => start('run', i),
    reset: () => setState({ kind: 'idle' }),
  };
}
