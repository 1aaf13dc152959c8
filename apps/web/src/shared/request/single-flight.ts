/**
 * Wraps an async task so that calls made while it runs share its promise: one refresh at a time,
 * however many timers or failing calls ask for it.
 */
export function singleFlight<T>(task: () => Promise<T>): (() => Promise<T>) & { readonly running: boolean } {
  let current: Promise<T> | undefined;
  const run = () => {
    current ??= task().finally(() => {
      current = undefined;
    });
    return current;
  };
  return Object.defineProperty(run, 'running', { get: () => current !== undefined }) as (() => Promise<T>) & {
    readonly running: boolean;
  };
}
