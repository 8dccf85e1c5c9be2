import { useRouter } from '@tarojs/taro';
import { useEffect } from 'react';
import { useVipHomeRedirect } from '../../../guards/use-vip-home';
import PageShell from '../../../layouts/page-shell';
import { promotionCodeOf, recordPromotionVisit } from '../../../services/partner-visit';
import LandingBody from './components/landing-body';
import './index.scss';

export default function LandingPage() {
  const { scene, pm, q } = useRouter().params;
  // a promotion's mini-program code opens this page with its code as `scene` (a path link: `pm`)
  useEffect(() => recordPromotionVisit(promotionCodeOf({ scene, pm, q })), [scene, pm, q]);
  useVipHomeRedirect();
  return (
    <PageShell name='home'>
      <LandingBody />
    </PageShell>
  );
}
