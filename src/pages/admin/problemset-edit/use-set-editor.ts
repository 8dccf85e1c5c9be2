import { useRouter } from '@tarojs/taro';
import { useEffect, useState } from 'react';
import type { ProblemLevel } from '../../../../types/oj';
import type { AdminSetDetail, ResolveIdsResult, SetAccess } from '../../../../types/problemset';
import type { ProductView } from '../../../../types/commerce';
import { go } from '../../../platform/navigation';
import { adminProducts } from '../../../services/api/commerce-admin';
import { adminResolveIds, adminSaveSet, adminSetDetail } from '../../../services/api/problemset-admin';
import { ApiError } from '../../../services/request';

export interface PickedProblem {
  problem_id: string;
  no: number;
  title: string;
  level?: ProblemLevel;
}
/** group 0 holds the problems before the first section (title ''); the others are sections */
export interface Group {
  key: string;
  title: string;
  guide: string;
  problems: PickedProblem[];
}
export interface Meta {
  title: string;
  intro: string;
  cover: string;
  tags: string[];
  access: SetAccess;
  product_id: string;
  published: boolean;
  order_value: number;
}

let seq = 0;
const key = () => `g${++seq}`;
const EMPTY: Meta = { title: '', intro: '', cover: '', tags: [], access: 'free', product_id: '', published: false, order_value: 0 };

function fromDetail(d: AdminSetDetail): { meta: Meta; groups: Group[] } {
  return {
    meta: { title: d.title, intro: d.intro ?? '', cover: d.cover ?? '', tags: d.tags ?? [], access: d.access, product_id: d.product_id ?? '', published: d.published, order_value: d.order_value ?? 0 },
    groups: [{ key: key(), title: '', guide: '', problems: d.problems }, ...d.sections.map((s) => ({ key: key(), title: s.title, guide: s.guide, problems: s.problems }))],
  };
}

/** The set editor: metadata, groups of problems in order, pasted ids, and one save of everything. */
export function useSetEditor() {
  const { params } = useRouter();
  const id = params.id && params.id !== 'new' ? String(params.id) : '';
  const [meta, setMeta] = useState<Meta>(EMPTY);
  const [groups, setGroups] = useState<Group[]>([{ key: key(), title: '', guide: '', problems: [] }]);
  const [products, setProducts] = useState<ProductView[]>([]);
  const [loading, setLoading] = useState(Boolean(id));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [paste, setPaste] = useState<ResolveIdsResult | null>(null);

  useEffect(() => {
    void adminProducts({ silent: true }).then((l) => setProducts(l.filter((p) => p.category === 'problemset')), () => undefined);
    if (!id) return;
    adminSetDetail(id, { silent: true }).then(
      (d) => {
        const f = fromDetail(d);
        setMeta(f.meta);
        setGroups(f.groups);
        setLoading(false);
      },
      (e: unknown) => {
        setErrors([e instanceof ApiError ? e.message : '加载失败']);
        setLoading(false);
      },
    );
  }, [id]);

  const has = (pid: string) => groups.some((g) => g.problems.some((p) => p.problem_id === pid));
  const update = (k: string, fn: (g: Group) => Group) => setGroups((gs) => gs.map((g) => (g.key === k ? fn(g) : g)));
  const add = (groupKey: string, picks: PickedProblem[]) => update(groupKey, (g) => ({ ...g, problems: [...g.problems, ...picks.filter((p) => !has(p.problem_id))] }));
  /** moves a problem to `index` of a group (drag and drop, or the arrows) */
  const move = (pid: string, toGroup: string, index: number) =>
    setGroups((gs) => {
      const from = gs.find((g) => g.problems.some((p) => p.problem_id === pid));
      const item = from?.problems.find((p) => p.problem_id === pid);
      if (!from || !item) return gs;
      const without = gs.map((g) => ({ ...g, problems: g.problems.filter((p) => p.problem_id !== pid) }));
      return without.map((g) => (g.key === toGroup ? { ...g, problems: [...g.problems.slice(0, index), item, ...g.problems.slice(index)] } : g));
    });
  const remove = (pid: string) => setGroups((gs) => gs.map((g) => ({ ...g, problems: g.problems.filter((p) => p.problem_id !== pid) })));
  const addSection = () => setGroups((gs) => [...gs, { key: key(), title: `分区 ${gs.length}`, guide: '', problems: [] }]);
  const removeSection = (k: string) => setGroups((gs) => gs.filter((g, i) => i === 0 || g.key !== k));
  const moveSection = (k: string, by: -1 | 1) =>
    setGroups((gs) => {
      const i = gs.findIndex((g) => g.key === k);
      const j = i + by;
      if (i < 1 || j < 1 || j >= gs.length) return gs;
      const next = [...gs];
      [next[i], next[j]] = [next[j], next[i]];
      return next;
    });

  const resolve = async (text: string, groupKey: string) => {
    const r = await adminResolveIds(text);
    setPaste(r);
    add(groupKey, r.found);
  };

  const save = async () => {
    setErrors([]);
    setSaving(true);
    try {
      const [loose, ...sections] = groups;
      const d = await adminSaveSet(
        {
          ...(id ? { id } : {}),
          ...meta,
          problem_ids: loose.problems.map((p) => p.problem_id),
          sections: sections.map((s) => ({ title: s.title, guide: s.guide, problem_ids: s.problems.map((p) => p.problem_id) })),
        },
        { silent: true },
      );
      if (!id) go(`/admin/problemset/${d.id}`, { replace: true });
      else {
        const f = fromDetail(d);
        setMeta(f.meta);
        setGroups(f.groups);
      }
      return true;
    } catch (e) {
      setErrors(e instanceof ApiError ? (e.errors.length ? e.errors.map((x) => x.message) : [e.message]) : ['保存失败']);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { id, meta, setMeta, groups, update, add, move, remove, addSection, removeSection, moveSection, products, loading, errors, saving, save, resolve, paste, setPaste };
}

export type SetEditor = ReturnType<typeof useSetEditor>;
