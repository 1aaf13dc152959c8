// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress-plugin';

const dir = mkdtempSync(join(tmpdir(), 'beree-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CODE = `export const text = '${'配送单'.repeat(500)}';`;
type File = { type: 'chunk'; fileName: string; code: string } | { type: 'asset'; fileName: string; source: string | Uint8Array };
const bundle: Record<string, File> = {
  'assets/app.js': { type: 'chunk', fileName: 'assets/app.js', code: CODE },
  'index.html': { type: 'asset', fileName: 'index.html', source: '<!doctype html><div id="root"></div>' },
  'assets/zxing.wasm': { type: 'asset', fileName: 'assets/zxing.wasm', source: new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]) },
  'assets/logo.png': { type: 'asset', fileName: 'assets/logo.png', source: new Uint8Array([137, 80, 78, 71]) },
};
// The build has written the files themselves by then.
mkdirSync(join(dir, 'assets'));
for (const f of Object.values(bundle)) writeFileSync(join(dir, f.fileName), f.type === 'chunk' ? f.code : f.source);

describe('precompress', () => {
  it('writes the brotli and gzip forms of code, pages and WebAssembly beside them, and leaves images alone', async () => {
    const plugin = precompress();
    const writeBundle = plugin.writeBundle as (this: unknown, output: { dir: string }, bundle: Record<string, File>) => Promise<void>;
    await writeBundle.call({}, { dir }, bundle);

    const file = (name: string) => readFileSync(join(dir, name));
    expect(brotliDecompressSync(file('assets/app.js.br')).toString()).toBe(CODE);
    expect(gunzipSync(file('assets/app.js.gz')).toString()).toBe(CODE);
    expect(file('assets/app.js.br').length).toBeLessThan(CODE.length / 10);
    expect(gunzipSync(file('index.html.gz')).toString()).toBe('<!doctype html><div id="root"></div>');
    expect([...brotliDecompressSync(file('assets/zxing.wasm.br'))]).toEqual([0, 97, 115, 109, 1, 0, 0, 0]);
    expect(existsSync(join(dir, 'assets/logo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/logo.png.gz'))).toBe(false);
  });
});
