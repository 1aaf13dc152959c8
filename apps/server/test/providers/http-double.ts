import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How a provider double answers the next message call:
 * - 'ok': accepts it;
 * - 'refuse': a permanent refusal in the provider's own shape (e.g. an invalid number);
 * - 'throttle': the provider's rate-limit answer;
 * - 'unavailable': HTTP 503;
 * - 'hang': never answers (the caller's timeout must end the call);
 * - { status, body }: exactly this JSON reply.
 * Calls beyond the scripted ones are 'ok'. Signature and token checks come first and consume nothing.
 */
export type Behaviour = 'ok' | 'refuse' | 'throttle' | 'unavailable' | 'hang' | { status?: number; body: unknown };

export class Script {
  private readonly queue: Behaviour[] = [];
  push(...behaviours: Behaviour[]): void {
    this.queue.push(...behaviours);
  }
  next(): Behaviour {
    return this.queue.shift() ?? 'ok';
  }
}

export interface Exchange {
  req: IncomingMessage;
  url: URL;
  /** The raw request body as received (signatures cover these exact bytes). */
  body: string;
  res: ServerResponse;
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Leaves the request unanswered; close() drops the connection. */
export function hang(): void {}

/** An HTTP server on a free loopback port; `handle` answers each request with the body read. */
export async function serve(handle: (exchange: Exchange) => unknown): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const exchange = { req, res, url: new URL(req.url ?? '/', 'http://double'), body: Buffer.concat(chunks).toString('utf8') };
      Promise.resolve(handle(exchange)).catch((err: unknown) => {
        if (!res.headersSent) json(res, 500, { error: String(err) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hung requests and idle keep-alive sockets would hold close() open.
        server.closeAllConnections();
      }),
  };
}
