import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** One call of the app's request client as it went on the wire, and what the server answered. */
export interface SeenCall {
  method: string;
  /** Path under the API base, without the query, e.g. '/blade-system/param/list'. */
  path: string;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: unknown;
  status?: number;
  answer?: unknown;
}

const parse = (data: unknown): unknown => {
  if (typeof data !== 'string' || data === '') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

function describeCall(config: InternalAxiosRequestConfig): SeenCall {
  const url = new URL(config.url ?? '/', 'http://x');
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  for (const [key, value] of Object.entries(config.params ?? {})) if (value !== undefined) query[key] = String(value);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(config.headers.toJSON())) if (value != null) headers[key.toLowerCase()] = String(value);
  return { method: (config.method ?? 'get').toUpperCase(), path: url.pathname, query, headers, body: parse(config.data) };
}

/** Every call seen since the last clear, oldest first. */
export const seen: SeenCall[] = [];

/** The calls to one path, in order. */
export const callsTo = (method: string, path: string) => seen.filter((c) => c.method === method && c.path === path);

export const clearSeen = () => {
  seen.length = 0;
};

const inFlight = new Set<Promise<unknown>>();

/**
 * Resolves once no call of the app's client is on the wire, including calls that answers of
 * earlier calls set off: a file ends only after its calls did, so none lands in the next file.
 */
export async function wireSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * happy-dom's FormData is not one axios's Node adapter can send: it becomes the multipart body a
 * browser would send (text fields and files in order, under a fresh boundary).
 */
async function asMultipart(config: InternalAxiosRequestConfig): Promise<void> {
  const data = config.data as unknown;
  if (typeof FormData === 'undefined' || !(data instanceof FormData)) return;
  const boundary = `----beree${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
      parts.push(Buffer.from(head), Buffer.from(await value.arrayBuffer()), Buffer.from('\r\n'));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  config.data = Buffer.concat(parts);
  config.headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
}

/**
 * Node's http adapter (happy-dom's XMLHttpRequest would apply browser CORS rules), noting each call
 * after the client's interceptors have set its headers, so tests can check what really travelled.
 */
export function recordingAdapter(): AxiosAdapter {
  const http = axios.getAdapter('http');
  return (config) => {
    const call = describeCall(config);
    seen.push(call);
    const done = (async () => {
      await asMultipart(config);
      const response = await http(config);
      call.status = response.status;
      call.answer = parse(response.data);
      return response;
    })();
    inFlight.add(done);
    void done.catch(() => undefined).finally(() => inFlight.delete(done));
    return done;
  };
}
