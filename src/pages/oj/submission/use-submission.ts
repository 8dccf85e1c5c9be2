import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import type { SubmissionDetail } from '../../../../types/oj';
import { watchJudge } from '../../../platform/judge-watch';
import { submissionDetail } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; s: SubmissionDetail };

/** /oj/submission/:sid — the detail; while it is still judged, watch it and read it again at the end. */
export function useSubmission() {
  const { params } = useRouter();
  const sid = String(params.sid ?? '');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    submissionDetail(sid, { silent: true }).then(
      (s) => setLoad({ status: 'ready', s }),
      (e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }),
    );
  }, [sid]);
  useEffect(reload, [reload]);
  const pending = load.status === 'ready' && load.s.status !== 'done';
  useEffect(() => (pending ? watchJudge(sid, { onEvent: () => undefined, onDone: reload }) : undefined), [pending, sid, reload]);
  return { load, reload };
}
