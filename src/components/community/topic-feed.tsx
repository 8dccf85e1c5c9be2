import { Text, View } from '@tarojs/components';
import type { TopicListQuery, TopicRow } from '../../../types/community';
import { listTopics } from '../../services/api/community';
import { Empty, ErrorState, Loading } from '../state';
import TopicCard from './topic-card';
import { usePaged } from './use-paged';
import './index.scss';

/** A paged topic list for any cate (planet board, stories, notes). */
export default function TopicFeed({ query, empty = '还没有帖子，来发第一帖吧' }: { query: TopicListQuery; empty?: string }) {
  const key = JSON.stringify(query);
  const list = usePaged<TopicRow>((page_no) => listTopics({ ...query, page_no, page_size: 20 }, { silent: true }), key);
  if (list.load.status === 'error' && !list.items.length) return <ErrorState text={list.load.message} onRetry={list.reload} />;
  if (list.load.status === 'loading' && !list.items.length) return <Loading />;
  if (!list.items.length) return <Empty text={empty} />;
  return (
    <View className='topic-feed'>
      {list.items.map((t) => (
        <TopicCard key={t.topic_id} topic={t} />
      ))}
      {list.hasMore && (
        <Text className='community-page__more' onClick={list.more}>
          {list.load.status === 'loading' ? '加载中...' : '加载更多'}
        </Text>
      )}
    </View>
  );
}
