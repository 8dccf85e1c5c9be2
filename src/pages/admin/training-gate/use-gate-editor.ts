import { useRouter } from '@tarojs/taro';
import { message } from 'antd';
import { useEffect, useState } from 'react';
import { DEFAULT_WEIGHTS, type GatePreviewRow, type GateSaveRequest } from '../../../../types/training';
import { go } from '../../../platform/navigation';
import { adminGate, adminGateOptions, adminPreviewGate, adminSaveGate } from '../../../services/api/training';
import { ApiError } from '../../../services/request';
import { useAdminLoad } from '../use-admin-load';

const EMPTY = (cid: string): GateSaveRequest => ({ course_id: cid, title: '', summary: '', order_value: 0, pass_score: 60, weights: { ...DEFAULT_WEIGHTS }, condition: null, lesson_ids: [], problem_ids: [], task_ids: [], exam_id: '' });

/** /admin/training/gate/:id (or gate/new?cid=): the draft, its options, save and the preview of who it opens for. */
export function useGateEditor() {
  const params = useRouter().params;
  const id = String(params.id ?? '');
  const isNew = id === 'new' || id === '';
  const s = useAdminLoad(async () => {
    const gate = isNew ? null : await adminGate(id, { silent: true });
    const cid = gate?.course_id ?? String(params.cid ?? '');
    return { gate, cid, options: await adminGateOptions(cid, { silent: true }) };
  }, [id]);
  const [draft, setDraft] = useState<GateSaveRequest | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<GatePreviewRow[] | null>(null);
  useEffect(() => {
    if (!s.data) return;
    const g = s.data.gate;
    setDraft(
      g
        ? { gate_id: g.gate_id, course_id: g.course_id, title: g.title, summary: g.summary, order_value: g.order_value, pass_score: g.pass_score, weights: g.weights, condition: g.condition, lesson_ids: g.lesson_ids, problem_ids: g.problem_ids, task_ids: g.task_ids, exam_id: g.exam_id }
        : EMPTY(s.data.cid),
    );
  }, [s.data]);
  const set = (patch: Partial<GateSaveRequest>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const fail = (e: unknown) => {
    if (!(e instanceof ApiError)) return;
    setErrors(Object.fromEntries(e.errors.map((f) => [f.field, f.message])));
    void message.error(e.message);
  };
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setErrors({});
    try {
      const saved = await adminSaveGate(draft, { silent: true });
      void message.success('已保存');
      if (isNew) go(`/admin/training/gate/${saved.gate_id}`, { replace: true });
      else s.reload();
    } catch (e) {
      fail(e);
    } finally {
      setSaving(false);
    }
  };
  const runPreview = async () => {
    if (!draft) return;
    setErrors({});
    try {
      setPreview(await adminPreviewGate(draft, { silent: true }));
    } catch (e) {
      fail(e);
    }
  };
  return { id, isNew, s, draft, set, errors, saving, save, preview, runPreview };
}
