import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMime, sniffMime } from './content-type';
import { LocalDiskStorage } from './local-storage';

let root: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'beree-files-'));
  storage = new LocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('writes, reads back and removes an object under its key', async () => {
    await storage.put('100001/20250101/1.txt', Buffer.from('hello'), 'text/plain');
    const found = await storage.get('100001/20250101/1.txt');
    expect(found?.size).toBe(5);
    expect(await text(found!.body)).toBe('hello');
    // Nothing is left beside the object from the write.
    expect(await readdir(join(root, '100001', '20250101'))).toEqual(['1.txt']);
    await storage.remove('100001/20250101/1.txt');
    expect(await storage.get('100001/20250101/1.txt')).toBeNull();
    await expect(storage.remove('100001/20250101/1.txt')).resolves.toBeUndefined();
  });

  it('replaces an object written twice under one key', async () => {
    await storage.put('t/1.txt', Buffer.from('one'), 'text/plain');
    await storage.put('t/1.txt', Buffer.from('two'), 'text/plain');
    expect(await text((await storage.get('t/1.txt'))!.body)).toBe('two');
  });

  it('refuses keys that would leave the root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '']) await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Invalid object key/);
    await expect(storage.get('../x')).rejects.toThrow(/Invalid object key/);
  });
});

describe('content types', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');

  it('recognises images by their leading bytes', () => {
    expect(sniffMime(png)).toBe('image/png');
    expect(sniffMime(jpeg)).toBe('image/jpeg');
    expect(sniffMime(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffMime(Buffer.from('plain text'))).toBeUndefined();
  });

  it('refuses an image extension on other content, and types the rest by extension', () => {
    expect(resolveMime('png', png)).toBe('image/png');
    expect(resolveMime('jpg', jpeg)).toBe('image/jpeg');
    expect(resolveMime('png', jpeg)).toBeNull();
    expect(resolveMime('jpeg', Buffer.from('<script>'))).toBeNull();
    expect(resolveMime('txt', Buffer.from('hi'))).toBe('text/plain');
    expect(resolveMime('html', Buffer.from('<html>'))).toBe('application/octet-stream');
    expect(resolveMime('', Buffer.from('x'))).toBe('application/octet-stream');
  });
});
