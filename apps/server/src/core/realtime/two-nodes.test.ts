import { REALTIME_MESSAGE, REALTIME_NOTICE } from '@beree/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, HOSPITAL_ADMIN, HOSPITAL_CLERK, md5, type Login } from '../../../test/harness';
import { connectSocket, join, nextEvent } from '../../../test/realtime-client';
import { createPostgresDatabase, startServerProcess, testRedisUrl, twoNodeSkipReason, type ServerProcess } from '../../../test/server-process';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = testRedisUrl();

const skipReason = await twoNodeSkipReason(databaseUrl, redisUrl);
if (skipReason) console.warn(`two-node realtime test skipped: ${skipReason}`);

/**
 * Two real server processes on one PostgreSQL database and one Redis: a socket connected to node
 * B hears what is published through node A's API.
 */
describe.skipIf(skipReason !== undefined)('realtime across two API nodes', () => {
  let database: { url: string; drop(): Promise<void> };
  let nodeA: ServerProcess;
  let nodeB: ServerProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(databaseUrl!);
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl };
    // One after the other: the first node migrates, seeds and creates the signing key.
    nodeA = await startServerProcess(env);
    nodeB = await startServerProcess(env);
  }, 240_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.allSettled([nodeA?.stop(), nodeB?.stop()]);
    await database?.drop();
  }, 60_000);

  async function signIn(node: ServerProcess, who: Login): Promise<{ token: string; userId: string }> {
    const url = `${node.baseUrl}/api/blade-auth/oauth/token?tenantId=${who.tenantId}&username=${who.username}&password=${md5(who.password)}&grant_type=password&scope=all&type=account`;
    const res = await fetch(url, { method: 'POST', headers: { authorization: BASIC, 'tenant-id': who.tenantId } });
    const body = (await res.json()) as { access_token: string; user_id: string };
    expect(body.access_token).toBeTruthy();
    return { token: body.access_token, userId: body.user_id };
  }

  async function post(node: ServerProcess, token: string, path: string, body: unknown): Promise<{ code: number; msg: string }> {
    const res = await fetch(`${node.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string };
  }

  it("delivers a message sent through node A to the user's socket on node B", async () => {
    const admin = await signIn(nodeA, HOSPITAL_ADMIN);
    const clerk = await signIn(nodeB, HOSPITAL_CLERK);
    const socket = await connectSocket(nodeB.baseUrl, clerk);
    sockets.push(socket);
    await join(socket);
    const title = `跨节点消息 ${Date.now()}`;
    const arrived = nextEvent<{ title: string; userId: string }>(socket, REALTIME_MESSAGE);
    const sent = await post(nodeA, admin.token, '/api/beree-desk/message-record/send', { userIds: clerk.userId, title, content: '<p>请核对</p>' });
    expect(sent.code, sent.msg).toBe(200);
    const message = await arrived;
    expect(message.title).toBe(title);
    expect(message.userId).toBe(clerk.userId);
  });

  it("delivers a notice published through node A to the tenant's sockets on node B", async () => {
    const admin = await signIn(nodeA, HOSPITAL_ADMIN);
    const clerk = await signIn(nodeB, HOSPITAL_CLERK);
    const socket = await connectSocket(nodeB.baseUrl, clerk);
    sockets.push(socket);
    await join(socket);
    const title = `跨节点通知 ${Date.now()}`;
    const arrived = nextEvent<{ title: string }>(socket, REALTIME_NOTICE);
    const sent = await post(nodeA, admin.token, '/api/beree-desk/notice/submit', { title, content: '<p>请知悉</p>' });
    expect(sent.code, sent.msg).toBe(200);
    expect((await arrived).title).toBe(title);
  });

  it('a session ended through node A is refused at once on node B, where it was cached', async () => {
    const clerk = await signIn(nodeB, HOSPITAL_CLERK);
    const userInfo = () => fetch(`${nodeB.baseUrl}/api/blade-auth/oauth/user-info`, { headers: { authorization: BASIC, 'blade-auth': `bearer ${clerk.token}` } });
    expect((await userInfo()).status).toBe(200);
    const out = await fetch(`${nodeA.baseUrl}/api/blade-auth/oauth/logout`, { headers: { authorization: BASIC, 'blade-auth': `bearer ${clerk.token}` } });
    expect(out.status).toBe(200);
    expect((await userInfo()).status).toBe(401);
  });
});
