import type { MessageEvent, NoticeEvent } from '../src/core/realtime/bus';
import type { RequestContext } from '../src/core/tenancy/context';
import type { TestServer } from './harness';

interface BusEvents {
  notice: NoticeEvent;
  message: MessageEvent;
}

/** The events of one kind the desk service published on the bus while `fn` ran. */
export async function captureRealtime<K extends keyof BusEvents>(s: TestServer, kind: K, fn: () => Promise<unknown>): Promise<BusEvents[K][]> {
  const events: BusEvents[K][] = [];
  const listener = (e: BusEvents[K]) => events.push(e);
  // The bus's event map pairs each kind with its event; narrowing one generic kind needs the cast.
  const bus = s.app.realtime as unknown as { on(k: K, l: typeof listener): void; off(k: K, l: typeof listener): void };
  bus.on(kind, listener);
  try {
    await fn();
  } finally {
    bus.off(kind, listener);
  }
  return events;
}

/** The hospital administrator's request context, for calling a service inside a transaction of its own. */
export const hospitalAdminContext = (userId: string): RequestContext => ({
  tenantId: '100001',
  userId: BigInt(userId),
  account: 'admin',
  userName: 'admin',
  roleIds: [],
  roleAliases: ['admin'],
  deptIds: [],
  sessionId: 0n,
  clientId: 'beree',
  lang: 'zh',
});
