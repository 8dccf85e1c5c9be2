import { useDidShow } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import type { MyExamRow } from '../../../../types/exam';
import { myExams } from '../../../services/api/exam';
import { ApiError } from '../../../services/request';

type Load = { status: 'loading' } | { status: 'ready'; exams: MyExamRow[] } | { status: 'error'; message: string };

export function useMyExams() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    myExams({ silent: true })
      .then((exams) => setLoad({ status: 'ready', exams }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, []);
  useEffect(reload, [reload]);
  useDidShow(reload);
  return { load, reload };
}
