import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { wireRequest } from '@/app/wire-request';
import { configureRequest, request, resetRequestHooks } from '@/shared/request';
import { startScriptedServer } from './scripted-server';

/**
 * Points the app's one request client, wired as the app wires it, at a real scripted HTTP server.
 * Node's http adapter is used because happy-dom's XMLHttpRequest would apply browser CORS rules.
 */
export function useRequestServer() {
  const ctx = {
    server: undefined as unknown as Awaited<ReturnType<typeof startScriptedServer>>,
    notify: vi.fn<(text: string) => void>(),
    navigate: vi.fn<(to: string) => void>(),
  };
  const original = { baseURL: request.defaults.baseURL, adapter: request.defaults.adapter };
  beforeAll(async () => {
    ctx.server = await startScriptedServer();
    request.defaults.baseURL = ctx.server.baseURL;
    request.defaults.adapter = 'http';
  });
  afterAll(async () => {
    Object.assign(request.defaults, original);
    await ctx.server.close();
  });
  beforeAll(() => {
    wireRequest(ctx.navigate);
    configureRequest({ notify: ctx.notify });
  });
  afterEach(() => {
    ctx.server.seen.length = 0;
    ctx.notify.mockClear();
    ctx.navigate.mockClear();
  });
  afterAll(() => resetRequestHooks());
  return ctx;
}
