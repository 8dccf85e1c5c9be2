import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiCode } from '../../../../types/api';
import { TPL_LANGS, type JudgeLang } from '../../../../types/judge';
import type { LanguageRow, PermitCheck, ProblemDetail } from '../../../../types/oj';
import { checkPermit, languages as fetchLanguages, latestSubmission, problemDetail, problemSnippet } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';
import { readItem, writeItem } from '../../../services/storage';
import { usePrefsStore, type CodeMode } from '../../../stores/prefs.store';

export const TABS = [
  { key: 'description', label: '题目描述' },
  { key: 'std', label: '官方题解' },
  { key: 'explain', label: '统计' },
  { key: 'solution', label: '题解' },
  { key: 'discuz', label: '讨论' },
  { key: 'submission', label: '提交记录' },
] as const;
export type TabKey = (typeof TABS)[number]['key'];

type Load =
  | { status: 'loading' }
  | { status: 'denied'; permit: PermitCheck }
  | { status: 'error'; message: string }
  | { status: 'ready'; detail: ProblemDetail };

const codeKey = (pid: string, mode: CodeMode, lang: JudgeLang) => `ojcode:${pid}:${mode}:${lang}`;
const LANG_KEY = 'ojLang';

/**
 * The problem workspace: permit check, the statement of the current code mode, the language and
 * the code (kept locally per problem, mode and language; starter code when none).
 */
export function useWorkspace(problemId?: string) {
  const { params } = useRouter();
  // a problem set's item page passes the problem of the item; /oj/problem/:pid reads the URL
  const pid = problemId ?? String(params.pid ?? '');
  const initialTab = (TABS.find((t) => t.key === params.tab)?.key ?? 'description') as TabKey;
  const codeMode = usePrefsStore((s) => s.codeMode);
  const setCodeMode = usePrefsStore((s) => s.setCodeMode);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [tab, setTab] = useState<TabKey>(initialTab);
  const [langs, setLangs] = useState<LanguageRow[]>([]);
  const [lang, setLangState] = useState<JudgeLang>(() => readItem<JudgeLang>(LANG_KEY) ?? 'cpp');
  const [code, setCodeState] = useState('');
  const loaded = useRef('');

  const reload = useCallback(() => {
    if (!pid) return;
    setLoad({ status: 'loading' });
    checkPermit(pid, { silent: true })
      .then(async (permit) => {
        if (!permit.allowed) return setLoad({ status: 'denied', permit });
        const [detail, list] = await Promise.all([problemDetail(pid, codeMode, { silent: true }), fetchLanguages({ silent: true })]);
        setLangs(list);
        setLoad({ status: 'ready', detail });
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === ApiCode.FORBIDDEN) return setLoad({ status: 'denied', permit: { allowed: false, via: null, expires_at: null } });
        setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' });
      });
  }, [pid, codeMode]);

  useEffect(reload, [reload]);

  const detail = load.status === 'ready' ? load.detail : null;
  const modeSupported = detail ? detail.content !== null : false;
  /** languages usable in this mode (TPL has no C) */
  const usable = useMemo(() => langs.filter((l) => codeMode === 1 || TPL_LANGS.includes(l.lang)), [langs, codeMode]);
  const effectiveLang: JudgeLang = usable.some((l) => l.lang === lang) ? lang : (usable[0]?.lang ?? lang);

  // code for (problem, mode, language): what the user last typed, else the latest submission, else the starter
  useEffect(() => {
    if (!detail || !modeSupported) return;
    const key = codeKey(pid, codeMode, effectiveLang);
    if (loaded.current === key) return;
    loaded.current = key;
    const saved = readItem<string>(key);
    if (saved) return setCodeState(saved);
    setCodeState('');
    void latestSubmission(pid, codeMode, { silent: true })
      .then((s) => (s && s.lang === effectiveLang ? s.code : problemSnippet(pid, codeMode, effectiveLang, { silent: true }).then((r) => r.code)))
      .then((c) => loaded.current === key && setCodeState(c))
      .catch(() => undefined);
  }, [detail, modeSupported, pid, codeMode, effectiveLang]);

  const setCode = (c: string) => {
    setCodeState(c);
    writeItem(codeKey(pid, codeMode, effectiveLang), c);
  };
  const setLang = (l: JudgeLang) => {
    writeItem(LANG_KEY, l);
    setLangState(l);
  };
  const resetCode = () =>
    void problemSnippet(pid, codeMode, effectiveLang, { silent: true }).then((r) => {
      setCode(r.code);
    });

  return { pid, load, reload, tab, setTab, codeMode, setCodeMode, modeSupported, langs: usable, lang: effectiveLang, setLang, code, setCode, resetCode };
}

export type Workspace = ReturnType<typeof useWorkspace>;
/** What the editor pane needs (an exam's programming question provides the same). */
export type EditorWorkspace = Pick<Workspace, 'pid' | 'codeMode' | 'setCodeMode' | 'modeSupported' | 'langs' | 'lang' | 'setLang' | 'code' | 'setCode' | 'resetCode'>;
