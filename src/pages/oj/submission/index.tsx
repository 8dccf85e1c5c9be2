import { Text, View } from '@tarojs/components';
import { VERDICT_LABEL, Verdict, langLabel } from '../../../../types/judge';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { CODE_MODE_LABEL } from '../../../stores/prefs.store';
import { elapsed, formatDate } from '../../../utils/format';
import { useSubmission } from './use-submission';
import './index.scss';

export default function SubmissionPage() {
  return (
    <PageShell name='ojSubmission'>
      <SubmissionView />
    </PageShell>
  );
}

function SubmissionView() {
  const { load, reload } = useSubmission();
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  const s = load.s;
  const r = s.result;
  const ok = r.verdict === Verdict.AC;
  return (
    <View className='oj-sub'>
      <View className='card oj-sub__head'>
        <Text className={`oj-sub__verdict ${ok ? 'oj-sub__verdict--ok' : ''}`}>{r.status === 'done' && r.verdict ? `${r.verdict} · ${VERDICT_LABEL[r.verdict]}` : '评测中...'}</Text>
        <Text className='oj-sub__problem' onClick={() => go(`/oj/problem/${s.problem_id}`)}>
          {s.problem_no}. {s.problem_title}
        </Text>
        <View className='oj-sub__meta'>
          <Text>提交 #{s.submission_id}</Text>
          <Text>{langLabel(s.lang)}</Text>
          <Text>{CODE_MODE_LABEL[s.code_mode]}</Text>
          <Text>用时 {elapsed(r.time_ms)}</Text>
          <Text>内存 {(r.memory_kb / 1024).toFixed(1)}MB</Text>
          <Text>得分 {r.score}</Text>
          <Text>{formatDate(s.created_at)}</Text>
        </View>
        {r.failed_case !== null && <Text className='oj-sub__failed'>第一个未通过的测试点：#{r.failed_case}</Text>}
      </View>
      {r.cases.length > 0 && (
        <View className='card oj-sub__cases'>
          {r.cases.map((c) => (
            <View key={c.id} className='oj-sub__case'>
              <Text>#{c.id}</Text>
              <Text className={c.verdict === Verdict.AC ? 'oj-sub__ok' : 'oj-sub__bad'}>{VERDICT_LABEL[c.verdict]}</Text>
              <Text>{elapsed(c.time_ms)}</Text>
              <Text>{(c.memory_kb / 1024).toFixed(1)}MB</Text>
              <Text className='oj-sub__msg'>{c.message ?? ''}</Text>
            </View>
          ))}
        </View>
      )}
      {r.compile_output && (
        <View className='card'>
          <Text className='oj-sub__label'>编译信息</Text>
          <Text className='oj-sub__pre'>{r.compile_output}</Text>
        </View>
      )}
      <View className='card'>
        <Text className='oj-sub__label'>代码</Text>
        <Text className='oj-sub__pre' userSelect>
          {s.code}
        </Text>
      </View>
    </View>
  );
}
