import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import type { AdminCompanyDetail, CompanyProblemInput, CsvLineError } from '../../../../types/problemset';
import { adminCompanyDetail, adminImportCompanyCsv, adminSaveCompanyProblems } from '../../../services/api/problemset-admin';
import { ApiError } from '../../../services/request';

export type EditRow = CompanyProblemInput & { no: number; title: string };

/** A company's problems with frequency and last-seen: edited in a table and saved whole, or imported from CSV. */
export function useCompanyEditor() {
  const { params } = useRouter();
  const id = String(params.id ?? '');
  const [company, setCompany] = useState<AdminCompanyDetail | null>(null);
  const [rows, setRows] = useState<EditRow[]>([]);
  const [error, setError] = useState('');
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [csvReport, setCsvReport] = useState<{ ok: boolean; message: string; lines: CsvLineError[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = (d: AdminCompanyDetail) => {
    setCompany(d);
    setRows(d.problems);
  };
  const load = useCallback(() => {
    adminCompanyDetail(id, { silent: true }).then(apply, (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'));
  }, [id]);
  useEffect(load, [load]);

  const edit = (pid: string, patch: Partial<EditRow>) => setRows((rs) => rs.map((r) => (r.problem_id === pid ? { ...r, ...patch } : r)));
  const add = (p: { problem_id: string; no: number; title: string }) =>
    setRows((rs) => (rs.some((r) => r.problem_id === p.problem_id) ? rs : [...rs, { ...p, freq_30d: 0, freq_90d: 0, freq_180d: 0, freq_all: 0, last_seen: '' }]));
  const remove = (pid: string) => setRows((rs) => rs.filter((r) => r.problem_id !== pid));

  const save = async () => {
    setSaveErrors([]);
    setBusy(true);
    try {
      apply(await adminSaveCompanyProblems(id, rows.map(({ no: _no, title: _title, ...r }) => r), { silent: true }));
      return true;
    } catch (e) {
      setSaveErrors(e instanceof ApiError ? (e.errors.length ? e.errors.map((x) => x.message) : [e.message]) : ['保存失败']);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const importCsv = async (csv: string) => {
    setCsvReport(null);
    setBusy(true);
    try {
      const r = await adminImportCompanyCsv(id, csv, { silent: true });
      setCsvReport({ ok: true, message: `已导入 ${r.imported} 行`, lines: [] });
      load();
    } catch (e) {
      const lines = e instanceof ApiError ? e.errors.map((x) => ({ line: Number(/\d+/.exec(x.field)?.[0] ?? 0), message: x.message })) : [];
      setCsvReport({ ok: false, message: e instanceof ApiError ? e.message : '导入失败', lines: lines.filter((l) => l.line > 0) });
    } finally {
      setBusy(false);
    }
  };

  return { id, company, rows, error, edit, add, remove, save, saveErrors, importCsv, csvReport, busy };
}
