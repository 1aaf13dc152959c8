import { afterEach, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

afterEach(() => vi.useRealTimers());

it('resolves with the loaded module', async () => {
  await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
});

it('fails with a chunk load error after the timeout', async () => {
  vi.useFakeTimers();
  const pending = loadChunk(() => new Promise(() => undefined), 120_000);
  vi.advanceTimersByTime(120_000);
  await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
  await expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError' });
});

it('names a failed import a chunk load error', async () => {
  await expect(loadChunk(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toMatchObject({
    name: 'ChunkLoadError',
    message: 'Failed to fetch dynamically imported module',
  });
});
