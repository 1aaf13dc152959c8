import { createServer, type AddressInfo } from 'node:net';
import type { AdapterIo, OutgoingMessage, Receiver } from '../../src/modules/message/channel/types';

/** Real fetch and clock; a short timeout keeps a hung provider call brief. */
export const testIo = (timeoutMs = 2_000): AdapterIo => ({ fetch: globalThis.fetch, timeoutMs, now: () => new Date() });

export const receiver = (recordId: string, to: string): Receiver => ({ recordId, to });

/** A rendered message to the given receivers; fields may be overridden. */
export const outgoing = (receivers: Receiver[], fields: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  receivers,
  title: '订单已发货',
  content: '<p>订单 <b>PO-2026-001</b> 已发货</p>',
  variables: {},
  ...fields,
});

/** A loopback port nothing listens on: a call to it is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
