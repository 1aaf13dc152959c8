export { request, createRequestClient } from './client';
export { API_BASE, basicAuthorization } from './config';
export { RequestError, codeOf, isSuccessCode, messageOf } from './errors';
export { configureRequest, requestHooks, resetRequestHooks, type RequestHooks } from './hooks';
export { singleFlight } from './single-flight';
export type { RequestClient, RequestConfig } from './types';
export { isSilentCode, setSilentCodes, silentCodeList } from './whitelist';
