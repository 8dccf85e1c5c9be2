import { Text, View } from '@tarojs/components';
import { useEffect } from 'react';
import { VERDICT_LABEL, Verdict, type CaseResult } from '../../../../../types/judge';
import { go } from '../../../../platform/navigation';
import { scrollIntoView } from '../../../../platform/scroll-into-view';
import { useIsDesktop } from '../../../../platform/viewport';
import { elapsed } from '../../../../utils/format';
import type { JudgeState } from '../use-judge';
import RunCases from './run-cases';

function CaseChip({ c }: { c: CaseResult }) {
  return (
    <View className={`oj-case oj-case--${c.verdict === Verdict.AC ? 'ok' : 'bad'}`}>
      <Text className='oj-case__id'>#{c.id}</Text>
      <Text className='oj-case__verdict'>{c.verdict}</Text>
      <Text className='oj-case__meta'>{elapsed(c.time_ms)}</Text>
    </View>
  );
}

const RESULT_ID = 'oj-result';

/** Judging progress case by case, then the verdict with time, memory, failing case and compiler output. */
export default function ResultPanel({ state }: { state: JudgeState }) {
  const desktop = useIsDesktop();
  // on a phone the panel sits below the editor: bring the verdict (or the error) into view when it arrives
  useEffect(() => {
    if (!desktop && (state.kind === 'submitted' || state.kind === 'ran' || state.kind === 'error')) scrollIntoView(RESULT_ID);
  }, [desktop, state.kind]);
  if (state.kind === 'idle') return null;
  if (state.kind === 'sending') return <View className='oj-result'><Text className='oj-result__status'>{state.what === 'run' ? '运行中...' : '提交中...'}</Text></View>;
  if (state.kind === 'error') return <View id={RESULT_ID} className='oj-result oj-result--bad'><Text className='oj-result__status'>{state.message}</Text></View>;
  if (state.kind === 'judging') {
    return (
      <View className='oj-result'>
        <Text className='oj-result__status'>
          评测中... {state.total ? `${state.cases.length}/${state.total}` : ''}
        </Text>
        <View className='oj-result__cases'>{state.cases.map((c) => <CaseChip key={c.id} c={c} />)}</View>
      </View>
    );
  }
  const r = state.result;
  const verdict = r.verdict ?? Verdict.SE;
  const ok = verdict === Verdict.AC;
  const firstTrace = r.cases.find((c) => c.stderr && c.verdict === Verdict.RE);
  const failed = state.kind === 'submitted' ? state.result.failed_case : (r.cases.find((c) => c.verdict !== Verdict.AC)?.id ?? null);
  return (
    <View id={RESULT_ID} className={`oj-result ${ok ? 'oj-result--ok' : 'oj-result--bad'}`}>
      <View className='oj-result__head'>
        <Text className='oj-result__verdict'>{ok ? 'Accepted' : verdict}</Text>
        <Text className='oj-result__label'>{VERDICT_LABEL[verdict]}</Text>
        {state.kind === 'ran' && <Text className='tag'>样例运行</Text>}
      </View>
      {state.kind === 'submitted' && (
        <View className='oj-result__meta'>
          <Text>用时 {elapsed(state.result.time_ms)}</Text>
          <Text>内存 {(state.result.memory_kb / 1024).toFixed(1)}MB</Text>
          <Text>得分 {state.result.score}</Text>
          {failed !== null && <Text>未通过测试点 #{failed}</Text>}
        </View>
      )}
      <View className='oj-result__cases'>{r.cases.map((c) => <CaseChip key={c.id} c={c} />)}</View>
      {state.kind === 'ran' && <RunCases result={state.result} />}
      {state.kind === 'submitted' && firstTrace && (
        <View className='oj-result__sample'>
          <Text>测试点 #{firstTrace.id} 运行错误（{firstTrace.message}）：</Text>
          <Text className='oj-result__pre'>{firstTrace.stderr}</Text>
        </View>
      )}
      {r.compile_output && <Text className='oj-result__compile'>{r.compile_output}</Text>}
      {state.kind === 'submitted' && (
        <Text className='oj-result__link' onClick={() => go(`/oj/submission/${state.result.submission_id}`)}>
          查看提交详情
        </Text>
      )}
    </View>
  );
}
