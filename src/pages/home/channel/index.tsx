import { useRouter } from '@tarojs/taro';
import { useEffect } from 'react';
import { useVipHomeRedirect } from '../../../guards/use-vip-home';
import PageShell from '../../../layouts/page-shell';
import { recordSaleChannel } from '../../../services/sale-channel';
import LandingBody from '../landing/components/landing-body';
import '../landing/index.scss';

/** SPEC §2 `/:channel`: the landing, remembering the sale channel the visitor came through. */
export default function ChannelLandingPage() {
  const channel = String(useRouter().params.channel ?? '');
  useEffect(() => recordSaleChannel(channel), [channel]);
  useVipHomeRedirect();
  return (
    <PageShell name='homeChannel'>
      <LandingBody />
    </PageShell>
  );
}
