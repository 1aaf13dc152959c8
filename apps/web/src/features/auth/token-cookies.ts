import { PRODUCT_KEY } from '@beree/contracts';
import Cookies from 'js-cookie';

export const ACCESS_COOKIE = `${PRODUCT_KEY}-access-token`;
export const REFRESH_COOKIE = `${PRODUCT_KEY}-refresh-token`;

// Session cookies on path /, as Saber keeps them: gone when the browser closes.
const options: Cookies.CookieAttributes = { path: '/', sameSite: 'lax' };

export const getAccessToken = (): string | undefined => Cookies.get(ACCESS_COOKIE) || undefined;
export const getRefreshToken = (): string | undefined => Cookies.get(REFRESH_COOKIE) || undefined;

export function writeTokens(access: string, refresh: string): void {
  Cookies.set(ACCESS_COOKIE, access, options);
  Cookies.set(REFRESH_COOKIE, refresh, options);
}

export function clearTokens(): void {
  Cookies.remove(ACCESS_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
}
