import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import TopicFeed from '../../../components/community/topic-feed';
import { ErrorState } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { ContentType } from '../../../../types/community';
import { encodeCate } from '../../../../types/encoded-id';
import './index.scss';

/** /notebook/:id — my notes on one course (or anything with that id); notes are private. */
export default function NotebookPage() {
  return (
    <PageShell name='notebook'>
      <Notebook />
    </PageShell>
  );
}

function Notebook() {
  const { params } = useRouter();
  const id = String(params.id ?? '');
  if (!/^\d{1,19}$/.test(id)) return <ErrorState text='笔记本不存在' />;
  const cate = encodeCate(ContentType.NOTE, id, 0);
  return (
    <View className='community-page notebook'>
      <View className='community-page__bar'>
        <Text className='community-page__heading'>我的笔记</Text>
        <View className='btn btn--primary' onClick={() => go(`/topic/edit/${cate}`)}>
          写笔记
        </View>
      </View>
      <Text className='notebook__hint'>笔记只有你自己能看到</Text>
      <TopicFeed query={{ cate }} empty='这里还没有笔记，记下你的第一条吧' />
    </View>
  );
}
