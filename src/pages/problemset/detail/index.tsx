import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { SET_ACCESS_LABEL, type ProblemSetDetail } from '../../../../types/problemset';
import Modal from '../../../components/modal';
import NoPermission from '../../../components/no-permission';
import { AccessTag, ProgressBar } from '../../../components/problemset';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { usePageTitle } from '../../../layouts/page-title';
import { go } from '../../../platform/navigation';
import SectionList from './components/section-list';
import { useSetDetail } from './use-set-detail';
import './index.scss';

export default function ProblemSetDetailPage() {
  return (
    <PageShell name='problemsetDetail'>
      <SetPage />
    </PageShell>
  );
}

const itemUrl = (d: ProblemSetDetail, itemId: string) => `/problemset/item/${itemId}?sid=${d.id}`;

function Locked({ d }: { d: ProblemSetDetail }) {
  if (d.access === 'vip') return <NoPermission text='本题单为会员专享，开通会员后即可练习' />;
  return (
    <View className='card ps-detail__buy'>
      <Text className='ps-detail__buy-text'>{d.product ? `购买「${d.product.name}」后即可练习本题单全部题目` : '本题单暂未开售'}</Text>
      {d.product && (
        <View className='btn btn--primary ps-detail__buy-btn' onClick={() => go(`/order/create/${d.product!.product_id}`)}>
          购买 ¥{(d.product.price_fen / 100).toFixed(2)}
        </View>
      )}
    </View>
  );
}

/** /problemset/{id}: overview with my progress and round, 继续, 重置进度, sections with item states. */
function SetPage() {
  const s = useSetDetail();
  usePageTitle(s.detail?.title);
  const [confirm, setConfirm] = useState(false);
  if (s.error) return <ErrorState text={s.error} onRetry={s.load} />;
  const d = s.detail;
  if (!d) return <Loading />;
  const history = (s.progress?.history ?? []).filter((h) => h.reset_at);
  const done = d.problem_count > 0 && d.solved === d.problem_count;
  return (
    <View className='ps-detail'>
      <View className='card ps-detail__head'>
        <View className='ps-detail__title-row'>
          <Text className='ps-detail__title'>{d.title}</Text>
          <AccessTag access={d.access} />
        </View>
        <Text className='ps-detail__intro'>{d.intro}</Text>
        <Text className='ps-detail__meta'>
          {d.problem_count} 题 · 简单 {d.level_mix[1]} / 中等 {d.level_mix[2]} / 困难 {d.level_mix[3]} · {d.learners} 人在学 · {SET_ACCESS_LABEL[d.access]}
        </Text>
        <View className='ps-detail__progress'>
          <Text className='ps-detail__round'>{d.round ? `第 ${d.round} 轮` : '未开始'}</Text>
          <View className='ps-detail__bar'>
            <ProgressBar solved={d.solved} total={d.problem_count} />
          </View>
        </View>
        {d.unlocked && (
          <View className='ps-detail__actions'>
            {d.continue_item_id ? (
              <View className='btn btn--primary ps-detail__continue' onClick={() => go(itemUrl(d, d.continue_item_id))}>
                {d.round && d.solved ? '继续' : '开始练习'}
              </View>
            ) : (
              done && <Text className='ps-detail__done'>本轮已全部通过</Text>
            )}
            {d.round > 0 && (
              <View className={`btn ps-detail__reset ${s.resetting ? 'btn--disabled' : ''}`} onClick={() => !s.resetting && setConfirm(true)}>
                重置进度
              </View>
            )}
          </View>
        )}
        {history.length > 0 && (
          <View className='ps-detail__history'>
            {history.map((h) => (
              <Text key={h.round} className='ps-detail__history-row'>
                第 {h.round} 轮：通过 {h.solved} 题 · {h.started_at.slice(0, 10)} 至 {h.reset_at!.slice(0, 10)}
              </Text>
            ))}
          </View>
        )}
      </View>
      {!d.unlocked && <Locked d={d} />}
      <SectionList d={d} onOpen={(itemId) => go(itemUrl(d, itemId))} />
      <Modal open={confirm} title='重置进度' okText={`开始第 ${d.round + 1} 轮`} onOk={() => { setConfirm(false); void s.reset(); }} onClose={() => setConfirm(false)}>
        <Text>将清空本题单第 {d.round} 轮的进度并开始新一轮；提交记录和往轮历史都会保留。</Text>
      </Modal>
    </View>
  );
}
