import type { TokenAnswer } from '@beree/contracts';
import { create } from 'zustand';
import { readStored, removeStored, writeStored } from '@/shared/storage/web-storage';
import type { UserInfo } from './session-types';
import { clearTokens, getAccessToken, getRefreshToken, writeTokens } from './token-cookies';

const USER_KEY = 'userInfo';
const TENANT_KEY = 'tenantId';
const TOKEN_TIME_KEY = 'token-time';

interface SessionState {
  accessToken?: string;
  refreshToken?: string;
  /** When the access token was stored (ms since epoch); the refresh timer measures its age from here. */
  tokenTime?: number;
  userInfo?: UserInfo;
  tenantId?: string;
  setSession: (answer: TokenAnswer, now?: number) => void;
  clearSession: () => void;
  /** Replaces some of the signed-in user's details, e.g. after they edited their own info. */
  patchUserInfo: (patch: Partial<UserInfo>) => void;
}

const restore = () => ({
  accessToken: getAccessToken(),
  refreshToken: getRefreshToken(),
  tokenTime: readStored<number>(TOKEN_TIME_KEY),
  userInfo: readStored<UserInfo>(USER_KEY),
  tenantId: readStored<string>(TENANT_KEY),
});

export const useSessionStore = create<SessionState>()((set) => ({
  ...restore(),
  setSession: (answer, now = Date.now()) => {
    const { access_token, refresh_token, ...userInfo } = answer;
    writeTokens(access_token, refresh_token);
    writeStored(USER_KEY, userInfo);
    writeStored(TENANT_KEY, answer.tenant_id);
    writeStored(TOKEN_TIME_KEY, now);
    set({ accessToken: access_token, refreshToken: refresh_token, tokenTime: now, userInfo, tenantId: answer.tenant_id });
  },
  patchUserInfo: (patch) =>
    set((s) => {
      if (!s.userInfo) return {};
      const userInfo = { ...s.userInfo, ...patch };
      writeStored(USER_KEY, userInfo);
      return { userInfo };
    }),
  clearSession: () => {
    clearTokens();
    removeStored(USER_KEY);
    removeStored(TOKEN_TIME_KEY);
    // The tenant id stays so the login form can offer it again.
    set({ accessToken: undefined, refreshToken: undefined, tokenTime: undefined, userInfo: undefined });
  },
}));

/** The user's role aliases (`role_name` is comma-joined when they hold several). */
export const userRoles = (info: UserInfo | undefined): string[] =>
  (info?.role_name ?? '').split(',').map((r) => r.trim()).filter(Boolean);
