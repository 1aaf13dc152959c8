import type { ErrorInfo } from 'react';
import { useErrorLogStore, type ErrorLogEntry } from './error-log-store';

const text = (value: unknown): string => {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

const two = (n: number) => String(n).padStart(2, '0');

/** Local time as YYYY-MM-DD HH:mm:ss (without dayjs: this module comes with the entry). */
export const localTime = (d: Date): string =>
  `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;

/** Longest text the server keeps per field (contracts' logEntrySchema); longer text is cut, never refused. */
const LIMITS = { message: 4000, stack: 20000, info: 4000, url: 2000 };

/** An entry for an error thrown anywhere, with where the user was and when. */
export function errorEntry(error: unknown, info: string): ErrorLogEntry {
  return {
    type: 'error',
    message: (text(error) || 'Error').slice(0, LIMITS.message),
    stack: (error instanceof Error ? (error.stack ?? '') : '').slice(0, LIMITS.stack),
    info: info.slice(0, LIMITS.info),
    url: window.location.href.slice(0, LIMITS.url),
    time: localTime(new Date()),
  };
}

export const recordError = (error: unknown, info: string) => useErrorLogStore.getState().add(errorEntry(error, info));

/** Errors nobody caught: thrown in handlers and timers, and promises rejected without a handler. */
export function captureGlobalErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'window.onerror';
    recordError(event.error ?? event.message, where);
  };
  const onRejection = (event: PromiseRejectionEvent) => recordError(event.reason, 'unhandledrejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * React's own reports for createRoot: errors no boundary caught, and errors an error boundary (a
 * route's error page) caught, with the component stack as info. React reports these instead of
 * throwing them to window, so each error is recorded once.
 */
export const reactErrorHandlers = {
  onUncaughtError: (error: unknown, info: ErrorInfo) => {
    recordError(error, `uncaught${info.componentStack ?? ''}`);
    console.error(error);
  },
  onCaughtError: (error: unknown, info: ErrorInfo) => {
    recordError(error, `caught${info.componentStack ?? ''}`);
    console.error(error);
  },
};
