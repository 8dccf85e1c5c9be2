import { Text, View } from '@tarojs/components';
import Avatar from '../../../components/avatar';
import { usePaged } from '../../../components/community/use-paged';
import Markdown from '../../../components/markdown';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { listSquare } from '../../../services/api/community';
import type { SquareRow } from '../../../../types/community';
import { timeAgo } from '../../../utils/format';
import '../../../components/community/index.scss';
import './index.scss';

/** /comment-square: the newest public comments across the community, open to visitors. */
export default function CommentSquarePage() {
  return (
    <PageShell name='commentSquare'>
      <Square />
    </PageShell>
  );
}

function Square() {
  const list = usePaged<SquareRow>((page_no) => listSquare({ page_no, page_size: 20 }, { silent: true }), 'square');
  if (list.load.status === 'error' && !list.items.length) return <ErrorState text={list.load.message} onRetry={list.reload} />;
  if (list.load.status === 'loading' && !list.items.length) return <Loading />;
  if (!list.items.length) return <Empty text='广场上还没有评论，去星球发第一条讨论吧' action={{ text: '去星球', path: '/planet' }} />;
  return (
    <View className='community-page square'>
      {list.items.map((c) => (
        <View key={c.comment_id} className='square__item'>
          <View className='square__head'>
            <Avatar src={c.author.head_img_url} name={c.author.nick_name} size={28} />
            <Text className='square__name'>{c.author.nick_name}</Text>
            <Text className='square__time'>{timeAgo(c.created_at)}</Text>
          </View>
          <Markdown source={c.content} />
          <Text className='square__topic' onClick={() => go(`/topic/${c.topic_id}`)}>
            评论于《{c.topic_title}》
          </Text>
        </View>
      ))}
      {list.hasMore && (
        <Text className='community-page__more' onClick={list.more}>
          加载更多
        </Text>
      )}
    </View>
  );
}
