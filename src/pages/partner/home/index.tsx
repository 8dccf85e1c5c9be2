import { Text, View } from '@tarojs/components';
import { formatFen } from '../../../../types/commerce';
import { langLabel } from '../../../../types/judge';
import { PARTNER_ROLE_LABEL, type BalanceView, type PartnerMe, type PromotionView } from '../../../../types/partner';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { fetchBalance, fetchMyPromotions, fetchPartnerMe } from '../../../services/api/partner';
import { useAuthStore } from '../../../stores/auth.store';
import PromotionCard from '../shared/promotion-card';
import Stat from '../shared/stat';
import { useLoad } from '../shared/use-load';
import '../shared/partner.scss';
import './index.scss';

export default function PartnerHomePage() {
  return (
    <PageShell name='partnerHome'>
      <PartnerHome />
    </PageShell>
  );
}

interface HomeData {
  me: PartnerMe;
  balance: BalanceView;
  promotions: PromotionView[];
}

async function loadHome(): Promise<HomeData> {
  const me = await fetchPartnerMe({ silent: true });
  const [balance, promotions] = await Promise.all([fetchBalance({ silent: true }), me.roles.includes('promoter') ? fetchMyPromotions({ silent: true }) : Promise.resolve([])]);
  return { me, balance, promotions };
}

function PartnerHome() {
  const s = useLoad(loadHome, []);
  const admin = useAuthStore((a) => a.admin);
  if (s.error) return <ErrorState text={s.error} onRetry={s.reload} />;
  if (!s.data) return <Loading />;
  const { me, balance, promotions } = s.data;
  return (
    <View className='partner-page partner-home'>
      <View className='card'>
        <View className='partner-row'>
          <Text className='partner-title'>合伙人中心</Text>
          <View className='partner-chips'>
            {me.roles.map((r) => (
              <Text key={r} className='partner-state partner-state--active'>
                {PARTNER_ROLE_LABEL[r]}
              </Text>
            ))}
          </View>
        </View>
        <View className='partner-stats'>
          <Stat label='冻结中' value={formatFen(balance.pending_fen)} />
          <Stat label='可提现' value={formatFen(balance.available_fen)} />
          <Stat label='已提现' value={formatFen(balance.paid_fen)} />
        </View>
        {me.lang_permits.length > 0 && <Text className='partner-meta'>模板语言权限：{me.lang_permits.map(langLabel).join('、')}</Text>}
      </View>
      {me.roles.includes('content') && (
        <View className='card partner-actions'>
          <View className='btn btn--primary' onClick={() => go('/partner/task')}>
            任务与协作任务
          </View>
          <View className='btn' onClick={() => go('/partner/oj/template')}>
            我的 OJ 模板
          </View>
          {admin && (
            <View className='btn' onClick={() => go('/partner/practice/review')}>
              模板审核（管理员）
            </View>
          )}
        </View>
      )}
      {me.roles.includes('promoter') && (
        <>
          <Text className='partner-sub'>我的推广</Text>
          {promotions.length ? promotions.map((p) => <PromotionCard key={p.pmid} p={p} />) : <Text className='partner-meta'>还没有推广，请联系管理员为你开通商品推广。</Text>}
        </>
      )}
    </View>
  );
}
