/** Platform facts (platform/env.h5.ts, platform/env.weapp.ts). */
export declare const platform: 'h5' | 'weapp';
/** Prefix of API and startup-config URLs: '' on H5 (same origin), API_ORIGIN in the mini-program. */
export declare const apiOrigin: string;
