/**
 * Secrets that travel in URLs, query strings, headers and bodies: the md5 password (which is exactly
 * what the server accepts), tokens, the captcha answer, an authorization code, client secrets, the
 * secret keys of storage, SMS and message accounts.
 */
const SECRET_NAMES = [
  'password',
  'oldPassword',
  'newPassword',
  'newPassword1',
  'adminPassword',
  'refresh_token',
  'refreshToken',
  'access_token',
  'id_token',
  'blade-auth',
  'authorization',
  'captcha-code',
  'captchaCode',
  'code',
  'client_secret',
  'clientSecret',
  'secretKey',
  'secret',
  'appSecret',
  'accessKeySecret',
  'masterSecret',
  'apiKey',
  'privateKey',
  'token',
];

export const REDACTED = '[REDACTED]';
const NAMES = SECRET_NAMES.map((n) => n.replace(/[-_]/g, '[-_]?')).join('|');
/** `name=value` in a query string or form body (plain or percent-encoded separators). */
const PAIR = new RegExp(`(^|[?&;\\s"'])(${NAMES})(=|%3D)([^&;#\\s"']*)`, 'gi');
/** `"name": "value"` in a JSON body. */
const JSON_PAIR = new RegExp(`("(?:${NAMES})"\\s*:\\s*")((?:[^"\\\\]|\\\\.)*)"`, 'gi');
/** `Captcha-Code: value` in a header dump (tokens in headers are caught as bearer tokens below). */
const HEADER = /\b(captcha-code:[ \t]*)[^\s,;]+/gi;
/** A bearer (or basic) credential anywhere, e.g. `blade-auth=bearer%20…` or `Authorization: Bearer …`. */
const CREDENTIAL = /\b(bearer|basic)(\s+|%20|\+)[A-Za-z0-9._~+/=-]+/gi;
/**
 * Object keys whose values are secrets, compared without case, `-` or `_`. A field named `code` is
 * kept: on an error it is the error's code (ECONNREFUSED, 23505), which the log needs.
 */
const SECRET_KEYS = new Set(SECRET_NAMES.filter((n) => n !== 'code').map((n) => n.replace(/[-_]/g, '').toLowerCase()));

/** Names that say a text is a secret wherever they appear in a field's name: `smtpPassword`, `webhookSecret`, `idToken`. */
const SECRET_PART = /password|secret|privatekey|apikey|token$/;

/** Whether a field of that name holds a secret. */
export const isSecretKey = (key: string): boolean => SECRET_KEYS.has(key.replace(/[-_]/g, '').toLowerCase());

/** Whether a field of that name and value is a secret: a named one, or text under a name that says so. */
const isSecretField = (key: string, value: unknown): boolean =>
  value != null && value !== '' && (isSecretKey(key) || (typeof value === 'string' && SECRET_PART.test(key.replace(/[-_]/g, '').toLowerCase())));

/** The text with the value of every secret parameter and bearer token replaced. */
export function redactText(text: string): string {
  return text
    .replace(CREDENTIAL, `$1$2${REDACTED}`)
    .replace(PAIR, `$1$2$3${REDACTED}`)
    .replace(JSON_PAIR, `$1${REDACTED}"`)
    .replace(HEADER, `$1${REDACTED}`);
}

export const redactOptional = (text: string | null | undefined): string | null | undefined => (text == null ? text : redactText(text));

const isPlain = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
};

/**
 * A copy of a plain value (parsed body, log fields) with secret fields replaced and secrets taken out
 * of every text. Other objects (requests, replies, errors) are left to their own serializers.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || !isPlain(value)) return value;
  // Deeper than any body the product takes: not looked into, so not kept.
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretField(k, v) ? REDACTED : redactValue(v, depth + 1)]));
}
