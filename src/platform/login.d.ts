import type { SessionInfo } from '../../types/user';

/**
 * Send a signed-out visitor to sign in, then back to `redirectUrl` (SPEC §6 step 2).
 * H5 opens the login route of the table. The mini-program signs in where it stands
 * (wx.login -> /v1/login/mp) and reopens `redirectUrl`; if that fails it shows the message
 * with 重试, or the phone sign-in page.
 */
export declare function goToLogin(redirectUrl: string): void;

/**
 * The platform's WeChat sign-in without a QR code: wx.login -> /v1/login/mp in the
 * mini-program (the login page's 微信一键登录). H5 has none (it signs in by QR) and rejects.
 */
export declare function signInWithWechat(): Promise<SessionInfo>;
