import { Text, View } from '@tarojs/components';
import Avatar from '../../../components/avatar';
import CommentBox from '../../../components/community/comment-box';
import CommentList from '../../../components/community/comment-list';
import ImageGrid from '../../../components/community/image-grid';
import { useCommentBox } from '../../../components/community/use-comment-box';
import Markdown from '../../../components/markdown';
import { ErrorState, Loading } from '../../../components/state';
import { go } from '../../../platform/navigation';
import { CONTENT_TYPE_LABEL } from '../../../../types/community';
import { formatDate } from '../../../utils/format';
import { useTopic } from './use-topic';
import '../../../components/community/index.scss';
import './topic-view.scss';

/** The topic with its comments; other pages embed it with their own topic id (an exam's discussion). */
export function TopicView({ topicId }: { topicId?: string }) {
  const s = useTopic(topicId);
  const box = useCommentBox(s.id, (row, target) => s.posted(row, target?.parent ?? null));
  if (s.load.status === 'error') return <ErrorState text={s.load.message} onRetry={s.load.code === 4003 || s.load.code === 4004 ? undefined : s.reload} />;
  if (!s.topic) return <Loading />;
  const t = s.topic;
  return (
    <View className='community-page topic-page'>
      <View className='topic-page__card'>
        <Text className='topic-page__title'>{t.title}</Text>
        <View className='topic-page__meta'>
          <Avatar src={t.author.head_img_url} name={t.author.nick_name} size={28} />
          <Text className='topic-page__author'>{t.author.nick_name}</Text>
          <Text className='topic-page__time'>{formatDate(t.created_at)}</Text>
          <Text className='topic-page__cate'>{CONTENT_TYPE_LABEL[t.cate_type] ?? ''}</Text>
        </View>
        <Markdown source={t.content} />
        <ImageGrid images={t.images} />
        <View className='topic-page__actions'>
          <Text className={`topic-page__action ${t.liked ? 'topic-page__action--on' : ''}`} onClick={() => void s.like()}>
            {t.liked ? '已赞' : '点赞'} {t.like_count}
          </Text>
          <Text className={`topic-page__action ${t.favorited ? 'topic-page__action--on' : ''}`} onClick={() => void s.favorite()}>
            {t.favorited ? '已收藏' : '收藏'} {t.favorite_count}
          </Text>
          {t.can_edit && (
            <Text className='topic-page__action' onClick={() => go(`/topic/edit/${t.cate}?topic_id=${t.topic_id}`)}>
              编辑
            </Text>
          )}
          {t.can_delete && (
            <Text className='topic-page__action topic-page__action--danger' onClick={() => void s.remove()}>
              删除
            </Text>
          )}
        </View>
      </View>
      <View className='topic-page__comments'>
        <Text className='topic-page__heading'>评论 {t.comment_count}</Text>
        <CommentBox box={box} topicId={s.id} />
        <CommentList comments={s.comments.items} onReply={box.replyTo} onLike={(c) => void s.likeComment(c)} onDelete={(c) => void s.deleteComment(c)} onMoreReplies={(c) => void s.moreReplies(c)} />
        {s.comments.load.status === 'loading' && <Loading />}
        {s.comments.load.status === 'ready' && !s.comments.items.length && <Text className='topic-page__empty'>还没有评论，来说两句吧</Text>}
        {s.comments.hasMore && (
          <Text className='community-page__more' onClick={s.comments.more}>
            加载更多评论
          </Text>
        )}
      </View>
    </View>
  );
}
