import { describe, expect, it } from 'vitest';
import { closedPort, testIo } from '../../../../test/providers/io';
import { callProvider } from './http';
import { endpoint } from './settings';

describe('Provider calls', () => {
  it('reads a refused connection as retryable', async () => {
    const reply = await callProvider(testIo(), `http://127.0.0.1:${await closedPort()}/`, { method: 'GET' });
    expect(reply).toMatchObject({ retryable: true, error: expect.stringMatching(/ECONNREFUSED/) });
  });

  it('reads an unusable address as permanent, without quoting it', async () => {
    const reply = await callProvider(testIo(), 'http://api host/cgi-bin/token?secret=s3cr3t', { method: 'GET' });
    expect(reply).toMatchObject({ retryable: false });
    expect(JSON.stringify(reply)).not.toContain('s3cr3t');
  });

  it('takes an http(s) endpoint setting over the public address and refuses anything else', () => {
    expect(endpoint({}, 'https://api.weixin.qq.com')).toBe('https://api.weixin.qq.com');
    expect(endpoint({ endpoint: 'http://127.0.0.1:8080/' }, 'https://x')).toBe('http://127.0.0.1:8080');
    expect(endpoint({ endpoint: 'ftp://files' }, 'https://x')).toMatchObject({ retryable: false });
  });
});
