/**
 * Secrets that travel in URLs, query strings and form bodies: the md5 password (which is exactly
 * what the server accepts), tokens, the captcha answer, an authorization code, client secrets.
 */
const SECRET_NAMES = [
  'password',
  'oldPassword',
  'newPassword',
  'newPassword1',
  'refresh_token',
  'access_token',
  'blade-auth',
  'captcha-code',
  'captchaCode',
  'code',
  'client_secret',
  'clientSecret',
];

const REDACTED = '[REDACTED]';
const NAMES = SECRET_NAMES.map((n) => n.replace(/[-_]/g, '[-_]?')).join('|');
/** `name=value` in a query string or form body (plain or percent-encoded separators). */
const PAIR = new RegExp(`(^|[?&;\\s"'])(${NAMES})(=|%3D)([^&;#\\s"']*)`, 'gi');
/** A bearer token anywhere, e.g. `blade-auth=bearer%20…` or `Bearer …`. */
const BEARER = /\b(bearer)(\s+|%20|\+)[A-Za-z0-9._~+/=-]+/gi;

/** The text with the value of every secret parameter and bearer token replaced. */
export function redactText(text: string): string {
  return text.replace(BEARER, `$1$2${REDACTED}`).replace(PAIR, `$1$2$3${REDACTED}`);
}

export const redactOptional = (text: string | null | undefined): string | null | undefined => (text == null ? text : redactText(text));
