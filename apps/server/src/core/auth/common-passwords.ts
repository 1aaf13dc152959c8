import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/errors';

let common: Set<string> | undefined;

/**
 * The md5 of the most common passwords (zxcvbn-ts's list, about 49,000, most frequent first): the
 * server sees only the md5 a password form sends, so it compares digests (OWASP ASVS 5.0 V6.2.4).
 */
function commonDigests(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => createHash('md5').update(String(p)).digest('hex')));
  return common;
}

export const isCommonPassword = (md5Hex: string): boolean => commonDigests().has(md5Hex.toLowerCase());

/** Refuses a password the user chose when it is one of the common ones, naming the field. */
export function refuseCommonPassword(md5Hex: string, field: string): void {
  if (isCommonPassword(md5Hex)) throw badRequest('password.common', { field });
}
