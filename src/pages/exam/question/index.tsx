import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { QuestionType } from '../../../../types/exam';
import SplitPanel from '../../../components/split-panel';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { useIsDesktop } from '../../../platform/viewport';
import ExamBar from './components/exam-bar';
import Navigator from './components/navigator';
import ProgramPane from './components/program-pane';
import QuestionBody from './components/question-body';
import { usePaper, type Paper } from './use-paper';
import '../../../components/exam/index.scss';
import './index.scss';

export default function ExamQuestionPage() {
  return (
    <PageShell name='examQuestion'>
      <Question />
    </PageShell>
  );
}

/**
 * Desktop: the exam bar, then the question beside the navigator — programming questions in the
 * OJ split (statement | editor). Phones and the mini-program: one question per screen with a
 * bottom navigator.
 */
function Question() {
  const p = usePaper();
  const desktop = useIsDesktop();
  const [sheet, setSheet] = useState(false);
  if (p.load.status === 'loading') return <Loading />;
  if (p.load.status === 'error') return <ErrorState text={p.load.message} onRetry={p.reload} />;
  const a = p.load.attempt;
  if (a.state !== 'in_progress') {
    return (
      <View className='exam-page'>
        <View className='card exam-done'>
          <Text className='exam-page__title'>本次作答已交卷</Text>
          <View className='btn btn--primary' onClick={() => go(`/exam/${p.eid}/result`, { replace: true })}>
            查看成绩
          </View>
        </View>
      </View>
    );
  }
  const q = a.questions[p.index];
  const body = <QuestionBody q={q} answer={p.answers[q.item_id]} onChange={(v) => p.setAnswer(q.item_id, v)} flagged={p.flags.includes(q.item_id)} onFlag={() => p.toggleFlag(q.item_id)} />;
  const program = q.type === QuestionType.PROGRAM && (
    <ProgramPane key={q.item_id} eid={p.eid} q={q} answer={p.answers[q.item_id]} onAnswer={(v) => p.setAnswer(q.item_id, v)} judgings={p.judgings[q.item_id] ?? []} onSubmitted={(sid) => p.addJudging(q.item_id, sid)} height={desktop ? undefined : 300} />
  );
  const title = `第 ${a.attempt_no} 次作答`;

  if (desktop) {
    return (
      <View className='exam-desk'>
        <ExamBar p={p} title={title} />
        <View className='exam-desk__main'>
          <View className='exam-desk__side'>
            <Navigator p={p} />
            <Steps p={p} />
          </View>
          <View className='exam-desk__content'>
            {program ? (
              <View className='oj-workspace oj-workspace--desktop exam-desk__split'>
                <SplitPanel left={<View className='exam-desk__statement'>{body}</View>} right={program} />
              </View>
            ) : (
              <View className='card exam-desk__card'>{body}</View>
            )}
          </View>
        </View>
      </View>
    );
  }
  return (
    <View className='exam-mobile'>
      <ExamBar p={p} title={title} />
      <View className='exam-mobile__body'>
        <View className='card'>{body}</View>
        {program}
      </View>
      {sheet && (
        <View className='exam-mobile__sheet' onClick={() => setSheet(false)}>
          <View className='exam-mobile__sheet-inner' onClick={(e) => e.stopPropagation()}>
            <Navigator p={p} onPick={() => setSheet(false)} />
          </View>
        </View>
      )}
      <View className='exam-mobile__bottom'>
        <View className={`btn ${p.index === 0 ? 'btn--disabled' : ''}`} onClick={() => p.setIndex(p.index - 1)}>
          上一题
        </View>
        <Text className='exam-mobile__pos' onClick={() => setSheet(true)}>
          {p.index + 1} / {a.questions.length} · 题目导航
        </Text>
        <View className={`btn ${p.index >= a.questions.length - 1 ? 'btn--disabled' : ''}`} onClick={() => p.setIndex(p.index + 1)}>
          下一题
        </View>
      </View>
    </View>
  );
}

function Steps({ p }: { p: Paper }) {
  if (p.load.status !== 'ready') return null;
  const n = p.load.attempt.questions.length;
  return (
    <View className='exam-desk__steps'>
      <View className={`btn ${p.index === 0 ? 'btn--disabled' : ''}`} onClick={() => p.setIndex(p.index - 1)}>
        上一题
      </View>
      <View className={`btn ${p.index >= n - 1 ? 'btn--disabled' : ''}`} onClick={() => p.setIndex(p.index + 1)}>
        下一题
      </View>
    </View>
  );
}
