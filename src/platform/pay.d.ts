import type { PayAction, PayClient } from '../../types/commerce';

/** Where the buyer is: 'weapp' in the mini-program, 'mobile' or 'desktop' by H5 window width. */
export declare function payClient(): PayClient;

/**
 * Carries out a provider's pay action: Taro.requestPayment in the mini-program (JSAPI), a
 * redirect to the provider's page on H5 (H5 pay, card). 'done' means the buyer finished on the
 * provider's side (the result page then confirms with the server); 'cancelled' that they backed out.
 * Native QR and sandbox actions are shown by pages, not here.
 */
export declare function runPayAction(action: Extract<PayAction, { type: 'jsapi' | 'redirect' }>, returnPath: string): Promise<'done' | 'cancelled' | 'left'>;
