import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { clients } from '../../../core/db/schema';

export type Client = typeof clients.$inferSelect;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The client named by `Authorization: Basic base64(id:secret)`, or null when it does not match a row. */
export async function authenticateClient(tx: Executor, header: string | undefined): Promise<Client | null> {
  const m = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const [id, secret] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
  const [client] = await tx.select().from(clients).where(and(eq(clients.clientId, id), eq(clients.isDeleted, 0)));
  return client && client.status === 1 && same(client.clientSecret, secret) ? client : null;
}

/** Whether the client may use a grant; the captcha grant is the password grant with a captcha. */
export function allowsGrant(client: Client, grant: string): boolean {
  const grants = client.authorizedGrantTypes.split(',').map((g) => g.trim());
  return grants.includes(grant) || (grant === 'captcha' && grants.includes('password'));
}
