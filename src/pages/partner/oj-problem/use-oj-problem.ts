import Taro, { useRouter } from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';
import type { JudgeLang } from '../../../../types/judge';
import { parseTagInput, tagsError } from '../../../../types/oj-tags';
import type { ProblemInfoDraft, TemplateRunView } from '../../../../types/partner';
import { fetchPartnerProblem, fetchTemplateRun, runTemplate, saveTemplate } from '../../../services/api/partner';
import { useLoad } from '../shared/use-load';

const POLL_MS = 800;

/**
 * /partner/oj/problem/:problemId: the problem's information and a starter template per permitted
 * language; a solution written in the template must pass the problem's data before saving.
 */
export function useOjProblem() {
  const { params } = useRouter();
  const problemId = String(params.problemId ?? '');
  const claimId = params.claim_id ? String(params.claim_id) : undefined;
  const fromVersion = params.template_id ? String(params.template_id) : '';
  const s = useLoad(() => fetchPartnerProblem(problemId, { silent: true }), [problemId]);
  const [lang, setLang] = useState<JudgeLang | ''>('');
  const [code, setCode] = useState('');
  const [solution, setSolution] = useState('');
  const [info, setInfo] = useState<ProblemInfoDraft | null>(null);
  const [editInfo, setEditInfo] = useState(false);
  /** the tags as typed (`数组，哈希表`); parsed when saving */
  const [tagText, setTagText] = useState<string | null>(null);
  const [run, setRun] = useState<TemplateRunView | null>(null);
  const [ran, setRan] = useState<{ solution: string; lang: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const p = s.data;
    if (!p) return;
    const v = p.versions.find((x) => x.template_id === fromVersion) ?? p.versions[0];
    setLang((cur) => cur || v?.lang || p.lang_permits[0] || '');
    if (v && !code) {
      setCode(v.code);
      setSolution(v.solution);
    }
    setInfo((cur) => cur ?? v?.info ?? { statement_acm: p.statement_acm, statement_tpl: p.statement_tpl, tpl_signature: p.tpl_signature, tags: p.tags });
    setTagText((cur) => cur ?? (v?.info?.tags ?? p.tags).join('，'));
  }, [s.data, fromVersion]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const poll = (runId: string) => {
    fetchTemplateRun(runId, { silent: true })
      .then((r) => {
        setRun(r);
        if (r.status !== 'done') timer.current = setTimeout(() => poll(runId), POLL_MS);
        else setBusy(false);
      })
      .catch(() => setBusy(false));
  };

  const startRun = () => {
    if (busy || !lang || !solution.trim()) return;
    setBusy(true);
    setRun(null);
    const snapshot = { solution, lang };
    runTemplate({ problem_id: problemId, lang, solution })
      .then(({ run_id }) => {
        setRan(snapshot);
        setRun({ run_id, status: 'pending', verdict: null, passed: 0, total: 0, compile_output: '' });
        poll(run_id);
      })
      .catch(() => setBusy(false));
  };

  const passed = !!run && run.status === 'done' && run.verdict === 'AC' && ran?.solution === solution && ran.lang === lang;
  const tags = parseTagInput(tagText ?? '');
  const tagProblem = editInfo ? tagsError(tags) : '';
  const save = () => {
    if (busy || !passed || !lang || !run) return;
    if (tagProblem) {
      void Taro.showToast({ title: tagProblem, icon: 'none' });
      return;
    }
    setBusy(true);
    saveTemplate({ problem_id: problemId, lang, code, solution, run_id: run.run_id, info: editInfo && info ? { ...info, tags } : undefined, claim_id: claimId })
      .then((v) => {
        void Taro.showToast({ title: `已保存为第 ${v.version} 版，等待审核`, icon: 'none' });
        s.reload();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return { ...s, problemId, claimId, lang, setLang, code, setCode, solution, setSolution, info, setInfo, editInfo, setEditInfo, tagText: tagText ?? '', setTagText, tags, tagProblem, run, passed, busy, startRun, save };
}
