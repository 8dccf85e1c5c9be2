import { Text, View } from '@tarojs/components';
import { CodeMode, VERDICT_LABEL, Verdict, type CaseResult } from '../../../../../types/judge';
import type { RunResult } from '../../../../../types/oj';

function Block({ title, text, tone }: { title: string; text: string; tone?: 'bad' | 'muted' }) {
  return (
    <View className={`oj-run__block${tone ? ` oj-run__block--${tone}` : ''}`}>
      <Text className='oj-run__title'>{title}</Text>
      <Text className='oj-run__pre'>{text === '' ? '（空）' : text}</Text>
    </View>
  );
}

/**
 * Run-on-samples: per case the input, then the program's output next to the expected output
 * (stacked on narrow screens), and what it printed to stderr. In TPL mode the output is the
 * function's return value and the learner's prints are shown apart as 调试输出.
 */
export default function RunCases({ result }: { result: RunResult }) {
  const tpl = result.code_mode === CodeMode.TPL;
  return (
    <View className='oj-run'>
      {result.cases.map((c: CaseResult) => {
        const sample = result.samples[c.id - 1];
        const ok = c.verdict === Verdict.AC;
        return (
          <View key={c.id} className={`oj-run__case oj-run__case--${ok ? 'ok' : 'bad'}`}>
            <Text className='oj-run__head'>
              样例 {c.id}：{ok ? '通过' : (c.message ?? VERDICT_LABEL[c.verdict])}
            </Text>
            {sample && <Block title='输入' text={sample.input.replace(/\n$/, '')} />}
            <View className='oj-run__pair'>
              <Block title={tpl ? '你的返回值' : '你的输出'} text={(c.stdout ?? '').replace(/\n$/, '')} tone={ok ? undefined : 'bad'} />
              {sample && <Block title='期望输出' text={sample.output.replace(/\n$/, '')} />}
            </View>
            {c.stderr ? <Block title={tpl ? '调试输出（print 等）' : '标准错误'} text={c.stderr.replace(/\n$/, '')} tone='muted' /> : null}
          </View>
        );
      })}
    </View>
  );
}
