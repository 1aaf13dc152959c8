import axios from 'axios';
import { API_BASE_URL } from './server-api';

/** A real 1×1 PNG: the server checks that the bytes match the extension. */
export const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** Set-up through the API: one PNG uploaded as a browser would, multipart with the field `file`; answers its attachment id. */
export async function uploadPng(token: string, name: string): Promise<string> {
  const boundary = `----beree${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from(PNG), Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]);
  const answer = await axios.post(`${API_BASE_URL}/blade-resource/oss/endpoint/put-file`, body, {
    adapter: 'http',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Basic ${Buffer.from('beree:beree_secret').toString('base64')}`, 'blade-auth': `bearer ${token}` },
  });
  return String(answer.data.data.attachId);
}
