import { describe, expect, it } from 'vitest';
import { BASIC, HOSPITAL_CLERK, md5, useServer, type TestServer } from '../../../test/harness';

// Two sign-ins a minute per address, so the third shows whose budget it was counted against.
const LIMIT = { TOKEN_RATE_LIMIT: '2' };
const PROXY = '10.0.0.5';
// The private ranges by name, as the deploy recipes set it.

/** Three sign-ins from different callers, all arriving through the proxy; answers their statuses. */
async function throughProxy(server: TestServer): Promise<number[]> {
  const url = `/api/blade-auth/oauth/token?tenantId=${HOSPITAL_CLERK.tenantId}&username=${HOSPITAL_CLERK.username}&password=${md5(HOSPITAL_CLERK.password)}&grant_type=password&scope=all&type=account`;
  const statuses: number[] = [];
  for (const caller of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    const res = await server.app.inject({ method: 'POST', url, remoteAddress: PROXY, headers: { authorization: BASIC, 'tenant-id': HOSPITAL_CLERK.tenantId, 'x-forwarded-for': caller } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('behind a proxy named in TRUST_PROXY', () => {
  const server = useServer({ ...LIMIT, TRUST_PROXY: 'uniquelocal' });
  it("counts each caller's sign-ins against the caller's own address", async () => {
    expect(await throughProxy(server())).toEqual([200, 200, 200]);
  });
});

describe('without TRUST_PROXY', () => {
  const server = useServer(LIMIT);
  it('believes no forwarded address: every caller through the proxy shares its budget', async () => {
    expect(await throughProxy(server())).toEqual([200, 200, 429]);
  });
});
