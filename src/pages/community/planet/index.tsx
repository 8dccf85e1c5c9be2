import { Text, View } from '@tarojs/components';
import TopicFeed from '../../../components/community/topic-feed';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { usePlanet } from './use-planet';
import './index.scss';

/** /planet (星球): boards, their tags and topics; 发帖 opens the editor on the chosen board. */
export default function PlanetPage() {
  return (
    <PageShell name='planet'>
      <Planet />
    </PageShell>
  );
}

function Planet() {
  const s = usePlanet();
  if (s.load.status === 'error') return <ErrorState text={s.load.message} onRetry={s.reload} />;
  if (s.load.status === 'loading') return <Loading />;
  if (!s.board) return <Empty text='星球还没有开放的版块，先去题库练练手' action={{ text: '去题库', path: '/oj' }} />;
  return (
    <View className='community-page planet'>
      <View className='planet__boards'>
        {s.boards.map((b) => (
          <Text key={b.id} className={`planet__board ${b.id === s.board!.id ? 'planet__board--on' : ''}`} onClick={() => s.choose(b.id)}>
            {b.name}
          </Text>
        ))}
      </View>
      {s.board.description && <Text className='planet__desc'>{s.board.description}</Text>}
      {s.board.tags.length > 0 && (
        <View className='planet__tags'>
          {s.board.tags.map((t) => (
            <Text key={t.id} className={`planet__tag ${t.id === s.tag?.id ? 'planet__tag--on' : ''}`} onClick={() => s.chooseTag(t.id)}>
              #{t.name}
            </Text>
          ))}
        </View>
      )}
      <View className='community-page__bar'>
        <Text className='planet__count'>{s.board.topic_count} 个帖子</Text>
        <View className='btn btn--primary planet__post' onClick={() => go(`/topic/edit/${s.cate}`)}>
          发帖
        </View>
      </View>
      <TopicFeed query={{ cate: s.cate }} />
    </View>
  );
}
