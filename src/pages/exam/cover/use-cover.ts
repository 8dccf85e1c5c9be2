import Taro, { useDidShow, useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import type { ExamDetail } from '../../../../types/exam';
import { examDetail, startExam } from '../../../services/api/exam';
import { ApiError } from '../../../services/request';
import { go } from '../../../platform/navigation';

type Load = { status: 'loading' } | { status: 'ready'; exam: ExamDetail; offset: number } | { status: 'error'; message: string };

/** The cover: the exam and the caller's attempts; start or continue. */
export function useCover() {
  const { params } = useRouter();
  const eid = String(params.eid ?? '');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => {
    examDetail(eid, { silent: true })
      .then((exam) => setLoad({ status: 'ready', exam, offset: new Date(exam.server_time).getTime() - Date.now() }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, [eid]);
  useEffect(reload, [reload]);
  useDidShow(reload);

  const start = async () => {
    if (busy || load.status !== 'ready') return;
    const e = load.exam;
    if (e.running) return go(`/exam/${eid}/question`);
    const ok = await Taro.showModal({ title: '开始考试', content: `开始后计时 ${e.my_window.duration} 分钟，中途离开不会暂停，答案会自动保存。确定开始吗？`, confirmText: '开始', cancelText: '再看看' });
    if (!ok.confirm) return;
    setBusy(true);
    try {
      await startExam(eid);
      go(`/exam/${eid}/question`);
    } catch {
      reload();
    } finally {
      setBusy(false);
    }
  };

  return { eid, load, reload, start, busy };
}
