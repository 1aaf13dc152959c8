import { request as httpRequest } from 'node:http';

/**
 * Gives the test server behind `controlUrl` a fresh copy of the seeded snapshot (for the next test
 * file). Node's own http client: in a browser-like test environment `fetch` would apply CORS.
 */
export function resetTestServer(controlUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${controlUrl}/reset`, { method: 'POST' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => (res.statusCode === 204 ? resolve() : reject(new Error(`Resetting the test server failed: ${body}`))));
    });
    req.on('error', reject);
    req.end();
  });
}
