import { useRouter } from '@tarojs/taro';
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import ExamTabs from '../../../components/exam/exam-tabs';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { examDetail } from '../../../services/api/exam';
import { ApiError } from '../../../services/request';
import { TopicView } from '../../community/topic/topic-view';
import '../../../components/exam/index.scss';
import './index.scss';

export default function ExamCommentPage() {
  return (
    <PageShell name='examComment'>
      <Comment />
    </PageShell>
  );
}

/** The exam's discussion: its community topic with comments and replies (the topic page itself). */
function Comment() {
  const { params } = useRouter();
  const eid = String(params.eid ?? '');
  const [state, setState] = useState<{ topicId: string | null } | { error: string } | null>(null);
  useEffect(() => {
    examDetail(eid, { silent: true })
      .then((e) => setState({ topicId: e.topic_id }))
      .catch((e: unknown) => setState({ error: e instanceof ApiError ? e.message : '加载失败' }));
  }, [eid]);
  return (
    <View className='exam-page exam-comment'>
      <ExamTabs eid={eid} on='comment' />
      {!state && <Loading />}
      {state && 'error' in state && <ErrorState text={state.error} />}
      {state && 'topicId' in state && (state.topicId ? <TopicView topicId={state.topicId} /> : <Empty text='本场考试没有讨论区，可以去星球交流' action={{ text: '去星球', path: '/planet' }} />)}
    </View>
  );
}
