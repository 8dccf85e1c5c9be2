import { useRouter } from '@tarojs/taro';
import { message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { AdminExamRow, AdminItemRow } from '../../../../types/exam-admin';
import { adminDeleteItem, adminExam, adminItems, adminOrderItems, adminSaveItem } from '../../../services/api/exam-admin';
import { ApiError } from '../../../services/request';

const fail = (e: unknown) => void message.error(e instanceof ApiError ? e.message : '操作失败');

/** Items of one exam: load, add/edit (question or pool), score, drag order, remove. */
export function useItems() {
  const { params } = useRouter();
  const eid = String(params.eid ?? '');
  const [exam, setExam] = useState<AdminExamRow | null>(null);
  const [items, setItems] = useState<AdminItemRow[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(() => {
    setLoading(true);
    Promise.all([adminExam(eid), adminItems(eid)])
      .then(([e, rows]) => {
        setExam(e);
        setItems(rows);
      })
      .catch(fail)
      .finally(() => setLoading(false));
  }, [eid]);
  useEffect(reload, [reload]);

  const after = (rows: AdminItemRow[]) => {
    setItems(rows);
    void adminExam(eid).then(setExam);
  };
  const save = async (body: Record<string, string | number | boolean>) => {
    try {
      after(await adminSaveItem({ exam_id: eid, ...body }));
      void message.success('已保存');
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  };
  const remove = (id: string) => adminDeleteItem(eid, id).then(after, fail);
  /** moves item `from` to position `to` and saves the whole order */
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    const next = [...items];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    setItems(next);
    adminOrderItems(eid, next.map((i) => i.item_id)).then(after, (e: unknown) => {
      fail(e);
      reload();
    });
  };
  return { eid, exam, items, loading, reload, save, remove, move };
}
