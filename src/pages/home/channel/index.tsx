import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import { ApiCode } from '../../../../types/api';
import { ErrorState, Loading } from '../../../components/state';
import { useVipHomeRedirect } from '../../../guards/use-vip-home';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { NOT_FOUND_PATH } from '../../../routes';
import { resolveChannel } from '../../../services/api/commerce';
import { ApiError } from '../../../services/request';
import { promotionCodeOf, recordPromotionVisit } from '../../../services/partner-visit';
import { recordSaleChannel } from '../../../services/sale-channel';
import LandingBody from '../landing/components/landing-body';
import '../landing/index.scss';

type State = 'loading' | 'ok' | 'error';

/**
 * SPEC §2 `/:channel`: the landing, remembering the channel the visitor came through — only for
 * channels that exist (sale channels, promotion codes); any other one-segment path is the 404 page.
 */
export default function ChannelLandingPage() {
  const channel = String(useRouter().params.channel ?? '');
  const [state, setState] = useState<State>('loading');
  const check = useCallback(() => {
    setState('loading');
    resolveChannel(channel, { silent: true })
      .then((view) => {
        recordSaleChannel(channel);
        // a promoter's short code: the visit counts for their promotion
        if (view.kind === 'promotion') recordPromotionVisit(promotionCodeOf({ channel }));
        setState('ok');
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && (e.code === ApiCode.NOT_FOUND || e.code === ApiCode.INVALID)) go(NOT_FOUND_PATH, { replace: true });
        else setState('error');
      });
  }, [channel]);
  useEffect(check, [check]);
  useVipHomeRedirect();
  return (
    <PageShell name='homeChannel'>
      {state === 'ok' && <LandingBody />}
      {state === 'loading' && <Loading />}
      {state === 'error' && <ErrorState text='服务器出错，请刷新页面重试！' onRetry={check} />}
    </PageShell>
  );
}
