import { createElement, lazy, useState, type ComponentType } from 'react';
import { ChunkError } from '@/features/errors/ChunkError';
import { loadChunk } from '@/shared/utils/load-chunk';

type PageModule = { default: ComponentType };
type Load = () => Promise<PageModule>;

/**
 * Stands in for a page whose chunk failed to load or timed out: it offers a retry that runs the
 * import again, and once that succeeds it shows the page, from then on, wherever it is mounted.
 */
export function chunkFallback(load: Load): ComponentType {
  let Loaded: ComponentType | undefined;
  return function ChunkRetry(props: object) {
    const [retrying, setRetrying] = useState(false);
    const [, setLoads] = useState(0);
    if (Loaded) return createElement(Loaded, props);
    const retry = async () => {
      setRetrying(true);
      try {
        Loaded = (await loadChunk(load)).default;
        setLoads((n) => n + 1);
      } catch {
        // Still failing: the error stays on screen for another try.
      } finally {
        setRetrying(false);
      }
    };
    return createElement(ChunkError, { retrying, onRetry: () => void retry() });
  };
}

/**
 * A route `lazy` function loading a page module's default export as its component. A failed load
 * does not fail the route: the router keeps a route's first lazy answer, so the answer is a page
 * that can retry.
 */
export const lazyPage = (load: Load) => async () => {
  const module = await loadChunk(load).catch((): PageModule => ({ default: chunkFallback(load) }));
  return { Component: module.default };
};

/** React.lazy for pages, with the same retry: React.lazy, too, keeps a failed load for good. */
export const lazyComponent = (load: Load) => lazy(() => loadChunk(load).catch((): PageModule => ({ default: chunkFallback(load) })));
