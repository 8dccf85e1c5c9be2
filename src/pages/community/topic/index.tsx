import { View } from '@tarojs/components';
import PageShell from '../../../layouts/page-shell';
import { TopicView } from './topic-view';
import './index.scss';

/** /topic/:id: the topic, like/favorite, edit/delete for its author, comments and replies. */
export default function TopicPage() {
  return (
    <PageShell name='topic'>
      <View className='topic-screen'>
        <TopicView />
      </View>
    </PageShell>
  );
}
