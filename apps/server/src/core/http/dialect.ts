/**
 * Clients of the open-source SpringBlade family (Saber 4.x, Sword) read a few answers in shapes of
 * their own: tree lists as the bare tree array instead of a page of roots, and the top-menu grant
 * tree inside `{ menu }` (ADR 0067). Which OAuth clients they are is the operator's setting
 * (SPRINGBLADE_CLIENTS); this product's own web app is a client of its own and reads the BladeX shapes.
 */
import type { FastifyRequest } from 'fastify';

export type WireDialect = 'bladex' | 'springblade';

const springBladeClients = new Set<string>();

/** Set once by the app from its configuration. */
export function setSpringBladeClients(ids: string[]): void {
  springBladeClients.clear();
  for (const id of ids) springBladeClients.add(id);
}

export const dialectOf = (ctx: { clientId: string }): WireDialect => (springBladeClients.has(ctx.clientId) ? 'springblade' : 'bladex');

/** The client id of `Authorization: Basic base64(id:secret)`, unchecked (the token endpoint checks it). */
function basicClientId(header: string | undefined): string {
  const encoded = /^Basic\s+(.+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return '';
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  return decoded.slice(0, Math.max(0, decoded.indexOf(':')));
}

/**
 * The dialect of a request: its token's client once signed in, else the client its Basic header
 * names. Only shapes and encodings follow from it, never a permission.
 */
export const requestDialect = (request: FastifyRequest): WireDialect =>
  dialectOf({ clientId: (request.ctx as { clientId?: string } | null)?.clientId ?? basicClientId(request.headers.authorization) });
