import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE } from '../../../../types/api';
import type { AdminProblemDetail, PackageReport } from '../../../../types/oj';
import { adminProblem, adminUploadData } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';
import { useAuthStore } from '../../../stores/auth.store';
import { checkZip } from './zip-rules';

export function useProblemData() {
  const { params } = useRouter();
  const pid = String(params.pid ?? '');
  const [problem, setProblem] = useState<AdminProblemDetail | null>(null);
  const [report, setReport] = useState<PackageReport | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(() => {
    adminProblem(pid, { silent: true }).then(
      (p) => {
        setProblem(p);
        setReport((r) => r ?? p.package);
      },
      (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'),
    );
  }, [pid]);
  useEffect(load, [load]);

  const upload = async (file: File): Promise<void> => {
    const bad = checkZip(file);
    if (bad) {
      setError(bad);
      return;
    }
    setError('');
    setPercent(0);
    const url = URL.createObjectURL(file);
    try {
      const r = await adminUploadData(pid, url, { silent: true, fileName: file.name, onProgress: setPercent, failureMessage: '上传数据包失败，请重试' });
      setReport(r);
      load();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '上传数据包失败，请重试');
    } finally {
      URL.revokeObjectURL(url);
      setPercent(null);
    }
  };

  /** cpt download: the installed package as a zip, with the admin's token */
  const download = async () => {
    const { token, uid } = useAuthStore.getState();
    const res = await fetch(`${API_BASE}/admin/oj/problem/cpt?problem_id=${encodeURIComponent(pid)}`, { headers: { Authorization: token ?? '', uid: uid ?? '' } });
    if (!res.ok) return setError('下载失败：本题暂无数据包或没有权限');
    const a = document.createElement('a');
    a.href = URL.createObjectURL(await res.blob());
    a.download = `problem-${problem?.no ?? pid}.zip`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  return { pid, problem, report, percent, error, upload, download };
}
