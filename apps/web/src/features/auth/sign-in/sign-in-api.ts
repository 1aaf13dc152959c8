import { REQUEST_TIMEOUT_MS, type Lang, type SignInProvider, type TokenAnswer } from '@beree/contracts';
import { API_BASE, basicAuthorization } from '@/shared/request/config';
import { codeOf, isSuccessCode, messageOf } from '@/shared/request/errors';
import type { Captcha, TenantInfo, TokenReply } from '../auth-api';
import { fill, signInTexts } from './texts';
import { tokenRequest } from '../token-request';

/**
 * The sign-in page's calls, made with fetch rather than the app's axios client so that the page
 * loads without it. They send what the client sends (client authorization, language) and judge
 * the answers as it does: the body's code decides, the server's text is the reason shown.
 */
export class SignInRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInRefused';
  }
}

interface Call {
  method?: 'GET' | 'POST';
  params: Record<string, string>;
  headers?: Record<string, string>;
  lang: Lang;
  /** Shows the reason of a failure (none for the silent calls). */
  notify?: (text: string) => void;
}

/** Sends one call; resolves with the body of a success, rejects with an Error whose message is the reason. */
export type Send = (path: string, call: { method: 'GET' | 'POST'; params: Record<string, string>; headers: Record<string, string>; lang: Lang }) => Promise<unknown>;

/** fetch, judged as the app's client judges: the body's code decides, the server's text is the reason. */
const fetchSend: Send = async (path, { method, params, headers, lang }) => {
  const texts = signInTexts(lang).request;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}?${new URLSearchParams(params)}`, {
      method,
      credentials: 'include',
      headers: { Authorization: basicAuthorization(), 'Accept-Language': lang, ...headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(error instanceof DOMException && error.name === 'TimeoutError' ? texts.timeout : texts.network);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status > 500) throw new Error(messageOf(body) ?? fill(texts.serverUnavailable, { status: response.status }));
  if (!isSuccessCode(codeOf(body, response.status))) throw new Error(messageOf(body) ?? texts.unknownError);
  return body;
};

let send: Send = fetchSend;

/** Once the app has loaded, the page's calls go through the app's request client (its interceptors, its tests' recorder). */
export function setSignInTransport(transport: Send): void {
  send = transport;
}

async function call<T>(path: string, { method = 'GET', params, headers = {}, lang, notify }: Call): Promise<T> {
  try {
    return (await send(path, { method, params, headers, lang })) as T;
  } catch (error) {
    const text = error instanceof Error ? error.message : signInTexts(lang).request.unknownError;
    notify?.(text);
    throw new SignInRefused(text);
  }
}

export const fetchCaptcha = (lang: Lang, notify: (text: string) => void) => call<Captcha>('/blade-auth/oauth/captcha', { params: {}, lang, notify });

export async function fetchTenantInfo(lang: Lang): Promise<TenantInfo> {
  const answer = await call<{ data?: TenantInfo | null }>('/blade-system/tenant/info', { params: { domain: window.location.origin }, lang });
  return answer.data ?? {};
}

export async function fetchProviders(lang: Lang): Promise<SignInProvider[]> {
  const answer = await call<{ data?: SignInProvider[] }>('/blade-auth/oauth/providers', { params: {}, lang });
  return answer.data ?? [];
}

export interface SignInValues {
  tenantId: string;
  username: string;
  password: string;
  code: string;
}

/** The captcha grant (the password travels md5-hashed); an answer without tokens is refused with its reason. */
export async function requestSignIn(values: SignInValues, captchaKey: string | undefined, lang: Lang, notify: (text: string) => void): Promise<TokenAnswer> {
  const { params, headers } = tokenRequest({ ...values, captchaKey, captchaCode: values.code });
  const reply = await call<TokenReply>('/blade-auth/oauth/token', { method: 'POST', params, headers, lang, notify });
  if (reply.error_description || !reply.access_token || !reply.refresh_token) {
    const text = reply.error_description || signInTexts(lang).request.unknownError;
    notify(text);
    throw new SignInRefused(text);
  }
  return reply as TokenAnswer;
}

/**
 * Where the browser goes to start a third-party sign-in; the provider sends it back to /login
 * (as `renderUrl` and `federatedReturnAddress` of the app have it).
 */
export const providerUrl = (source: string) =>
  `${API_BASE}/blade-auth/oauth/render?${new URLSearchParams({ source, redirect_uri: `${window.location.origin}/login` })}`;
