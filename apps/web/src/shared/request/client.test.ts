// @vitest-environment node
import { REQUEST_TIMEOUT_MS } from '@beree/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '@/features/locale/i18n';
import { closedPort, startScriptedServer } from '@/test/scripted-server';
import { createRequestClient, request } from './client';
import { RequestError } from './errors';
import { configureRequest, resetRequestHooks } from './hooks';
import { setSilentCodes } from './whitelist';

type Server = Awaited<ReturnType<typeof startScriptedServer>>;
let server: Server;
const notify = vi.fn<(text: string) => void>();
const onUnauthorized = vi.fn<() => void>();
let token: string | undefined;

const client = () => createRequestClient({ baseURL: server.baseURL });
const failure = async (promise: Promise<unknown>) => {
  const caught = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(caught).toBeInstanceOf(RequestError);
  return caught as RequestError;
};

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  notify.mockClear();
  onUnauthorized.mockClear();
  token = undefined;
  await changeLanguage('zh');
  configureRequest({
    token: () => token,
    language: () => i18n.language,
    translate: (key, vars) => i18n.t(key, vars),
    notify,
    onUnauthorized,
  });
});
afterEach(() => {
  resetRequestHooks();
  setSilentCodes([]);
  server.seen.length = 0;
});

describe('request client: headers and defaults', () => {
  it('uses /api, the 30 s timeout and credentials by default', () => {
    expect(request.defaults.baseURL).toBe('/api');
    expect(request.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(request.defaults.withCredentials).toBe(true);
  });

  it('sends the Basic client header, the Blade-Auth token and the language', async () => {
    server.script('/ok', { body: { code: 200, success: true, data: 1, msg: '' } });
    token = 'abc.def';
    await changeLanguage('en');
    await client().get('/ok');
    const headers = server.seen[0].headers;
    // The web app's own client, beree:beree_secret.
    expect(headers.authorization).toBe('Basic YmVyZWU6YmVyZWVfc2VjcmV0');
    expect(headers['blade-auth']).toBe('bearer abc.def');
    expect(headers['accept-language']).toBe('en');
  });

  it('leaves Blade-Auth out when there is no token', async () => {
    server.script('/ok', { body: { code: 200, success: true, data: 1, msg: '' } });
    await client().get('/ok');
    expect(server.seen[0].headers['blade-auth']).toBeUndefined();
  });
});

describe('request client: success', () => {
  it('resolves with the body when the code is 200', async () => {
    const body = { code: 200, success: true, data: { id: '1' }, msg: '操作成功' };
    server.script('/ok', { body });
    await expect(client().get('/ok')).resolves.toEqual(body);
    expect(notify).not.toHaveBeenCalled();
  });

  it('resolves when the code is 201', async () => {
    server.script('/created', { status: 201, body: { code: 201, success: true, data: null, msg: '' } });
    await expect(client().post('/created', { a: 1 })).resolves.toMatchObject({ code: 201 });
  });

  it('resolves a body without any code (the flat token answer)', async () => {
    server.script('/token', { body: { access_token: 't', refresh_token: 'r' } });
    await expect(client().post('/token')).resolves.toEqual({ access_token: 't', refresh_token: 'r' });
  });
});

describe('request client: failures the server reports', () => {
  it('rejects and toasts msg when the body code is not 200, whatever the HTTP status', async () => {
    server.script('/bad', { status: 200, body: { code: 400, success: false, data: null, msg: '参数名称不能为空' } });
    const error = await failure(client().get('/bad'));
    expect(error).toMatchObject({ kind: 'business', code: 400, message: '参数名称不能为空' });
    expect(notify).toHaveBeenCalledWith('参数名称不能为空');
  });

  it('reads error_code and error_description of the token endpoint, error_code first', async () => {
    server.script('/token', { status: 400, body: { error_code: 400, code: 200, error_description: '用户名或密码错误' } });
    const error = await failure(client().post('/token'));
    expect(error.code).toBe(400);
    expect(notify).toHaveBeenCalledWith('用户名或密码错误');
  });

  it('falls back to the HTTP status when the body has no code', async () => {
    server.script('/gone', { status: 404, body: { msg: '数据不存在' } });
    const error = await failure(client().get('/gone'));
    expect(error.code).toBe(404);
    expect(notify).toHaveBeenCalledWith('数据不存在');
  });

  it('shows 未知错误 when the server gives no text, in the current language', async () => {
    server.script('/crash', { status: 500, text: '<html>boom</html>' });
    await failure(client().get('/crash'));
    expect(notify).toHaveBeenLastCalledWith('未知错误');
    await changeLanguage('en');
    await failure(client().get('/crash'));
    expect(notify).toHaveBeenLastCalledWith('Unknown error');
  });

  it('logs out and toasts on 401', async () => {
    server.script('/me', { status: 401, body: { code: 401, success: false, data: null, msg: '请求未授权' } });
    const error = await failure(client().get('/me'));
    expect(error.code).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('请求未授权');
  });

  it('does not log out on other failure codes', async () => {
    server.script('/denied', { status: 403, body: { code: 403, success: false, data: null, msg: '缺少操作权限' } });
    await failure(client().get('/denied'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('request client: silent failures', () => {
  it('fails whitelisted codes silently, without toast or logout', async () => {
    setSilentCodes([409, 401]);
    server.script('/stale', { status: 409, body: { code: 409, success: false, data: null, msg: 'stale' } });
    server.script('/me', { status: 401, body: { code: 401, success: false, data: null, msg: 'no' } });
    expect((await failure(client().post('/stale'))).code).toBe(409);
    expect((await failure(client().get('/me'))).code).toBe(401);
    expect(notify).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('fails silently when the call asks for it', async () => {
    server.script('/quiet', { status: 400, body: { code: 400, msg: 'quiet' } });
    await failure(client().get('/quiet', { silent: true }));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('request client: no usable answer', () => {
  it('rejects a timeout with a toast', async () => {
    server.script('/slow', { delayMs: 400, body: { code: 200 } });
    const error = await failure(createRequestClient({ baseURL: server.baseURL, timeout: 50 }).get('/slow'));
    expect(error.kind).toBe('timeout');
    expect(notify).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('rejects a refused connection with a toast', async () => {
    const port = await closedPort();
    const error = await failure(createRequestClient({ baseURL: `http://127.0.0.1:${port}/api` }).get('/x'));
    expect(error.kind).toBe('network');
    expect(notify).toHaveBeenCalledWith('网络异常，请检查网络连接');
  });

  it('treats statuses above 500 as an unavailable service', async () => {
    server.script('/gateway', { status: 502, text: 'Bad Gateway' });
    const error = await failure(client().get('/gateway'));
    expect(error).toMatchObject({ kind: 'network', status: 502 });
    expect(notify).toHaveBeenCalledWith('服务暂不可用（502），请稍后重试');
  });
});
