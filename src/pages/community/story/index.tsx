import { Text, View } from '@tarojs/components';
import TopicFeed from '../../../components/community/topic-feed';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { ContentType } from '../../../../types/community';
import { encodeCate } from '../../../../types/encoded-id';
import './index.scss';

const STORIES = encodeCate(ContentType.STORY, 0, 0);

/** /story — learners' stories: read them, share your own. */
export default function StoryPage() {
  return (
    <PageShell name='story'>
      <View className='community-page story'>
        <View className='community-page__bar'>
          <Text className='community-page__heading'>学员故事</Text>
          <View className='btn btn--primary' onClick={() => go(`/topic/edit/${STORIES}`)}>
            分享我的故事
          </View>
        </View>
        <Text className='story__hint'>每一段学习经历，都可能照亮后来的人</Text>
        <TopicFeed query={{ cate_type: ContentType.STORY }} empty='还没有故事，来分享你的学习经历吧' />
      </View>
    </PageShell>
  );
}
