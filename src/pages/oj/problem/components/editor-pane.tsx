import { Text, Textarea, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import type { SubmissionResult } from '../../../../../types/oj';
import { Empty } from '../../../../components/state';
import CodeEditor from '../../../../components/code-editor';
import { CODE_MODE_LABEL, type CodeMode } from '../../../../stores/prefs.store';
import { MESSAGES } from '../../../../../types/validation';
import { useJudge, type JudgeApi } from '../use-judge';
import type { EditorWorkspace } from '../use-workspace';
import ResultPanel from './result-panel';

interface Props {
  w: EditorWorkspace;
  height?: number;
  /** run/submit elsewhere (an exam's programming question); the OJ's calls by default */
  judgeApi?: JudgeApi;
  onSubmitted?: (submissionId: string) => void;
  /** the answer mode is fixed (exams): no ACM/TPL switch */
  lockMode?: boolean;
  /** a submission got its final verdict (a problem set updates its progress) */
  onJudged?: (r: SubmissionResult) => void;
}

/** Language picker, ACM/TPL switch, the editor, run-on-sample and submit, and the result. */
export default function EditorPane({ w, height, judgeApi, onSubmitted, lockMode, onJudged }: Props) {
  const judge = useJudge(judgeApi, onSubmitted);
  const submitted = judge.state.kind === 'submitted' ? judge.state.result : null;
  useEffect(() => {
    if (submitted) onJudged?.(submitted);
    // once per final result
  }, [submitted]);
  const [custom, setCustom] = useState(false);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const args = { problemId: w.pid, lang: w.lang, codeMode: w.codeMode, code: w.code };

  return (
    <View className='oj-editor'>
      <View className='oj-editor__bar'>
        <View className='oj-editor__modes'>
          {([1, 2] as CodeMode[])
            .filter((m) => !lockMode || m === w.codeMode)
            .map((m) => (
              <Text key={m} className={`oj-editor__mode ${w.codeMode === m ? 'oj-editor__mode--on' : ''}`} onClick={() => m !== w.codeMode && w.setCodeMode(m)}>
                {CODE_MODE_LABEL[m]}
              </Text>
            ))}
        </View>
      </View>
      {w.modeSupported && w.langs.length > 0 && (
        <View className='oj-editor__langs'>
          {w.langs.map((l) => (
            <Text key={l.lang} className={`oj-editor__lang ${l.lang === w.lang ? 'oj-editor__lang--on' : ''}`} onClick={() => w.setLang(l.lang)}>
              {l.name}
            </Text>
          ))}
        </View>
      )}
      {!w.modeSupported ? (
        <Empty text={MESSAGES.modeUnsupported} />
      ) : (
        <>
          <View className='oj-editor__code'>
            <CodeEditor lang={w.lang} value={w.code} onChange={w.setCode} height={height} />
          </View>
          {custom && (
            <View className='oj-editor__custom'>
              <Textarea className='oj-editor__io' value={input} maxlength={2000} placeholder='自测输入' onInput={(e) => setInput(e.detail.value)} />
              <Textarea className='oj-editor__io' value={output} maxlength={2000} placeholder='期望输出' onInput={(e) => setOutput(e.detail.value)} />
            </View>
          )}
          <View className='oj-editor__actions'>
            <Text className='oj-editor__link' onClick={() => setCustom((c) => !c)}>
              {custom ? '使用题目样例' : '自测输入'}
            </Text>
            <Text className='oj-editor__link' onClick={w.resetCode}>
              重置代码
            </Text>
            <View className={`btn oj-editor__run ${judge.busy ? 'btn--disabled' : ''}`} onClick={() => void judge.run({ ...args, ...(custom ? { input, output } : {}) })}>
              运行
            </View>
            <View className={`btn btn--primary oj-editor__submit ${judge.busy || !w.code.trim() ? 'btn--disabled' : ''}`} onClick={() => void judge.submit(args)}>
              {judge.busy && judge.state.kind !== 'idle' && 'what' in judge.state && judge.state.what === 'submit' ? '评测中...' : '提交'}
            </View>
          </View>
          <ResultPanel state={judge.state} />
        </>
      )}
    </View>
  );
}
