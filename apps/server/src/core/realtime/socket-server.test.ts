import type { AddressInfo } from 'node:net';
import { REALTIME_MESSAGE, REALTIME_NOTICE, REALTIME_PERMISSION } from '@beree/contracts';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer, type Login } from '../../../test/harness';
import { closedByServer, collect, connectSocket, join, nextEvent } from '../../../test/realtime-client';

const server = useServer();
let base = '';
const open: Socket[] = [];

beforeAll(async () => {
  await server().app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server().app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  open.splice(0).forEach((socket) => socket.close());
});

/** A fresh session of `who`: its token and user id, as the token endpoint answers them. */
async function signIn(who: Login): Promise<{ token: string; userId: string; tenantId: string }> {
  const res = await server().token(who);
  expect(res.status).toBe(200);
  return { token: res.body.access_token, userId: res.body.user_id, tenantId: res.body.tenant_id };
}

async function connected(who: Login | { token: string; userId: string }): Promise<Socket> {
  const auth = 'token' in who ? who : await signIn(who);
  const socket = await connectSocket(base, { token: auth.token, userId: auth.userId });
  open.push(socket);
  return socket;
}

/** Connected and joined. */
async function joined(who: Login): Promise<Socket> {
  const socket = await connected(who);
  await join(socket);
  return socket;
}

describe('realtime handshake', () => {
  it('refuses a socket without a token, with a forged token, or naming another user', async () => {
    await expect(connectSocket(base, undefined)).rejects.toThrow('auth.unauthorized');
    await expect(connectSocket(base, { token: 'not.a.token', userId: '1' })).rejects.toThrow('auth.unauthorized');
    const admin = await signIn(HOSPITAL_ADMIN);
    const clerk = await signIn(HOSPITAL_CLERK);
    // A token signed with another key (the right shape, the wrong signature).
    const [head, body] = admin.token.split('.');
    await expect(connectSocket(base, { token: `${head}.${body}.${'A'.repeat(43)}`, userId: admin.userId })).rejects.toThrow('auth.unauthorized');
    await expect(connectSocket(base, { token: admin.token, userId: clerk.userId })).rejects.toThrow('auth.unauthorized');
    await expect(connectSocket(base, { token: admin.token })).rejects.toThrow('auth.unauthorized');
  });

  it('refuses the token of a session that has been signed out', async () => {
    const clerk = await signIn(HOSPITAL_CLERK);
    expect((await server().call('GET', '/api/blade-auth/oauth/logout', { token: clerk.token })).status).toBe(200);
    await expect(connectSocket(base, clerk)).rejects.toThrow('auth.unauthorized');
  });

  it('accepts the token with the "bearer " prefix the HTTP header carries', async () => {
    const admin = await signIn(HOSPITAL_ADMIN);
    const socket = await connected({ token: `bearer ${admin.token}`, userId: admin.userId });
    expect(socket.connected).toBe(true);
  });
});

describe('JOIN', () => {
  it('puts the socket in its own tenant and user rooms only, whatever JOIN claims', async () => {
    const admin = await signIn(HOSPITAL_ADMIN);
    const dealer = await signIn(DEALER_ADMIN);
    const socket = await connected(admin);
    const rooms = await join(socket, { tenantId: dealer.tenantId, userId: dealer.userId, rooms: ['tenant:200001'] });
    expect(rooms).toEqual([`tenant:${admin.tenantId}`, `user:${admin.tenantId}:${admin.userId}`]);
    const onServer = server().app.sockets.io.of('/').sockets.get(socket.id!);
    expect([...onServer!.rooms].sort()).toEqual([socket.id, ...rooms].sort());
    expect(await server().app.sockets.io.in(`tenant:${dealer.tenantId}`).fetchSockets()).toHaveLength(0);
    expect(await server().app.sockets.io.in(`user:${dealer.tenantId}:${dealer.userId}`).fetchSockets()).toHaveLength(0);
  });
});

