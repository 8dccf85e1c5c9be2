import { hkdfSync } from 'node:crypto';
import type { Provider } from '@nestjs/common';
import type { PayPlatformCode } from '../../../../types/commerce';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CardGatewayProvider } from './card/card-gateway.provider';
import { PAY_PROVIDERS, PayProvider } from './pay-provider';
import { SandboxPayProvider } from './sandbox/sandbox-pay.provider';
import { WechatPayProvider } from './wechat/wechat-pay.provider';

export type PayProviders = Partial<Record<Exclude<PayPlatformCode, 'sandbox'>, PayProvider>> & { sandbox?: SandboxPayProvider };

/** The configured platforms: each present only when its credentials (or the sandbox) are set. */
export const payProviders: Provider = {
  provide: PAY_PROVIDERS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PayProviders => {
    const out: PayProviders = {};
    if (config.pay.wechat) out.wechatpay = new WechatPayProvider(config.pay.wechat);
    if (config.pay.card) out.card = new CardGatewayProvider(config.pay.card);
    if (config.pay.sandbox) out.sandbox = new SandboxPayProvider(Buffer.from(hkdfSync('sha256', config.secret, Buffer.alloc(0), 'codetrek-pay-sandbox-v1', 32)));
    return out;
  },
};
