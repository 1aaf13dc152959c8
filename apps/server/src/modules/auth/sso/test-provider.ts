/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) for tests: one confidential client, a few
 * accounts, and a one-field sign-in page (no password: whoever types an account name is that
 * account) that also grants consent, so tests drive the whole authorization code flow over HTTP.
 */
export interface TestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: AccountClaims[];
  /** Fixed port; a free one when left out. */
  port?: number;
}

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (uid: string, error?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><h1>Test identity provider</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}">
<label>Account <input name="account" autocomplete="username" autofocus></label>
<button type="submit">Sign in</button>
</form></body></html>`;

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  let provider: Provider | undefined;
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...jwk, use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')], long: { sameSite: 'lax' }, short: { sameSite: 'lax' } },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'picture'], email: ['email'] },
    features: { devInteractions: { enabled: false } },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    pkce: { required: () => true },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => account } : undefined;
    },
  });
  // Expected refusals (a reused code, say) are part of the tests, not noise.
  provider.on('server_error', (_ctx, error) => console.error('test identity provider:', error));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!match) return provider!.callback()(req, res);
    try {
      const details = await provider!.interactionDetails(req, res);
      const send = (status: number, html: string) => {
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html);
      };
      if (req.method !== 'POST') return send(200, page(details.uid));
      const name = (await formBody(req)).get('account')?.trim() ?? '';
      const account = [...accounts.values()].find((a) => a.sub === name || a.preferred_username === name);
      if (!account) return send(200, page(details.uid, `No account "${name}"`));
      const grant = new provider!.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider!.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  }

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
