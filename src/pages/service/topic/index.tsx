import { Text, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import type { LiveTopicView } from '../../../../types/course';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { listLiveTopics, voteLiveTopic } from '../../../services/api/course';
import { ApiError } from '../../../services/request';
import './index.scss';

export default function LiveTopicPage() {
  return (
    <PageShell name='serviceTopic'>
      <Topics />
    </PageShell>
  );
}

type Load = { status: 'loading' } | { status: 'ready'; topics: LiveTopicView[] } | { status: 'error'; message: string };

/** 直播选题: learners vote for what the next live lessons cover; chosen topics are marked. */
function Topics() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState('');
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    listLiveTopics(undefined, { silent: true })
      .then((topics) => setLoad({ status: 'ready', topics }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, []);
  useEffect(reload, [reload]);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  if (!load.topics.length) return <Empty text='暂时没有待投票的选题，看看近期直播' action={{ text: '求职辅导首页', path: '/service' }} />;
  const vote = async (id: string) => {
    if (busy) return;
    setBusy(id);
    try {
      const t = await voteLiveTopic(id);
      setLoad({ status: 'ready', topics: load.topics.map((x) => (x.id === id ? t : x)) });
    } catch {
      /* the request layer showed it */
    } finally {
      setBusy('');
    }
  };
  return (
    <View className='live-topics'>
      <Text className='live-topics__tip'>为你想听的主题投票，票数高的会安排进直播。</Text>
      {load.topics.map((t) => (
        <View key={t.id} className='card live-topics__item'>
          <View className='live-topics__body'>
            <Text className='live-topics__title'>
              {t.title}
              {t.chosen && <Text className='tag'>已入选</Text>}
            </Text>
            {t.description && <Text className='live-topics__desc'>{t.description}</Text>}
            <Text className='live-topics__count'>{t.vote_count} 票</Text>
          </View>
          <View className={`btn ${t.voted ? '' : 'btn--primary'} ${busy === t.id ? 'btn--disabled' : ''}`} onClick={() => vote(t.id)}>
            {t.voted ? '取消投票' : '投一票'}
          </View>
        </View>
      ))}
    </View>
  );
}
