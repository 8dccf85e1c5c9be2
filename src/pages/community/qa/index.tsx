import { Text, View } from '@tarojs/components';
import Avatar from '../../../components/avatar';
import NoticeBadge from '../../../components/notice-badge';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { useNoticeStore } from '../../../stores/notice.store';
import { SYSTEM_NOTICE_LABEL } from '../../../../types/notice';
import { timeAgo } from '../../../utils/format';
import { QA_TABS, unreadOn } from './qa-tabs';
import { useQa, type QaItem } from './use-qa';
import '../../../components/community/index.scss';
import './index.scss';

/** /study/qa (答疑/讨论): Q&A notifications and the other notices, with unread counts per tab. */
export default function QaPage() {
  return (
    <PageShell name='studyQa'>
      <Qa />
    </PageShell>
  );
}

function Row({ n }: { n: QaItem }) {
  if (n.kind === 'system') {
    return (
      <View className={`qa__item ${n.read ? '' : 'qa__item--unread'}`}>
        <Text className='qa__tag'>{SYSTEM_NOTICE_LABEL[n.type] ?? '通知'}</Text>
        {n.title && <Text className='qa__title'>{n.title}</Text>}
        <Text className='qa__content'>{n.content}</Text>
        <Text className='qa__time'>{timeAgo(n.created_at)}</Text>
      </View>
    );
  }
  return (
    <View className={`qa__item ${n.read ? '' : 'qa__item--unread'}`} onClick={() => n.link && go(n.link)}>
      <View className='qa__head'>
        {n.from ? <Avatar src={n.from.head_img_url} name={n.from.nick_name} size={28} /> : <Text className='qa__tag'>通知</Text>}
        <Text className='qa__name'>{n.from?.nick_name ?? '码途'}</Text>
        <Text className='qa__time'>{timeAgo(n.created_at)}</Text>
      </View>
      <Text className='qa__content'>{n.content}</Text>
      {n.title && <Text className='qa__topic'>《{n.title}》</Text>}
    </View>
  );
}

function Qa() {
  const s = useQa();
  const counts = useNoticeStore((st) => st.counts);
  return (
    <View className='community-page qa'>
      <View className='qa__tabs'>
        {QA_TABS.map((t) => (
          <View key={t.key} className={`qa__tab ${t.key === s.tab ? 'qa__tab--on' : ''}`} onClick={() => s.setTab(t.key)}>
            <Text>{t.label}</Text>
            <NoticeBadge count={unreadOn(t.key, counts)} className='qa__badge' />
          </View>
        ))}
      </View>
      {s.list.load.status === 'error' && !s.list.items.length && <ErrorState text={s.list.load.message} onRetry={s.list.reload} />}
      {s.list.load.status === 'loading' && !s.list.items.length && <Loading />}
      {s.list.load.status === 'ready' && !s.list.items.length && <Empty text='暂时没有消息，去星球提问或参与讨论，回复会出现在这里' action={{ text: '去星球', path: '/planet' }} />}
      {s.list.items.map((n) => (
        <Row key={`${n.kind}${n.id}`} n={n} />
      ))}
      {s.list.hasMore && (
        <Text className='community-page__more' onClick={s.list.more}>
          加载更多
        </Text>
      )}
    </View>
  );
}
