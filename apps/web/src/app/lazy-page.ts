import type { ComponentType } from 'react';
import { loadChunk } from '@/shared/utils/load-chunk';

/** A route `lazy` function loading a page module's default export as its component. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const module = await loadChunk(load);
  return { Component: module.default };
};
