import { Text, View } from '@tarojs/components';
import type { CommentRow } from '../../../types/community';
import { timeAgo } from '../../utils/format';
import Avatar from '../avatar';
import ImageGrid from './image-grid';
import Markdown from '../markdown';
import type { ReplyTarget } from './use-comment-box';

interface Props {
  comments: CommentRow[];
  onReply(t: ReplyTarget): void;
  onLike(c: CommentRow): void;
  onDelete(c: CommentRow): void;
  onMoreReplies(c: CommentRow): void;
}

function Item({ c, parent, props }: { c: CommentRow; parent: CommentRow; props: Props }) {
  return (
    <View className={`comment ${c.level === 2 ? 'comment--reply' : ''}`}>
      <Avatar src={c.author.head_img_url} name={c.author.nick_name} size={c.level === 2 ? 24 : 32} />
      <View className='comment__main'>
        <View className='comment__head'>
          <Text className='comment__name'>{c.author.nick_name}</Text>
          {c.level === 2 && c.to_user && c.to_reply_id !== parent.comment_id && <Text className='comment__to'> 回复 {c.to_user.nick_name}</Text>}
          {!c.public && <Text className='comment__hidden'>仅自己可见</Text>}
        </View>
        <Markdown className='comment__content' source={c.content} />
        <ImageGrid images={c.images} />
        <View className='comment__actions'>
          <Text className='comment__time'>{timeAgo(c.created_at)}</Text>
          <Text className={`comment__action ${c.liked ? 'comment__action--on' : ''}`} onClick={() => props.onLike(c)}>
            {c.liked ? '已赞' : '点赞'} {c.like_count || ''}
          </Text>
          <Text className='comment__action' onClick={() => props.onReply({ parent, to: c })}>
            回复
          </Text>
          {c.can_delete && (
            <Text className='comment__action comment__action--danger' onClick={() => props.onDelete(c)}>
              删除
            </Text>
          )}
        </View>
      </View>
    </View>
  );
}

/** Comments with their replies (SPEC §2 comment list): like, reply, delete (after confirming). */
export default function CommentList(props: Props) {
  return (
    <View className='comment-list'>
      {props.comments.map((c) => (
        <View key={c.comment_id} className='comment-list__thread'>
          <Item c={c} parent={c} props={props} />
          {(c.replies ?? []).map((r) => (
            <Item key={r.comment_id} c={r} parent={c} props={props} />
          ))}
          {c.reply_count > (c.replies?.length ?? 0) && (
            <Text className='comment-list__more' onClick={() => props.onMoreReplies(c)}>
              查看全部 {c.reply_count} 条回复
            </Text>
          )}
        </View>
      ))}
    </View>
  );
}
