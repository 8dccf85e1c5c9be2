/**
 * Send a signed-out visitor to sign in, then back to `redirectUrl` (SPEC §6 step 2).
 * H5 opens the login route of the table; the mini-program will use its own login flow
 * (wx.login -> code2session) once that issue lands, behind this same signature.
 */
export declare function goToLogin(redirectUrl: string): void;
