import { describe, expect, it } from 'vitest';
import { BASIC, HOSPITAL_CLERK, md5, useServer, type TestServer } from '../../../test/harness';

// Two sign-ins a minute per address, so the third shows whose budget it was counted against. The
// private ranges by name are believed, as the deploy recipes set it.
const server = useServer({ TOKEN_RATE_LIMIT: '2', TRUST_PROXY: 'uniquelocal' });

/** Three sign-ins from different callers, all arriving through the proxy at `proxy`; answers their statuses. */
async function throughProxy(s: TestServer, proxy: string, callers: string[]): Promise<number[]> {
  const url = `/api/blade-auth/oauth/token?tenantId=${HOSPITAL_CLERK.tenantId}&username=${HOSPITAL_CLERK.username}&password=${md5(HOSPITAL_CLERK.password)}&grant_type=password&scope=all&type=account`;
  const statuses: number[] = [];
  for (const caller of callers) {
    const res = await s.app.inject({ method: 'POST', url, remoteAddress: proxy, headers: { authorization: BASIC, 'tenant-id': HOSPITAL_CLERK.tenantId, 'x-forwarded-for': caller } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the caller behind a proxy (TRUST_PROXY)', () => {
  it("counts each caller's sign-ins against the caller's own address when the proxy is one named", async () => {
    expect(await throughProxy(server(), '10.0.0.5', ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 200]);
  });

  it('believes no forwarded address from a proxy not named: every caller through it shares its budget', async () => {
    expect(await throughProxy(server(), '198.51.100.9', ['203.0.113.4', '203.0.113.5', '203.0.113.6'])).toEqual([200, 200, 429]);
  });
});
