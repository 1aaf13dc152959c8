import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/core/config/config';
import type { Database } from '../src/core/db/database';
import { freshDatabase } from './database';

export const BASIC = `Basic ${Buffer.from('beree:beree_secret').toString('base64')}`;
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Seeded sign-ins: the platform administrator, a hospital's administrator and clerk, a dealer's administrator. */
export const PLATFORM_ADMIN = { tenantId: '000000', username: 'admin', password: 'admin' };
export const HOSPITAL_ADMIN = { tenantId: '100001', username: 'admin', password: 'admin' };
export const HOSPITAL_CLERK = { tenantId: '100001', username: 'liting', password: '123456' };
export const DEALER_ADMIN = { tenantId: '200001', username: 'admin', password: 'admin' };
export const MANUFACTURER_ADMIN = { tenantId: '300001', username: 'admin', password: 'admin' };
/** Parties of no document between the hospital and the dealer above: a second hospital and a second dealer. */
export const HOSPITAL2_ADMIN = { tenantId: '100002', username: 'admin', password: 'admin' };
export const DEALER2_ADMIN = { tenantId: '200002', username: 'admin', password: 'admin' };

export type Login = typeof PLATFORM_ADMIN;

export interface Answer<T = any> {
  status: number;
  body: T;
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** Calls the API with the client header and, when given, a token. */
  call<T = any>(method: 'GET' | 'POST', url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer<T>>;
  /** Signs in with the password grant and returns the token answer. */
  token(login: Login, extra?: { headers?: Record<string, string> }): Promise<Answer>;
  /** Signs in and returns the access token, failing the test when sign-in fails. */
  login(login: Login): Promise<string>;
}

/** A server on a fresh copy of the run's seeded database (without the administrative divisions). */
export async function startServer(env: Record<string, string> = {}, options: { logStream?: NodeJS.WritableStream } = {}): Promise<TestServer> {
  const database = await freshDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', ...env }), isTest: true };
  const app = await buildApp(config, database, options);
  await app.ready();

  const call: TestServer['call'] = async (method, url, opts = {}) => {
    const request: InjectOptions = {
      method,
      url,
      headers: { authorization: BASIC, ...(opts.token ? { 'blade-auth': `bearer ${opts.token}` } : {}), ...opts.headers },
    };
    if (opts.body !== undefined) request.payload = opts.body as InjectOptions['payload'];
    const res = await app.inject(request);
    return { status: res.statusCode, body: (res.body ? res.json() : undefined) as never };
  };
  const token: TestServer['token'] = (login, extra = {}) =>
    call(
      'POST',
      `/api/blade-auth/oauth/token?tenantId=${login.tenantId}&username=${encodeURIComponent(login.username)}&password=${md5(login.password)}&grant_type=password&scope=all&type=account`,
      { headers: { 'tenant-id': login.tenantId, ...extra.headers } },
    );
  const login: TestServer['login'] = async (who) => {
    const res = await token(who);
    if (res.status !== 200 || !res.body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
    return res.body.access_token;
  };
  return { app, database, call, token, login };
}

/** One server per test file, closed at the end. */
export function useServer(env?: Record<string, string>, options?: { logStream?: NodeJS.WritableStream }): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(env, options);
  });
  afterAll(async () => {
    await server?.app.close();
    await server?.database.close();
  });
  return () => {
    if (!server) throw new Error('server not started');
    return server;
  };
}
