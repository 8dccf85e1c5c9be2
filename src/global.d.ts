/// <reference types="@tarojs/taro" />

declare module '*.png';
declare module '*.svg';
declare module '*.scss';
declare module '*.css';

/** Injected by config/index.ts (defineConstants) from env API_ORIGIN; used by the mini-program. */
declare const API_ORIGIN: string;

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5';
  }
}
