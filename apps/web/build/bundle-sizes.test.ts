// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunksForModule, routeSizes, staticClosure, type ChunkInfo } from './bundle-sizes';

const chunk = (fileName: string, code: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({ type: 'chunk', fileName, code, imports: [], ...extra });

const bundle: Record<string, ChunkInfo> = {
  'index.js': chunk('index.js', 'entry();'.repeat(50), { isEntry: true, imports: ['vendor.js'] }),
  'vendor.js': chunk('vendor.js', 'react();'.repeat(80)),
  'LoginPage.js': chunk('LoginPage.js', 'login();'.repeat(20), { facadeModuleId: '/src/LoginPage.tsx', imports: ['form.js', 'vendor.js'] }),
  'form.js': chunk('form.js', 'form();'.repeat(30)),
  'MainLayout.js': chunk('MainLayout.js', 'layout();'.repeat(40), { facadeModuleId: '/src/MainLayout.tsx', imports: ['form.js', 'tabs.js'] }),
  'tabs.js': chunk('tabs.js', 'tabs();'.repeat(25), { moduleIds: ['/src/WelPage.tsx', '/x/tabs.js'] }),
  'style.css': { type: 'asset', fileName: 'style.css' },
};

const gz = (...names: string[]) => names.reduce((n, name) => n + gzipSync(bundle[name].code!).length, 0);

describe('bundle sizes', () => {
  it('follows static imports transitively', () => {
    expect([...staticClosure(bundle, ['MainLayout.js'])].sort()).toEqual(['MainLayout.js', 'form.js', 'tabs.js']);
  });

  it('finds a module by its facade, or the chunk it was merged into', () => {
    expect(chunksForModule(bundle, '/src/LoginPage.tsx')).toEqual(['LoginPage.js']);
    expect(chunksForModule(bundle, '/src/WelPage.tsx')).toEqual(['tabs.js']);
    expect(() => chunksForModule(bundle, '/src/Nowhere.tsx')).toThrow(/no chunk/);
  });

  it('measures the login route, the shell, and what signing in adds', () => {
    const sizes = routeSizes(bundle, { login: ['/src/LoginPage.tsx'], shell: ['/src/MainLayout.tsx', '/src/WelPage.tsx'] });
    expect(sizes.login.files).toEqual(['LoginPage.js', 'form.js', 'index.js', 'vendor.js']);
    expect(sizes.login.gzipBytes).toBe(gz('LoginPage.js', 'form.js', 'index.js', 'vendor.js'));
    expect(sizes.shell.files).toEqual(['MainLayout.js', 'form.js', 'index.js', 'tabs.js', 'vendor.js']);
    expect(sizes.shellAfterLogin.files).toEqual(['MainLayout.js', 'tabs.js']);
    expect(sizes.shellAfterLogin.gzipBytes).toBe(gz('MainLayout.js', 'tabs.js'));
  });
});
