import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BASIC, HOSPITAL_ADMIN, md5, useServer } from '../../../test/harness';

// A built web app of two files, served the way core/http/web.ts serves the real one.
const dist = mkdtempSync(join(tmpdir(), 'beree-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');
// The compressed forms the build writes beside each file (build/precompress-plugin.ts).
const APP = `export const app = '${'应用'.repeat(400)}';`;
writeFileSync(join(dist, 'assets', 'big.js'), APP);
writeFileSync(join(dist, 'assets', 'big.js.br'), brotliCompressSync(APP));
writeFileSync(join(dist, 'assets', 'big.js.gz'), gzipSync(APP));
const INDEX = readFileSync(join(dist, 'index.html'));
writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));
const server = useServer({ WEB_DIST: dist });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('browser security headers', () => {
  it.each(['/', '/system/user', '/assets/app.js', '/api/health', '/api/docs/', '/api/openapi.json', '/api/no-such-path'])('%s carries the CSP, nosniff, no framing by others, the referrer, opener and permissions policies', async (url) => {
    const res = await server().app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(url.includes('no-such') ? 404 : 200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('token answers, granted or refused, are never cached (RFC 6749 §5.1)', async () => {
    const s = server();
    const url = (password: string) => `/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=${md5(password)}&grant_type=password&scope=all`;
    for (const [password, status] of [[HOSPITAL_ADMIN.password, 200], ['wrong', 400]] as const) {
      const res = await s.app.inject({ method: 'POST', url: url(password), headers: { authorization: BASIC, 'tenant-id': '100001' } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.pragma).toBe('no-cache');
    }
  });
});

describe('the built web app', () => {
  const get = (url: string, encodings?: string) => server().app.inject({ method: 'GET', url, headers: encodings === undefined ? {} : { 'accept-encoding': encodings } });

  it('sends the brotli form to a browser that takes it, else the gzip form, else the file itself', async () => {
    const br = await get('/assets/big.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP);
    const gz = await get('/assets/big.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP);
    const plain = await get('/assets/big.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP);
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('lets the browser keep a file named by its content for good and ask for the page again each time', async () => {
    expect((await get('/assets/big.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/system/user']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toContain('text/html');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    }
  });
});
