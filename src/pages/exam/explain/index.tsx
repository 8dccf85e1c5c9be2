import { useRouter } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import { QUESTION_TYPE_LABEL, QuestionType, type ExamAnswer, type ExamExplain, type ExplainQuestion } from '../../../../types/exam';
import { langLabel } from '../../../../types/judge';
import ExamTabs from '../../../components/exam/exam-tabs';
import Markdown from '../../../components/markdown';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { examExplain } from '../../../services/api/exam';
import { ApiError } from '../../../services/request';
import '../../../components/exam/index.scss';
import './index.scss';

const LETTERS = 'ABCDEFGH';

export default function ExamExplainPage() {
  return (
    <PageShell name='examExplain'>
      <Explain />
    </PageShell>
  );
}

type Load = { status: 'loading' } | { status: 'ready'; data: ExamExplain } | { status: 'error'; message: string; code: number };

function Explain() {
  const { params } = useRouter();
  const eid = String(params.eid ?? '');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    examExplain(eid, { silent: true })
      .then((data) => setLoad({ status: 'ready', data }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败', code: e instanceof ApiError ? e.code : 0 }));
  }, [eid]);
  useEffect(reload, [reload]);
  return (
    <View className='exam-page exam-explain'>
      <ExamTabs eid={eid} on='explain' />
      {load.status === 'loading' && <Loading />}
      {load.status === 'error' && <ErrorState text={load.message} onRetry={load.code === 4003 || load.code === 4004 ? undefined : reload} />}
      {load.status === 'ready' && load.data.questions.map((q) => <Item key={q.item_id} q={q} />)}
    </View>
  );
}

function answerText(q: ExplainQuestion, a: ExamAnswer | null): string {
  if (!a) return q.type === QuestionType.PROGRAM ? '见提交记录' : '未作答';
  if ('choice' in a) return LETTERS[a.choice] ?? '';
  if ('choices' in a) return a.choices.map((c) => LETTERS[c]).join('');
  if ('value' in a) return a.value ? '正确' : '错误';
  if ('blanks' in a) return a.blanks.join('；') || '未作答';
  return `已提交 ${langLabel(a.lang)} 代码`;
}

function Item({ q }: { q: ExplainQuestion }) {
  return (
    <View className='card exam-explain__item'>
      <View className='exam-explain__head'>
        <Text className='exam-explain__no'>第 {q.no} 题</Text>
        <Text className='tag'>{QUESTION_TYPE_LABEL[q.type]}</Text>
        <Text className='exam-page__muted'>
          得分 {q.my_score}/{q.score}
        </Text>
      </View>
      <Text className='exam-explain__title'>{q.title}</Text>
      <Markdown source={q.content} />
      {q.options.map((o) => (
        <View key={o.index} className='exam-explain__option'>
          <Text>{LETTERS[o.index]}. </Text>
          <Markdown source={o.text} />
        </View>
      ))}
      {q.type !== QuestionType.PROGRAM && (
        <View className='exam-explain__answers'>
          <Text>
            正确答案：<Text className='exam-explain__right'>{answerText(q, q.correct_answer)}</Text>
          </Text>
          <Text>
            我的答案：<Text className={q.my_score === q.score ? 'exam-explain__right' : 'exam-explain__wrong'}>{answerText(q, q.my_answer)}</Text>
          </Text>
        </View>
      )}
      <View className='exam-explain__box'>
        <Text className='exam-explain__label'>解析</Text>
        <Markdown source={q.explanation || '暂无解析'} />
      </View>
    </View>
  );
}
