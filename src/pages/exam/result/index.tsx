import { Text, View } from '@tarojs/components';
import { ATTEMPT_STATE_LABEL, QUESTION_TYPE_LABEL } from '../../../../types/exam';
import ExamTabs from '../../../components/exam/exam-tabs';
import { usedText } from '../../../components/exam/format';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { useResult } from './use-result';
import '../../../components/exam/index.scss';
import './index.scss';

export default function ExamResultPage() {
  return (
    <PageShell name='examResult'>
      <Result />
    </PageShell>
  );
}

function Result() {
  const { eid, load, reload } = useResult();
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') {
    return (
      <View className='exam-page'>
        <ExamTabs eid={eid} on='result' />
        {load.code === 4004 ? <Empty text='还没有交卷的作答' action={{ text: '我的考试', path: '/study/exam' }} /> : <ErrorState text={load.message} onRetry={reload} />}
      </View>
    );
  }
  const r = load.result;
  return (
    <View className='exam-page exam-result'>
      <ExamTabs eid={eid} on='result' />
      <View className='card exam-result__score'>
        <Text className='exam-page__title'>{r.title}</Text>
        {r.visible ? (
          <Text className='exam-result__big'>
            {r.score}
            <Text className='exam-result__max'> / {r.max_score} 分</Text>
          </Text>
        ) : (
          <Text className='exam-result__hidden'>已交卷，成绩将按考试规则公布</Text>
        )}
        <Text className='exam-page__muted'>
          {ATTEMPT_STATE_LABEL[r.state]} · 用时 {usedText(r.time_used_sec)}
          {r.judging ? ' · 编程题评测中，分数稍后更新' : ''}
        </Text>
        <View className='exam-result__links'>
          <View className='btn' onClick={() => go(`/exam/${eid}/rank`)}>
            查看排名
          </View>
          {r.explain_open ? (
            <View className='btn btn--primary' onClick={() => go(`/exam/${eid}/explain`)}>
              答案解析
            </View>
          ) : (
            <Text className='exam-page__muted'>解析将在考试结束后开放</Text>
          )}
        </View>
      </View>
      {r.visible && r.tags.length > 0 && (
        <View className='card'>
          <Text className='exam-result__h'>知识点掌握</Text>
          {r.tags.map((t) => (
            <View key={t.tag} className='exam-result__tag'>
              <Text className='exam-result__tag-name'>{t.tag}</Text>
              <View className='exam-result__bar'>
                <View className='exam-result__bar-fill' style={{ width: `${Math.round((t.got / Math.max(1, t.total)) * 100)}%` }} />
              </View>
              <Text className='exam-result__tag-n'>
                {t.got}/{t.total}
              </Text>
              {t.got < t.total && (
                <Text className='exam-result__practice' onClick={() => go(t.link)}>
                  去练习
                </Text>
              )}
            </View>
          ))}
        </View>
      )}
      <View className='card'>
        <Text className='exam-result__h'>每题得分</Text>
        {r.items.map((i) => (
          <View key={i.item_id} className='exam-result__row'>
            <Text className='exam-result__no'>{i.no}</Text>
            <Text className='exam-result__title'>
              {i.title}
              <Text className='tag'>{QUESTION_TYPE_LABEL[i.type]}</Text>
            </Text>
            <Text className={`exam-result__item-score ${r.visible ? (i.correct ? 'exam-result__item-score--ok' : 'exam-result__item-score--bad') : ''}`}>
              {i.pending ? '评测中' : r.visible ? `${i.score}/${i.max}` : `—/${i.max}`}
            </Text>
          </View>
        ))}
      </View>
    </View>
  );
}
