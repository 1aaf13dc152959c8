import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Link-local addresses, where cloud hosts answer their metadata service (169.254.169.254):
 * 169.254.0.0/16, fe80::/10, and the same IPv4 range written as an IPv4-mapped IPv6 address. Loopback and private networks stay allowed: a hospital's own systems
 * live there (ADR 0044).
 */
export function isLinkLocal(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(a) === 4) return a.startsWith('169.254.');
  if (isIP(a) !== 6) return false;
  if (/^fe[89ab][0-9a-f]:/.test(a)) return true;
  const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(a);
  if (!mapped) return false;
  if (mapped[1]) return mapped[1].startsWith('169.254.');
  return parseInt(mapped[2]!, 16) >> 8 === 169 && (parseInt(mapped[2]!, 16) & 0xff) === 254;
}

/**
 * Before each call to a partner (a push, a workflow HTTP task): the host a name stands for may have become link-local since it was saved, so
 * the addresses it resolves to now are looked at too. Answers why it is refused, or null.
 */
export async function refusedTarget(url: string): Promise<string | null> {
  const host = new URL(url).hostname;
  if (isLinkLocal(host)) return `address refused: ${host} is link-local`;
  if (isIP(host.replace(/^\[|\]$/g, ''))) return null;
  try {
    const found = await lookup(host, { all: true });
    const bad = found.find((f) => isLinkLocal(f.address));
    return bad ? `address refused: ${host} resolves to link-local ${bad.address}` : null;
  } catch {
    // An unknown name fails in the send itself, with the resolver's own words.
    return null;
  }
}
