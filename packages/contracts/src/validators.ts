/** Validators of spec §5, used by the server's schemas and the web app's form rules. */

/** Empty: null, undefined, '', [], {}, or the text 'null'/'undefined'. Booleans and numbers never are. */
export function isEmpty(value: unknown): boolean {
  if (typeof value === 'boolean' || typeof value === 'number') return false;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value === '' || value === 'null' || value === 'undefined';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

export const MOBILE_RE = /^1\d{10}$/;
export const LANDLINE_RE = /^(\d{3,4}-?)?\d{7,8}$/;
export const POSTAL_CODE_RE = /^\d{6}$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Returns the message key of the first rule a mobile number breaks, or null when it is valid. */
export function mobileProblem(value: unknown): 'phone.required' | 'phone.length' | 'phone.format' | null {
  if (isEmpty(value)) return 'phone.required';
  const text = String(value);
  if (text.length !== 11) return 'phone.length';
  return MOBILE_RE.test(text) ? null : 'phone.format';
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

const USCC_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** The form of a unified social credit code, for the API document; the check character is checked beside it. */
export const USCC_PATTERN = USCC_RE.source;
/** A valid code (a public institution's, 12…), as the API document's example. */
export const USCC_EXAMPLE = '123300004700000018';

/** Unified social credit code (GB 32100): 18 characters from the allowed set with a valid check character. */
export function isUnifiedSocialCreditCode(value: string): boolean {
  if (!USCC_RE.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(value[i]) * USCC_WEIGHTS[i];
  const check = USCC_CHARS[(31 - (sum % 31)) % 31];
  return value[17] === check;
}

/** Avatar and other image uploads (spec §5): a single jpg, jpeg or png file. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export const isImageFileName = (name: string): boolean => (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
