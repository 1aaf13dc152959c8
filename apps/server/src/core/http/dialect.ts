/**
 * Clients of the open-source SpringBlade family (Saber 4.x, Sword) read a few answers in shapes of
 * their own: tree lists as the bare tree array instead of a page of roots, and the top-menu grant
 * tree inside `{ menu }` (ADR 0067). Which OAuth clients they are is the operator's setting
 * (SPRINGBLADE_CLIENTS); this product's own web app is a client of its own and reads the BladeX shapes.
 */
export type WireDialect = 'bladex' | 'springblade';

const springBladeClients = new Set<string>();

/** Set once by the app from its configuration. */
export function setSpringBladeClients(ids: string[]): void {
  springBladeClients.clear();
  for (const id of ids) springBladeClients.add(id);
}

export const dialectOf = (ctx: { clientId: string }): WireDialect => (springBladeClients.has(ctx.clientId) ? 'springblade' : 'bladex');
