import { networkInterfaces, hostname } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import { redactText, redactValue } from './redact';

/** Who a log row belongs to: the signed-in caller, the user a sign-in just admitted, or a tenant named by an anonymous call. */
export interface Actor {
  tenantId: string;
  userId?: bigint;
  account?: string;
}

/** Where the rows are written from. */
export interface LogOrigin {
  serverHost: string;
  serverIp: string;
  env: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a sign-in that succeeded, so its log rows name the user it admitted. */
    actor: Actor | null;
  }
}

const TENANT_RE = /^[A-Za-z0-9]{1,12}$/;

/** This node: host name, first outside IPv4 address, and BladeX's env name (dev, test, prod). */
export function logOrigin(config: { isProduction: boolean; isTest: boolean }): LogOrigin {
  const ip = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  return { serverHost: hostname().slice(0, 255), serverIp: ip ?? '127.0.0.1', env: config.isProduction ? 'prod' : config.isTest ? 'test' : 'dev' };
}

const first = (value: unknown): string | undefined => (Array.isArray(value) ? first(value[0]) : typeof value === 'string' ? value : undefined);

/**
 * The tenant and user a request's rows belong to: the caller's, else the user a sign-in admitted,
 * else the tenant a sign-in attempt named (so a tenant's administrators see the attempts on their
 * accounts), else the platform's.
 */
export function requestActor(request: FastifyRequest): Actor {
  const { ctx } = request;
  if (ctx) return { tenantId: ctx.tenantId, userId: ctx.userId, account: ctx.account };
  if (request.actor) return request.actor;
  const named =
    first(request.headers['tenant-id']) ?? first((request.query as Record<string, unknown> | undefined)?.tenantId) ?? first((request.body as Record<string, unknown> | undefined)?.tenantId);
  return { tenantId: named && TENANT_RE.test(named) ? named : PLATFORM_TENANT_ID };
}

/** The path without its query string, secrets taken out. */
export const requestPath = (request: FastifyRequest): string => redactText(request.url.split('?')[0]).slice(0, 2000);

/** `/api/blade-system/user/list` → `blade-system`: BladeX's service id. */
export const serviceOf = (path: string): string | null => /^\/api\/([^/?]+)/.exec(path)?.[1]?.slice(0, 32) ?? null;

/** The query string as `name=value&…`, every secret replaced. */
export function queryText(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object' || Object.keys(query).length === 0) return null;
  // Copied first: a parsed query string is no plain object (its prototype is a null-prototype object).
  const safe = redactValue({ ...query }) as Record<string, unknown>;
  return cut(
    Object.entries(safe)
      .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`)
      .join('&'),
  );
}

/** How much of a body or a logged value is kept. */
export const TEXT_MAX = 8000;

/** A long text shortened, saying how much was left out. */
export const cut = (text: string, max = TEXT_MAX): string => (text.length > max ? `${text.slice(0, max)}…(${text.length - max} more)` : text);

/** A value (parsed body, logged data) as redacted JSON text, shortened. */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return cut(redactText(value));
  // Through JSON first, so every object is a plain one whatever made it (a parsed query string is not).
  const data: unknown = JSON.parse(JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null');
  return cut(JSON.stringify(redactValue(data)));
}

/** The columns every row of a request shares: tenant, user, path, caller, trace id, node. */
export function requestColumns(request: FastifyRequest, origin: LogOrigin) {
  const actor = requestActor(request);
  const path = requestPath(request);
  return {
    tenantId: actor.tenantId,
    serviceId: serviceOf(path),
    serverHost: origin.serverHost,
    env: origin.env,
    method: request.method.slice(0, 10),
    requestUri: path,
    remoteIp: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 1000),
    params: queryText(request),
    traceId: request.id.slice(0, 64),
    userId: actor.userId ?? null,
    createBy: actor.account?.slice(0, 64) ?? null,
  };
}
