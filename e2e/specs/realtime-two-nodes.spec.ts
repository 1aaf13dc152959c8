import { resolve } from 'node:path';
import { expect, test as base } from '../support/fixtures';
import { createPostgresDatabase, startServerProcess, testRedisUrl, twoNodeSkipReason, type ServerProcess } from '../../apps/server/test/server-process';
import { BASIC, md5 } from '../support/api';
import { bottomRightPopup, realtimeJoined } from '../support/realtime';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, login, unique } from '../support/session';

interface TwoNodes {
  skipReason?: string;
  nodeA?: ServerProcess;
  nodeB?: ServerProcess;
}

/**
 * The two nodes, started once per worker on a fresh PostgreSQL database. A worker fixture has its
 * own start-up limit: migrating, seeding and starting two servers is set-up, not the test.
 */
const test = base.extend<object, { nodes: TwoNodes }>({
  nodes: [
    async ({}, use) => {
      const databaseUrl = process.env.TEST_DATABASE_URL;
      const redisUrl = testRedisUrl();
      const skipReason = await twoNodeSkipReason(databaseUrl, redisUrl);
      if (skipReason) return use({ skipReason });
      const database = await createPostgresDatabase(databaseUrl!);
      const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, WEB_DIST: process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist') };
      let nodeA: ServerProcess | undefined;
      let nodeB: ServerProcess | undefined;
      try {
        // One after the other: the first node migrates, seeds and creates the signing key.
        nodeA = await startServerProcess(env);
        nodeB = await startServerProcess(env);
        await use({ nodeA, nodeB });
      } finally {
        await Promise.allSettled([nodeA?.stop(), nodeB?.stop()]);
        await database.drop();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});

/**
 * Two API nodes of their own, on one fresh PostgreSQL database and one Redis, node B also serving
 * the web app: a browser on node B sees at once a notice published through node A.
 */
test.describe('realtime across two API nodes', () => {
  test('a browser on node B sees a notice published through node A', async ({ browser, nodes: { skipReason, nodeA, nodeB } }) => {
    test.skip(skipReason !== undefined, skipReason);
    const context = await browser.newContext({ baseURL: nodeB!.baseUrl });
    try {
      const page = await context.newPage();
      const joined = realtimeJoined(page);
      await login(page, HOSPITAL_CLERK);
      await joined;

      // The hospital's administrator publishes through the other node.
      const who = HOSPITAL_ADMIN;
      const signIn = await page.request.post(
        `${nodeA!.baseUrl}/api/blade-auth/oauth/token?tenantId=${who.tenantId}&username=${who.account}&password=${md5(who.password)}&grant_type=password&scope=all&type=account`,
        { headers: { authorization: BASIC, 'tenant-id': who.tenantId } },
      );
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      expect(token).toBeTruthy();
      const title = unique('请于本月20日前更新授权书 ');
      const published = await page.request.post(`${nodeA!.baseUrl}/api/beree-desk/notice/submit`, {
        headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` },
        data: { title, content: '<p>授权书即将到期，请及时上传。</p>' },
      });
      expect((await published.json()).code).toBe(200);

      await expect(bottomRightPopup(page, title)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
