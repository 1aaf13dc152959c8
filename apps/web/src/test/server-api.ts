import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import axios from 'axios';
import { inject } from 'vitest';
import { fileGeneration } from './file-start';
import { resetTestServer } from '../../../server/test/test-server-control';
import type { TokenAnswer } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud/types';
import type { MenuTreeNode } from '@/components/pickers/use-menu-tree';

/** This worker's real API server (see real-server.global.ts). */
const server = inject('testServers')[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
export const API_BASE_URL = server.apiBaseURL;

let renewed: { generation: number; done: Promise<void> } | undefined;
const renewalListeners = new Set<() => void>();

/**
 * Every test file that talks to the server starts from the seeded data: its first call renews
 * the worker's server (a fresh copy of the snapshot), and sessions kept for the previous file are
 * forgotten. Files that never call the server pay nothing.
 */
export function freshServer(): Promise<void> {
  const generation = fileGeneration();
  if (renewed?.generation !== generation) {
    for (const listener of renewalListeners) listener();
    renewed = { generation, done: resetTestServer(server.controlUrl) };
  }
  return renewed.done;
}

/** Runs `listener` whenever the server's data is renewed for a new file. */
export const onServerRenewed = (listener: () => void) => void renewalListeners.add(listener);

export interface Account {
  tenantId: string;
  username: string;
  password: string;
}

/** Seeded sign-ins and what they may do. */
export const ACCOUNTS = {
  /** Every menu and button, tenant packages included. */
  platformAdmin: { tenantId: '000000', username: 'admin', password: 'admin' },
  /** The parameter buttons, no tenant packages. */
  hospitalAdmin: { tenantId: '100001', username: 'admin', password: 'admin' },
  /** Only param_view. */
  clerk: { tenantId: '100001', username: 'liting', password: '123456' },
} satisfies Record<string, Account>;

/**
 * A client of its own for preparing and checking data, apart from the app's client so the calls
 * a test makes never show up among the calls the screen made.
 */
const direct = axios.create({
  baseURL: API_BASE_URL,
  adapter: 'http',
  validateStatus: () => true,
  headers: { Authorization: `Basic ${Buffer.from('beree:beree_secret').toString('base64')}` },
});
direct.interceptors.request.use(async (config) => {
  await freshServer();
  return config;
});

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

export async function callApi<T = unknown>(method: 'GET' | 'POST', path: string, token?: string, options: { params?: object; body?: unknown } = {}) {
  const headers = token ? { 'Blade-Auth': `bearer ${token}` } : {};
  const response = await direct.request({ method, url: path, params: options.params, data: options.body, headers });
  return { status: response.status, body: response.data } as Answer<T>;
}

/** The data of a call that must succeed. */
export async function apiData<T>(method: 'GET' | 'POST', path: string, token?: string, options?: { params?: object; body?: unknown }): Promise<T> {
  const answer = await callApi<T>(method, path, token, options);
  if (answer.body?.code !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

/** A password-grant sign-in at the real token endpoint. */
export async function requestTokens(account: Account): Promise<TokenAnswer> {
  const params = { tenantId: account.tenantId, username: account.username, password: md5Hex(account.password), grant_type: 'password', scope: 'all', type: 'account' };
  const response = await direct.post('/blade-auth/oauth/token', null, { params, headers: { 'Tenant-Id': account.tenantId } });
  if (!response.data?.access_token) throw new Error(`sign-in of ${account.username} refused: ${JSON.stringify(response.data)}`);
  return response.data as TokenAnswer;
}

/** Ends a session on the server, as another tab signing out would. */
export const endSession = (token: string) => apiData('GET', '/blade-auth/oauth/logout', token);

/** A real captcha and its answer, as a user reading the image would type it. */
export async function solvedCaptcha(): Promise<{ key: string; code: string }> {
  const { key } = (await direct.get<{ key: string }>('/blade-auth/oauth/captcha')).data;
  return { key, code: await captchaAnswer(key) };
}

/** The answer of a real captcha, through the hook test builds of the server offer. */
export const captchaAnswer = async (key: string) => (await apiData<{ answer: string }>('GET', '/test-hooks/captcha', undefined, { params: { key } })).answer;

let counter = 0;
/** Unique per call across parallel test files, so a test finds its own rows among everyone's. */
export const uniqueTag = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Adds one row and reads it back (the submit answer carries the id, the detail the full row). */
export async function createRow(token: string, api: string, body: CrudRecord): Promise<CrudRecord> {
  const saved = await apiData<CrudRecord>('POST', `${api}/submit`, token, { body });
  return apiData<CrudRecord>('GET', `${api}/detail`, token, { params: { id: saved.id } });
}

/** `count` parameters named `${prefix}-01`…, oldest first; keys and values follow the same numbering. */
export async function createParams(token: string, prefix: string, count: number, values?: (i: number) => string): Promise<CrudRecord[]> {
  const rows: CrudRecord[] = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    rows.push(
      await createRow(token, '/blade-system/param', {
        paramName: `${prefix}-${n}`,
        paramKey: `test.${prefix}.${n}`,
        paramValue: values ? values(i) : `value-${n}`,
        remark: `备注${n}`,
      }),
    );
  }
  return rows;
}

export const fetchMenuTree = (token: string) => apiData<MenuTreeNode[]>('GET', '/blade-system/menu/tree', token);

/** An API address nothing answers at (a port bound, then released): the server being down, for real. */
export async function unreachableBaseURL(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}
