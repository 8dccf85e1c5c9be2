import { useEffect, useMemo, useRef, useState } from 'react';
import type { ExamAnswer, PaperQuestion } from '../../../../types/exam';
import { TPL_LANGS, type JudgeLang } from '../../../../types/judge';
import type { LanguageRow } from '../../../../types/oj';
import { examProgramRun, examProgramSubmit } from '../../../services/api/exam';
import { languages as fetchLanguages, problemSnippet } from '../../../services/api/oj';
import { readItem, writeItem } from '../../../services/storage';
import type { CodeMode } from '../../../stores/prefs.store';
import type { JudgeApi, JudgeInput } from '../../oj/problem/use-judge';
import type { EditorWorkspace } from '../../oj/problem/use-workspace';

const LANG_KEY = 'ojLang';
let langCache: LanguageRow[] | null = null;

/**
 * The OJ editor pane's workspace for an exam's programming question: the question's fixed mode,
 * the code restored from the saved answer (else the starter or the language's template), every
 * change handed to the paper's autosave, and run/submit through the exam's calls.
 */
export function useProgram(eid: string, q: PaperQuestion, saved: ExamAnswer | undefined, onAnswer: (a: ExamAnswer) => void) {
  const mode = (q.code_mode ?? 1) as CodeMode;
  const savedCode = saved && 'code' in saved ? saved : null;
  const [langs, setLangs] = useState<LanguageRow[]>(langCache ?? []);
  const [lang, setLangState] = useState<JudgeLang>(savedCode?.lang ?? readItem<JudgeLang>(LANG_KEY) ?? 'cpp');
  const [code, setCodeState] = useState(savedCode?.code ?? '');
  const filled = useRef(Boolean(savedCode));

  useEffect(() => {
    if (langCache) return;
    void fetchLanguages({ silent: true }).then((l) => {
      langCache = l;
      setLangs(l);
    });
  }, []);
  const usable = useMemo(() => langs.filter((l) => mode === 1 || TPL_LANGS.includes(l.lang)), [langs, mode]);
  const effective: JudgeLang = usable.some((l) => l.lang === lang) || !usable.length ? lang : usable[0].lang;

  const template = (l: JudgeLang) => (q.starter ? Promise.resolve(q.starter) : problemSnippet(q.problem_id ?? '', mode, l, { silent: true }).then((r) => r.code).catch(() => ''));
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    void template(effective).then((c) => setCodeState((cur) => cur || c));
  }, [effective]);

  const setCode = (c: string) => {
    setCodeState(c);
    onAnswer({ lang: effective, code_mode: mode, code: c });
  };
  const setLang = (l: JudgeLang) => {
    writeItem(LANG_KEY, l);
    setLangState(l);
    onAnswer({ lang: l, code_mode: mode, code });
  };
  const resetCode = () => void template(effective).then(setCode);

  const w: EditorWorkspace = { pid: q.problem_id ?? '', codeMode: mode, setCodeMode: () => undefined, modeSupported: true, langs: usable, lang: effective, setLang, code, setCode, resetCode };
  const api: JudgeApi = useMemo(() => {
    const body = (i: JudgeInput) => ({ exam_id: eid, item_id: q.item_id, lang: i.lang, code: i.code, ...(i.input ? { input: i.input, output: i.output ?? '' } : {}) });
    return { submit: (i) => examProgramSubmit(body(i), { silent: true }), run: (i) => examProgramRun(body(i), { silent: true }) };
  }, [eid, q.item_id]);
  return { w, api };
}
