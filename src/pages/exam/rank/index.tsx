import { Text, View } from '@tarojs/components';
import type { RankRow } from '../../../../types/exam';
import Avatar from '../../../components/avatar';
import ExamTabs from '../../../components/exam/exam-tabs';
import { usedText } from '../../../components/exam/format';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { RANK_PAGE_SIZE, useRank } from './use-rank';
import '../../../components/exam/index.scss';
import './index.scss';

export default function ExamRankPage() {
  return (
    <PageShell name='examRank'>
      <Rank />
    </PageShell>
  );
}

function Row({ r, mine }: { r: RankRow; mine?: boolean }) {
  return (
    <View className={`exam-rank__row ${mine ? 'exam-rank__row--mine' : ''}`}>
      <Text className={`exam-rank__rank exam-rank__rank--${r.rank <= 3 ? r.rank : 'n'}`}>{r.rank}</Text>
      <Avatar src={r.head_img_url} name={r.nick_name} size={28} />
      <Text className='exam-rank__name'>
        {r.nick_name}
        {mine ? '（我）' : ''}
      </Text>
      <Text className='exam-rank__used'>{usedText(r.time_used_sec)}</Text>
      <Text className='exam-rank__score'>{r.score} 分</Text>
    </View>
  );
}

/** Score desc, then time used; equal score and time share a rank; my row pinned on top. */
function Rank() {
  const { eid, page, setPage, load, reload } = useRank();
  return (
    <View className='exam-page exam-rank'>
      <ExamTabs eid={eid} on='rank' />
      {load.status === 'loading' && <Loading />}
      {load.status === 'error' && <ErrorState text={load.message} onRetry={load.code === 4003 ? undefined : reload} />}
      {load.status === 'ready' && (
        <View className='card'>
          {load.rank.mine && <Row r={load.rank.mine} mine />}
          <View className='exam-rank__head'>
            <Text>名次</Text>
            <Text className='exam-rank__name'>考生</Text>
            <Text className='exam-rank__used'>用时</Text>
            <Text className='exam-rank__score'>得分</Text>
          </View>
          {!load.rank.list.length && <Empty text='还没有人交卷，交卷后排名会出现在这里' action={{ text: '我的考试', path: '/study/exam' }} />}
          {load.rank.list.map((r) => (
            <Row key={r.uid} r={r} mine={r.uid === load.rank.mine?.uid} />
          ))}
          <View className='exam-rank__pager'>
            <View className={`btn ${page <= 1 ? 'btn--disabled' : ''}`} onClick={() => setPage(page - 1)}>
              上一页
            </View>
            <Text className='exam-page__muted'>
              第 {page} 页 · 共 {load.rank.total} 人
            </Text>
            <View className={`btn ${page * RANK_PAGE_SIZE >= load.rank.total ? 'btn--disabled' : ''}`} onClick={() => setPage(page + 1)}>
              下一页
            </View>
          </View>
        </View>
      )}
    </View>
  );
}
