import { describe, expect, it } from 'vitest';
import { BASIC, md5, PLATFORM_ADMIN } from '../test/harness';
import { startServerProcess } from '../test/server-process';

// The process always opens a new embedded database, whatever the suite runs on: the PostgreSQL run
// would only repeat the PGlite run's 20 s.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process', () => {
  it('serves a new embedded database, created and seeded by a process of its own before it opens it', async () => {
    const server = await startServerProcess({ DATABASE_URL: '', SEED_DEMO: 'false' });
    try {
      const { tenantId, username, password } = PLATFORM_ADMIN;
      const url = `${server.baseUrl}/api/blade-auth/oauth/token?tenantId=${tenantId}&username=${username}&password=${md5(password)}&grant_type=password&scope=all&type=account`;
      const res = await fetch(url, { method: 'POST', headers: { authorization: BASIC, 'tenant-id': tenantId } });
      expect(res.status, server.output()).toBe(200);
      expect(((await res.json()) as { access_token?: string }).access_token).toBeTruthy();
    } finally {
      await server.stop();
    }
  });
});
