import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import type { Page } from '../../../../../types/api';
import type { TopicRow } from '../../../../../types/community';
import { encodeCate } from '../../../../../types/encoded-id';
import { Empty, ErrorState, Loading } from '../../../../components/state';
import { go } from '../../../../platform/navigation';
import { hasPath } from '../../../../routes';
import { problemTopics } from '../../../../services/api/oj';
import { ApiError } from '../../../../services/request';
import { timeAgo } from '../../../../utils/format';

/** Solutions (题解) and discussion (讨论) of a problem: community topics hung on it, pinned first. */
export default function TopicTab({ problemId, cateType, empty }: { problemId: string; cateType: number; empty: string }) {
  const [page, setPage] = useState<Page<TopicRow> | null>(null);
  const [error, setError] = useState('');
  const load = () => {
    setError('');
    problemTopics(problemId, cateType, 1, { silent: true }).then(setPage, (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'));
  };
  useEffect(load, [problemId, cateType]);
  if (error) return <ErrorState text={error} onRetry={load} />;
  if (!page) return <Loading />;
  const canPost = hasPath('/topic/edit/:cate');
  return (
    <View className='oj-topics'>
      {canPost && (
        <View className='btn oj-topics__new' onClick={() => go(`/topic/edit/${encodeCate(cateType, problemId)}`)}>
          {cateType === 5 ? '写题解' : '发起讨论'}
        </View>
      )}
      {page.list.length === 0 ? (
        <Empty text={empty} />
      ) : (
        page.list.map((t) => (
          <View key={t.topic_id} className='oj-topics__item' onClick={() => hasPath('/topic/:id') && go(`/topic/${t.topic_id}`)}>
            <View className='oj-topics__title'>
              {t.top && <Text className='tag oj-topics__top'>{cateType === 5 ? '官方' : '置顶'}</Text>}
              {t.valuable && <Text className='tag'>精华</Text>}
              <Text className='oj-topics__name'>{t.title}</Text>
            </View>
            <Text className='oj-topics__summary'>{t.summary}</Text>
            <Text className='oj-topics__meta'>
              {t.author.nick_name} · {timeAgo(t.created_at)} · 赞 {t.like_count} · 评论 {t.comment_count}
            </Text>
          </View>
        ))
      )}
    </View>
  );
}
