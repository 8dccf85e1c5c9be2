import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useState } from 'react';
import { formatFen } from '../../../../types/commerce';
import { LEDGER_KIND_LABEL, type BonusDay } from '../../../../types/partner';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { fetchLedger, fetchPromotionBonus } from '../../../services/api/partner';
import { formatDate } from '../../../utils/format';
import PromotionCard from '../shared/promotion-card';
import Stat from '../shared/stat';
import { useLoad } from '../shared/use-load';
import '../shared/partner.scss';
import './index.scss';

export default function PartnerBonusPage() {
  return (
    <PageShell name='partnerBonus'>
      <Bonus />
    </PageShell>
  );
}

function Bonus() {
  const pmid = String(useRouter().params.pmid ?? '');
  const [pageSize, setPageSize] = useState(20);
  const s = useLoad(() => fetchPromotionBonus(pmid, { silent: true }), [pmid]);
  const entries = useLoad(() => fetchLedger({ pmid, page_no: 1, page_size: pageSize }, { silent: true }), [pmid, pageSize]);
  if (s.error) return <ErrorState text={s.error} onRetry={s.reload} />;
  if (!s.data) return <Loading />;
  const b = s.data;
  return (
    <View className='partner-page partner-bonus'>
      <PromotionCard p={b.promotion} showBonus={false} />
      <View className='card partner-stats'>
        <Stat label='点击' value={b.clicks} />
        <Stat label='注册/登录' value={b.signups} />
        <Stat label='成交订单' value={b.paid_orders} />
        <Stat label='冻结中' value={formatFen(b.pending_fen)} />
        <Stat label='可提现' value={formatFen(b.available_fen)} />
        <Stat label='已提现' value={formatFen(b.paid_fen)} />
      </View>
      {b.refunded_orders > 0 && <Text className='partner-meta'>其中 {b.refunded_orders} 单已退款，佣金已扣回</Text>}
      <View className='card'>
        <Text className='partner-sub'>近 30 天</Text>
        <DayChart days={b.days} pick={(d) => d.clicks} label='每日点击' />
        <DayChart days={b.days} pick={(d) => Math.max(0, d.commission_fen)} label='每日佣金' money />
        <View className='partner-row'>
          <Text className='partner-meta'>{b.days[0]?.day}</Text>
          <Text className='partner-meta'>{b.days[b.days.length - 1]?.day}</Text>
        </View>
      </View>
      <Text className='partner-sub'>收益明细</Text>
      {entries.error ? (
        <ErrorState text={entries.error} onRetry={entries.reload} />
      ) : !entries.data ? (
        <Loading />
      ) : !entries.data.list.length ? (
        <Empty text='还没有收益' />
      ) : (
        <>
          {entries.data.list.map((e) => (
            <View key={e.id} className='card partner-row'>
              <View>
                <Text className='partner-text'>
                  {LEDGER_KIND_LABEL[e.kind]} {e.note}
                </Text>
                <Text className='partner-meta'>
                  {formatDate(e.created_at)}
                  {e.order_no ? ` · 订单 ${e.order_no}` : ''}
                  {e.state === 'pending' ? ` · ${formatDate(e.available_at)} 后可提现` : ''}
                </Text>
              </View>
              <Text className={e.amount_fen < 0 ? 'partner-money' : 'partner-sub'}>{formatFen(e.amount_fen)}</Text>
            </View>
          ))}
          {entries.data.list.length < entries.data.total && (
            <View className='btn btn--block' onClick={() => setPageSize(pageSize + 20)}>
              加载更多
            </View>
          )}
        </>
      )}
    </View>
  );
}

function DayChart({ days, pick, label, money }: { days: BonusDay[]; pick: (d: BonusDay) => number; label: string; money?: boolean }) {
  const max = Math.max(1, ...days.map(pick));
  const total = days.reduce((x, d) => x + pick(d), 0);
  return (
    <View>
      <Text className='partner-meta'>
        {label}（合计 {money ? formatFen(total) : total}）
      </Text>
      <View className='partner-chart'>
        {days.map((d) => (
          <View key={d.day} className='partner-chart__bar'>
            <View className={`partner-chart__fill ${money ? 'partner-chart__fill--money' : ''}`} style={{ height: `${(pick(d) / max) * 100}%` }} />
          </View>
        ))}
      </View>
    </View>
  );
}