describe('delivery', () => {
  const marker = { title: 'marker' };

  it("delivers a tenant's notice to that tenant's sockets only", async () => {
    const hospital = await joined(HOSPITAL_ADMIN);
    const dealer = await joined(DEALER_ADMIN);
    const dealerSeen = collect(dealer, REALTIME_NOTICE);
    const hospitalNext = nextEvent(hospital, REALTIME_NOTICE);
    const dealerMarker = nextEvent(dealer, REALTIME_NOTICE);
    server().app.sockets.bus.publishNotice({ tenantId: HOSPITAL_ADMIN.tenantId, payload: { title: '春节期间中心库收货安排' } });
    // Sent after the hospital's notice on the same server: when it arrives, the other would have too.
    server().app.sockets.bus.publishNotice({ tenantId: DEALER_ADMIN.tenantId, payload: marker });
    expect(await hospitalNext).toEqual({ title: '春节期间中心库收货安排' });
    expect(await dealerMarker).toEqual(marker);
    expect(dealerSeen).toEqual([marker]);
  });

  it("delivers a platform notice ('*') to every tenant", async () => {
    const hospital = await joined(HOSPITAL_ADMIN);
    const dealer = await joined(DEALER_ADMIN);
    const got = Promise.all([nextEvent(hospital, REALTIME_NOTICE), nextEvent(dealer, REALTIME_NOTICE)]);
    server().app.sockets.bus.publishNotice({ tenantId: '*', payload: { title: '关于第三批医疗器械唯一标识实施的提醒' } });
    expect(await got).toEqual([{ title: '关于第三批医疗器械唯一标识实施的提醒' }, { title: '关于第三批医疗器械唯一标识实施的提醒' }]);
  });

  it('delivers a message to its user only, on every socket of that user', async () => {
    const clerk = await signIn(HOSPITAL_CLERK);
    const clerkTab1 = await connected(clerk);
    const clerkTab2 = await connected(clerk);
    await join(clerkTab1);
    await join(clerkTab2);
    const admin = await joined(HOSPITAL_ADMIN);
    const adminSeen = collect(admin, REALTIME_MESSAGE);
    const got = Promise.all([nextEvent(clerkTab1, REALTIME_MESSAGE), nextEvent(clerkTab2, REALTIME_MESSAGE)]);
    const adminMarker = nextEvent(admin, REALTIME_NOTICE);
    server().app.sockets.bus.publishMessage({ tenantId: clerk.tenantId, userId: clerk.userId, payload: { title: '授权书到期' } });
    // The same user id in another tenant is another user.
    server().app.sockets.bus.publishMessage({ tenantId: DEALER_ADMIN.tenantId, userId: clerk.userId, payload: { title: 'elsewhere' } });
    server().app.sockets.bus.publishNotice({ tenantId: HOSPITAL_ADMIN.tenantId, payload: marker });
    expect(await got).toEqual([{ title: '授权书到期' }, { title: '授权书到期' }]);
    await adminMarker;
    expect(adminSeen).toEqual([]);
  });

  it("tells the holders of a role whose grants changed, and nobody else, to reload their menus", async () => {
    const clerk = await signIn(HOSPITAL_CLERK);
    const clerkSocket = await connected(clerk);
    await join(clerkSocket);
    const admin = await signIn(HOSPITAL_ADMIN);
    const adminSocket = await connected(admin);
    await join(adminSocket);
    const adminSeen = collect(adminSocket, REALTIME_PERMISSION);
    const told = nextEvent(clerkSocket, REALTIME_PERMISSION);
    const s = server();
    const role = (await s.call('GET', `/api/blade-system/role/select?userId=${clerk.userId}`, { token: admin.token })).body.data[0];
    const keys = (await s.call('GET', `/api/blade-system/menu/role-tree-keys?roleIds=${role.id}`, { token: admin.token })).body.data;
    const granted = await s.call('POST', '/api/blade-system/role/grant', { token: admin.token, body: { roleIds: [role.id], menuIds: keys.menu, dataScopeIds: keys.dataScope, apiScopeIds: keys.apiScope } });
    expect(granted.status).toBe(200);
    await told;
    // A notice sent after the grant reaches the admin after any permission event would have.
    const marker = nextEvent(adminSocket, REALTIME_NOTICE);
    s.app.sockets.bus.publishNotice({ tenantId: HOSPITAL_ADMIN.tenantId, payload: { title: 'marker' } });
    await marker;
    expect(adminSeen).toEqual([]);
  });

  it('delivers nothing to a socket before it joins', async () => {
    const early = await connected(HOSPITAL_ADMIN);
    const seen = collect(early, REALTIME_NOTICE);
    const later = await joined(HOSPITAL_ADMIN);
    const marker2 = nextEvent(later, REALTIME_NOTICE);
    server().app.sockets.bus.publishNotice({ tenantId: HOSPITAL_ADMIN.tenantId, payload: marker });
    await marker2;
    // Emitted before the marker reached the joined socket; give the other connection a moment too.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });
});

describe('session sweep', () => {
  it('disconnects the sockets of a signed-out session and keeps the others', async () => {
    const clerk = await signIn(HOSPITAL_CLERK);
    const ending = await connected(clerk);
    const staying = await joined(HOSPITAL_CLERK);
    expect((await server().call('GET', '/api/blade-auth/oauth/logout', { token: clerk.token })).status).toBe(200);
    const closed = closedByServer(ending);
    expect(await server().app.sockets.sweep()).toBe(1);
    expect(await closed).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
  });

  it('disconnects sockets whose access token has expired', async () => {
    const socket = await joined(HOSPITAL_ADMIN);
    const closed = closedByServer(socket);
    // A day from now every token of this test has expired.
    expect(await server().app.sockets.sweep(Date.now() + 3_600_000 * 24)).toBeGreaterThanOrEqual(1);
    expect(await closed).toBe('io server disconnect');
  });
});
