import { AUTH_HEADER, PERMISSION_VERSION_HEADER, REQUEST_TIMEOUT_MS } from '@beree/contracts';
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, basicAuthorization } from './config';
import { RequestError, codeOf, isSuccessCode, messageOf } from './errors';
import { requestHooks } from './hooks';
import type { RequestClient } from './types';
import { isSilentCode } from './whitelist';

function attachHeaders(config: InternalAxiosRequestConfig) {
  config.headers.set('Authorization', basicAuthorization(), false);
  const token = requestHooks.token();
  if (token) config.headers.set(AUTH_HEADER, `bearer ${token}`);
  config.headers.set('Accept-Language', requestHooks.language());
  return config;
}

/** Every HTTP status from 200 to 500 arrives here; the body code decides (spec §8). */
function judgeResponse(response: AxiosResponse) {
  const version = response.headers[PERMISSION_VERSION_HEADER];
  if (typeof version === 'string' && version) requestHooks.permissionVersion(version);
  const body: unknown = response.data;
  const code = codeOf(body, response.status);
  if (isSuccessCode(code)) return body as never;
  const text = messageOf(body) ?? requestHooks.translate('request:unknownError');
  const error = new RequestError(text, { kind: 'business', code, status: response.status, body });
  if (response.config.silent || isSilentCode(code)) return Promise.reject(error);
  if (code === 401) requestHooks.onUnauthorized();
  requestHooks.notify(text);
  return Promise.reject(error);
}

/** No usable answer: timeout, refused connection, or a status above 500. */
function judgeFailure(failure: unknown) {
  if (axios.isCancel(failure)) return Promise.reject(failure);
  const err = failure instanceof AxiosError ? failure : undefined;
  const status = err?.response?.status;
  const timedOut = err?.code === AxiosError.ECONNABORTED || err?.code === AxiosError.ETIMEDOUT;
  const key = timedOut ? 'request:timeout' : status ? 'request:serverUnavailable' : 'request:network';
  const text = messageOf(err?.response?.data) ?? requestHooks.translate(key, { status });
  const error = new RequestError(text, { kind: timedOut ? 'timeout' : 'network', code: status, status, body: err?.response?.data });
  if (!err?.config?.silent) requestHooks.notify(text);
  return Promise.reject(error);
}

export function createRequestClient(options: { baseURL?: string; timeout?: number } = {}): RequestClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? API_BASE,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    withCredentials: true,
    validateStatus: (status) => status >= 200 && status <= 500,
  });
  instance.interceptors.request.use(attachHeaders);
  instance.interceptors.response.use(judgeResponse, judgeFailure);
  return instance as unknown as RequestClient;
}

/** The one client every call of the app goes through. */
export const request = createRequestClient();
