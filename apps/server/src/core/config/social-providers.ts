/**
 * Third-party sign-in providers (OAuth 2.0 / OpenID Connect), configured as JSON in
 * SOCIAL_PROVIDERS, keyed by source:
 *
 *   {"corp": {"name": "企业统一认证", "issuer": "https://sso.example.cn", "clientId": "beree",
 *             "clientSecret": "…", "scope": "openid profile email"}}
 *
 * `issuer` is discovered through its OpenID configuration. A provider without discovery gives its
 * endpoints instead (`authorizationEndpoint`, `tokenEndpoint`, `userinfoEndpoint`). `redirectUri`
 * pins the address the provider returns to; without it the web app names its own /login page.
 */
export interface SocialProvider {
  source: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  redirectUri?: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
}

const SOURCE_RE = /^[a-z0-9][a-z0-9_-]{0,39}$/;

const text = (value: unknown, where: string, required = true): string | undefined => {
  if (value === undefined || value === null || value === '') {
    if (required) throw new Error(`SOCIAL_PROVIDERS: ${where} is required`);
    return undefined;
  }
  if (typeof value !== 'string') throw new Error(`SOCIAL_PROVIDERS: ${where} must be a string`);
  return value;
};

const url = (value: unknown, where: string, required = true): string | undefined => {
  const raw = text(value, where, required);
  if (raw === undefined) return undefined;
  const parsed = new URL(raw);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`SOCIAL_PROVIDERS: ${where} must be an http(s) URL`);
  return raw;
};

/** Parses SOCIAL_PROVIDERS; a mistake stops the server at start rather than at the first sign-in. */
export function parseSocialProviders(json: string | undefined): Record<string, SocialProvider> {
  if (!json?.trim()) return {};
  const raw = JSON.parse(json) as unknown;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('SOCIAL_PROVIDERS must be a JSON object keyed by source');
  const providers: Record<string, SocialProvider> = {};
  for (const [source, value] of Object.entries(raw as Record<string, Record<string, unknown>>)) {
    if (!SOURCE_RE.test(source)) throw new Error(`SOCIAL_PROVIDERS: source "${source}" may hold lowercase letters, digits, - and _`);
    const at = (field: string) => `${source}.${field}`;
    providers[source] = {
      source,
      name: text(value.name, at('name'), false) ?? source,
      issuer: url(value.issuer, at('issuer'))!,
      clientId: text(value.clientId, at('clientId'))!,
      clientSecret: text(value.clientSecret, at('clientSecret'))!,
      scope: text(value.scope, at('scope'), false) ?? 'openid profile email',
      redirectUri: url(value.redirectUri, at('redirectUri'), false),
      authorizationEndpoint: url(value.authorizationEndpoint, at('authorizationEndpoint'), false),
      tokenEndpoint: url(value.tokenEndpoint, at('tokenEndpoint'), false),
      userinfoEndpoint: url(value.userinfoEndpoint, at('userinfoEndpoint'), false),
    };
  }
  return providers;
}
