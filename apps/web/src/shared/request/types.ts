import type { AxiosInstance, AxiosRequestConfig } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Fail without a toast or logout; the caller reports the error itself. */
    silent?: boolean;
  }
}

export type RequestConfig<D = unknown> = AxiosRequestConfig<D>;

/**
 * The axios instance as callers see it: every call resolves with the response body (the envelope,
 * or the flat token answer), because the interceptor has already judged success.
 */
export interface RequestClient {
  <T = unknown>(config: RequestConfig): Promise<T>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<T>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<T>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<T>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<T>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<T>;
  defaults: AxiosInstance['defaults'];
  interceptors: AxiosInstance['interceptors'];
}
