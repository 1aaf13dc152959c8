import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASIC, HOSPITAL_ADMIN, md5, useServer } from '../../../test/harness';

// A built web app of two files, served the way core/http/web.ts serves the real one.
const dist = mkdtempSync(join(tmpdir(), 'beree-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');
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
