/**
 * The route guard of SPEC §6 as a pure decision over injected effects:
 * sign-in pages first -> token present and unexpired (refresh inside the window) ->
 * phone bound -> admin -> partner. VIP is enforced by pages (no-permission panel).
 */
import type { UserProfile } from '../../types/user';
import { bindPhonePath, isLoginPath, notFoundPath } from '../routes/derive';
import { withQuery } from '../routes/match';
import { ROUTES, type RouteEntry } from '../routes/table';
import { shouldRefresh } from '../services/token-refresh';
import type { AuthState } from '../stores/auth.store';

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'login'; redirectUrl: string }
  | { kind: 'redirect'; to: string };

export interface GuardDeps {
  now(): number;
  /** refresh the session; resolves to the new auth state (stored by the caller) */
  refresh(): Promise<AuthState>;
  fetchUser(): Promise<UserProfile>;
  checkAdmin(uid: string): Promise<boolean>;
  checkPartner(uid: string): Promise<boolean>;
}

export function needsSignIn(route: RouteEntry): boolean {
  const n = route.needs ?? {};
  return !!(n.token || n.phone || n.admin || n.partner || n.vip);
}

export async function resolveGuard(
  route: RouteEntry,
  url: string,
  initial: AuthState,
  deps: GuardDeps,
  routes: RouteEntry[] = ROUTES,
): Promise<GuardResult> {
  // 1. sign-in pages are always reachable
  if (isLoginPath(route.path) || !needsSignIn(route)) return { kind: 'allow' };
  const needs = route.needs ?? {};
  let state = initial;

  // 2-3. a token that is not expired; refresh when inside the window (or already expired)
  if (!state.token || !state.uid || !state.expiredIn) return { kind: 'login', redirectUrl: url };
  if (shouldRefresh(state.expiredIn, deps.now())) {
    try {
      state = await deps.refresh();
    } catch {
      // a failed refresh only matters once the token is really gone
    }
    if (!state.token || !state.expiredIn || state.expiredIn <= deps.now()) {
      return { kind: 'login', redirectUrl: url };
    }
  }
  const uid = state.uid as string;

  // 4. phone bound (only once a page to bind it exists)
  if (needs.phone) {
    const bind = bindPhonePath(routes);
    if (bind) {
      let user = state.user;
      if (!user) {
        try {
          user = await deps.fetchUser();
        } catch {
          return { kind: 'login', redirectUrl: url };
        }
      }
      if (!user.telephone) return { kind: 'redirect', to: withQuery(bind, { redirectUrl: url }) };
    }
  }

  // 5. admin: the local flag, else a server check by uid
  if (needs.admin && !state.admin) {
    const ok = await deps.checkAdmin(uid).catch(() => false);
    if (!ok) return { kind: 'redirect', to: notFoundPath() };
  }

  // 6. partner: always a server check
  if (needs.partner) {
    const ok = await deps.checkPartner(uid).catch(() => false);
    if (!ok) return { kind: 'redirect', to: notFoundPath() };
  }
  return { kind: 'allow' };
}
