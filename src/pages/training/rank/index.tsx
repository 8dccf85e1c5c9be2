import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useEffect, useState } from 'react';
import type { RankRow, RankResponse } from '../../../../types/training';
import Avatar from '../../../components/avatar';
import { ErrorState, Loading } from '../../../components/state';
import { CohortNav } from '../../../components/training';
import PageShell from '../../../layouts/page-shell';
import { fetchRank } from '../../../services/api/training';
import { ApiError } from '../../../services/request';
import './index.scss';

const PAGE = 20;

export default function TrainingRankPage() {
  return (
    <PageShell name='trainingRank'>
      <TrainingRank />
    </PageShell>
  );
}

function Row({ r, pinned }: { r: RankRow; pinned?: boolean }) {
  return (
    <View className={`rank-row ${r.me ? 'rank-row--me' : ''} ${pinned ? 'rank-row--pinned' : ''}`}>
      <Text className={`rank-row__rank ${r.rank <= 3 ? 'rank-row__rank--top' : ''}`}>{r.rank}</Text>
      <Avatar src={r.head_img_url} name={r.nick_name} size={32} />
      <Text className='rank-row__name'>
        {r.nick_name}
        {r.me ? '（我）' : ''}
      </Text>
      <Text className='rank-row__passed'>{r.passed} 关</Text>
      <Text className='rank-row__score'>{r.total_score}</Text>
    </View>
  );
}

function TrainingRank() {
  const params = useRouter().params;
  const cid = String(params.cid ?? '');
  const gid = String(params.gid ?? '');
  const [pageNo, setPageNo] = useState(1);
  const [data, setData] = useState<RankResponse | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    fetchRank({ cid, gid, page_no: pageNo, page_size: PAGE }, { silent: true })
      .then((r) => setData((prev) => (prev && pageNo > 1 ? { ...r, list: [...prev.list, ...r.list] } : r)))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'));
  }, [cid, gid, pageNo]);
  if (error) return <ErrorState text={error} />;
  if (!data) return <Loading />;
  return (
    <View className='training-rank'>
      <CohortNav cid={cid} gid={gid} active='rank' />
      {data.mine && <Row r={data.mine} pinned />}
      <View className='card training-rank__list'>
        <View className='rank-row rank-row--head'>
          <Text className='rank-row__rank'>名次</Text>
          <Text className='rank-row__name'>学员</Text>
          <Text className='rank-row__passed'>通过</Text>
          <Text className='rank-row__score'>总分</Text>
        </View>
        {data.list.map((r) => (
          <Row key={r.uid} r={r} />
        ))}
      </View>
      {data.list.length < data.total && (
        <View className='btn btn--block training-rank__more' onClick={() => setPageNo(pageNo + 1)}>
          加载更多
        </View>
      )}
      <Text className='training-rank__note'>按各关得分之和排名，同分同名次。</Text>
    </View>
  );
}
