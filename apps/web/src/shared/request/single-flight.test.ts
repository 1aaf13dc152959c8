// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startScriptedServer } from '@/test/scripted-server';
import { createRequestClient } from './client';
import { singleFlight } from './single-flight';

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

it('runs one refresh at a time and shares its answer', async () => {
  server.script('/refresh', { delayMs: 50, body: { access_token: 'new' } });
  const client = createRequestClient({ baseURL: server.baseURL });
  const refresh = singleFlight(() => client.post<{ access_token: string }>('/refresh'));
  const answers = await Promise.all([refresh(), refresh(), refresh()]);
  expect(answers.map((a) => a.access_token)).toEqual(['new', 'new', 'new']);
  expect(server.seen).toHaveLength(1);
  expect(refresh.running).toBe(false);
  await refresh();
  expect(server.seen).toHaveLength(2);
});

it('lets the next call run again after a failure', async () => {
  let calls = 0;
  const task = singleFlight(async () => {
    calls += 1;
    if (calls === 1) throw new Error('first fails');
    return calls;
  });
  await expect(task()).rejects.toThrow('first fails');
  await expect(task()).resolves.toBe(2);
});
