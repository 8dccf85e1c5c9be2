import { Image, Text, View } from '@tarojs/components';
import type { TopicRow } from '../../../types/community';
import { go } from '../../platform/navigation';
import { timeAgo } from '../../utils/format';
import Avatar from '../avatar';

/** One topic in a list: title, summary, first images, author, counts. */
export default function TopicCard({ topic }: { topic: TopicRow }) {
  return (
    <View className='topic-card' onClick={() => go(`/topic/${topic.topic_id}`)}>
      <View className='topic-card__title'>
        {topic.top && <Text className='topic-card__tag topic-card__tag--top'>置顶</Text>}
        {topic.valuable && <Text className='topic-card__tag'>精华</Text>}
        <Text>{topic.title}</Text>
      </View>
      {topic.summary && <Text className='topic-card__summary'>{topic.summary}</Text>}
      {topic.images.length > 0 && (
        <View className='topic-card__images'>
          {topic.images.slice(0, 3).map((img) => (
            <Image key={img.url} className='topic-card__img' src={img.thumb_url} mode='aspectFill' />
          ))}
        </View>
      )}
      <View className='topic-card__meta'>
        <Avatar src={topic.author.head_img_url} name={topic.author.nick_name} size={20} />
        <Text className='topic-card__author'>{topic.author.nick_name}</Text>
        <Text className='topic-card__time'>{timeAgo(topic.created_at)}</Text>
        <Text className='topic-card__count'>赞 {topic.like_count}</Text>
        <Text className='topic-card__count'>评论 {topic.comment_count}</Text>
      </View>
    </View>
  );
}
