import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import { ApiCode } from '../../../../types/api';
import type { ProblemSetDetail, SetProgress } from '../../../../types/problemset';
import { go } from '../../../platform/navigation';
import { resetSet, setDetail, setProgress } from '../../../services/api/problemset';
import { ApiError } from '../../../services/request';

/** The set page: detail (sections, my states) plus rounds; an unknown id goes to the 404 page. */
export function useSetDetail() {
  const { params } = useRouter();
  const id = String(params.id ?? '');
  const [detail, setDetailState] = useState<ProblemSetDetail | null>(null);
  const [progress, setProgressState] = useState<SetProgress | null>(null);
  const [error, setError] = useState('');
  const [resetting, setResetting] = useState(false);

  const load = useCallback(() => {
    setError('');
    Promise.all([setDetail(id, { silent: true }), setProgress(id, { silent: true })]).then(
      ([d, p]) => {
        setDetailState(d);
        setProgressState(p);
      },
      (e: unknown) => {
        if (e instanceof ApiError && (e.code === ApiCode.NOT_FOUND || e.code === ApiCode.INVALID)) return go(`/404?from=${encodeURIComponent(`/problemset/${id}`)}`, { replace: true });
        setError(e instanceof ApiError ? e.message : '加载失败');
      },
    );
  }, [id]);
  useEffect(load, [load]);

  const reset = async () => {
    setResetting(true);
    try {
      await resetSet(id);
      load();
    } finally {
      setResetting(false);
    }
  };

  return { id, detail, progress, error, load, reset, resetting };
}
