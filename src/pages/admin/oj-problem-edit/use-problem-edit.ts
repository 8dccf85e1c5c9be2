import { useRouter } from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { JUDGE_LIMITS } from '../../../../types/judge';
import { normalizeTags, type AdminProblemDetail, type Category, type CheckerRow, type ProblemForm, type Sample } from '../../../../types/oj';
import { go } from '../../../platform/navigation';
import { adminCategories, adminCheckers, adminCreateProblem, adminProblem, adminUpdateProblem } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';

export interface EditValues {
  no: number;
  title: string;
  category_id: string;
  level: 1 | 2 | 3;
  time_limit: number;
  /** MB in the form, bytes on the wire */
  memory_mb: number;
  acm_content: string;
  tpl_content: string;
  tpl_signature: string;
  samples: Sample[];
  checker_id: string;
  visible: boolean;
  free: boolean;
  tags: string[];
}

const EMPTY: EditValues = {
  no: 0,
  title: '',
  category_id: '',
  level: 1,
  time_limit: JUDGE_LIMITS.defaultTimeLimitMs,
  memory_mb: JUDGE_LIMITS.defaultMemoryLimitBytes / 1024 / 1024,
  acm_content: '',
  tpl_content: '',
  tpl_signature: '',
  samples: [{ input: '', output: '' }],
  checker_id: '',
  visible: true,
  free: false,
  tags: [],
};

function toValues(d: AdminProblemDetail): EditValues {
  return {
    no: d.no,
    title: d.title,
    category_id: d.category_id ?? '',
    level: d.level,
    time_limit: d.time_limit,
    memory_mb: d.memory_limit / 1024 / 1024,
    acm_content: d.acm_content,
    tpl_content: d.tpl_content,
    tpl_signature: d.tpl ? JSON.stringify(d.tpl) : '',
    samples: d.samples.length ? d.samples : [{ input: '', output: '' }],
    checker_id: d.checker_id ?? '',
    visible: d.visible,
    free: d.free,
    tags: d.tags,
  };
}

export function toForm(v: EditValues): ProblemForm {
  return {
    no: v.no,
    title: v.title,
    category_id: v.category_id,
    level: v.level,
    time_limit: v.time_limit,
    memory_limit: Math.round(v.memory_mb * 1024 * 1024),
    acm_content: v.acm_content ?? '',
    tpl_content: v.tpl_content ?? '',
    tpl_signature: v.tpl_signature ?? '',
    samples: JSON.stringify((v.samples ?? []).filter((s) => s && (s.input || s.output))),
    checker_id: v.checker_id ?? '',
    visible: v.visible ? 1 : 0,
    free: v.free ? 1 : 0,
    tags: normalizeTags(v.tags ?? []),
  };
}

/** /admin/oj/problem/:pid — `new` creates; field errors come back per field (4220). */
export function useProblemEdit() {
  const { params } = useRouter();
  const pid = String(params.pid ?? 'new');
  const creating = pid === 'new';
  const [initial, setInitial] = useState<EditValues | null>(creating ? EMPTY : null);
  const [detail, setDetail] = useState<AdminProblemDetail | null>(null);
  const [cats, setCats] = useState<Category[]>([]);
  const [checkers, setCheckers] = useState<CheckerRow[]>([]);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void adminCategories({ silent: true }).then(setCats, () => undefined);
    void adminCheckers({ silent: true }).then(setCheckers, () => undefined);
    if (!creating)
      adminProblem(pid, { silent: true }).then(
        (d) => {
          setDetail(d);
          setInitial(toValues(d));
        },
        (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'),
      );
  }, [pid, creating]);

  const save = async (v: EditValues): Promise<{ field: string; message: string }[]> => {
    setSaving(true);
    try {
      const d = creating ? await adminCreateProblem(toForm(v)) : await adminUpdateProblem(pid, toForm(v));
      setDetail(d);
      if (creating) go(`/admin/oj/problem/${d.problem_id}`, { replace: true });
      return [];
    } catch (e) {
      return e instanceof ApiError ? e.errors : [];
    } finally {
      setSaving(false);
    }
  };

  return { pid, creating, initial, detail, cats, checkers, error, saving, save };
}
