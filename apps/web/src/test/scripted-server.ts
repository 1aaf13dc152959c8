import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Scripted {
  status?: number;
  body?: unknown;
  /** Raw text sent as is instead of JSON. */
  text?: string;
  delayMs?: number;
  /** Holds the answer until this settles: a test decides which of two requests is answered first. */
  until?: Promise<unknown>;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server answering each path with a scripted response, so client tests cross a socket
 * exactly as the browser does.
 */
export async function startScriptedServer() {
  const routes = new Map<string, Scripted>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = req.url ?? '/';
      seen.push({ method: req.method ?? 'GET', url, headers: req.headers, body });
      const answer = routes.get(url.split('?')[0]) ?? { status: 404, body: { code: 404, msg: 'no script' } };
      const send = () => {
        if (res.destroyed) return;
        const text = answer.text ?? JSON.stringify(answer.body ?? {});
        res.writeHead(answer.status ?? 200, { 'Content-Type': answer.text ? 'text/html' : 'application/json' });
        res.end(text);
      };
      if (answer.until) void answer.until.finally(send);
      else if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    seen,
    script(path: string, answer: Scripted) {
      routes.set(`/api${path}`, answer);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bind one, then release it. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
