/**
 * Who is signed in (SPEC §3 local keys, DESIGN §7). Every field is persisted under its own
 * storage key of STORAGE_KEYS so other code (and older builds) can read them one by one.
 */
import { create } from 'zustand';
import { STORAGE_KEYS, type SessionInfo, type UserProfile } from '../../types/user';
import { readItem, removeItem, writeItem } from '../services/storage';

export interface AuthState {
  token: string | null;
  uid: string | null;
  user: UserProfile | null;
  /** epoch ms */
  expiredIn: number | null;
  admin: boolean;
  responseKey: string | null;
}

export interface AuthActions {
  setSession(session: SessionInfo): void;
  setUser(user: UserProfile): void;
  setAdmin(admin: boolean): void;
  clear(): void;
}

const PERSISTED: Record<keyof AuthState, string> = {
  token: STORAGE_KEYS.token,
  uid: STORAGE_KEYS.uid,
  user: STORAGE_KEYS.user,
  expiredIn: STORAGE_KEYS.expiredIn,
  admin: STORAGE_KEYS.admin,
  responseKey: STORAGE_KEYS.responseKey,
};

export const EMPTY_AUTH: AuthState = {
  token: null,
  uid: null,
  user: null,
  expiredIn: null,
  admin: false,
  responseKey: null,
};

/** Read what a previous visit stored; malformed values count as absent. */
export function loadAuth(): AuthState {
  const expired = Number(readItem<number | string>(PERSISTED.expiredIn));
  const user = readItem<UserProfile | string>(PERSISTED.user);
  return {
    token: asString(readItem(PERSISTED.token)),
    uid: asString(readItem(PERSISTED.uid)),
    user: parseUser(user),
    expiredIn: Number.isFinite(expired) && expired > 0 ? expired : null,
    admin: readItem<boolean | string>(PERSISTED.admin) === true || readItem(PERSISTED.admin) === 'true',
    responseKey: asString(readItem(PERSISTED.responseKey)),
  };
}

function persist(patch: Partial<AuthState>): void {
  for (const [field, value] of Object.entries(patch) as [keyof AuthState, unknown][]) {
    if (value === null || value === undefined || value === false) removeItem(PERSISTED[field]);
    else writeItem(PERSISTED[field], value);
  }
}

export const useAuthStore = create<AuthState & AuthActions>()((set) => {
  const apply = (patch: Partial<AuthState>) => {
    persist(patch);
    set(patch);
  };
  return {
    ...loadAuth(),
    setSession: (s) =>
      apply({
        token: s.token,
        // the wire type is a string; tolerate a numeric uid so a reload still finds it
        uid: String(s.uid),
        expiredIn: s.expiredIn,
        responseKey: s.response_key,
        user: s.user,
        admin: s.user.admin,
      }),
    setUser: (user) => apply({ user, uid: String(user.uid), admin: user.admin }),
    setAdmin: (admin) => apply({ admin }),
    clear: () => apply({ ...EMPTY_AUTH }),
  };
});

export function authSnapshot(): AuthState {
  const { token, uid, user, expiredIn, admin, responseKey } = useAuthStore.getState();
  return { token, uid, user, expiredIn, admin, responseKey };
}

/** Signed in = a token that has not expired locally (SPEC §4). */
export function isSignedIn(state: AuthState, now: number): boolean {
  return !!state.token && !!state.uid && !!state.expiredIn && state.expiredIn > now;
}

function asString(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v ? v : null;
}

function parseUser(v: UserProfile | string | null): UserProfile | null {
  if (!v) return null;
  if (typeof v === 'object') return v.uid ? v : null;
  try {
    const parsed = JSON.parse(v) as UserProfile;
    return parsed && parsed.uid ? parsed : null;
  } catch {
    return null;
  }
}
