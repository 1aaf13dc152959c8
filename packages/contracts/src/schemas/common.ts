import { z } from 'zod';

/** A required text field whose message is a message key (see messages.ts). */
export const requiredText = (key: string, max = 255) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'field.tooLong' });

export const optionalText = (max = 2000) => z.string().max(max, { error: 'field.tooLong' }).nullish();

/** The largest id: ids are signed 64-bit integers (PostgreSQL bigint). */
export const MAX_ID = 9_223_372_036_854_775_807n;
/** The bounds of an int4 column (versions, sorts, counts). */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** Digits only, 1 to 19 of them, not all zeros (0 is "no parent", never a row). Range is checked by isId. */
export const ID_PATTERN = /^(?!0+$)\d{1,19}$/;

/** An id as text: 1..19 digits within the signed 64-bit range; "0" is not an id. */
export const isId = (text: string): boolean => ID_PATTERN.test(text) && BigInt(text) <= MAX_ID;

/** An id or "0", the parent of top-level rows in trees. */
export const isParentId = (text: string): boolean => /^0+$/.test(text) || isId(text);

/** An id in a query string or any text field. */
export const idText = z.string({ error: 'id.invalid' }).regex(ID_PATTERN, { error: 'id.invalid' }).refine(isId, { error: 'id.invalid' });

/** A parent id in a query string: an id or "0" for the top level. */
export const parentIdText = z.string({ error: 'id.invalid' }).regex(/^\d{1,19}$/, { error: 'id.invalid' }).refine(isParentId, { error: 'id.invalid' });

/** Comma-joined ids (`ids=1,2,3`), each one an id. */
export const idListText = z
  .string({ error: 'id.invalid' })
  .refine((v) => {
    const parts = v.split(',').map((s) => s.trim()).filter(Boolean);
    return parts.length > 0 && parts.every(isId);
  }, { error: 'id.invalid' });

const idNumber = z.number({ error: 'id.invalid' }).int({ error: 'id.invalid' }).min(1, { error: 'id.invalid' });

/** Ids travel as strings of digits (64-bit), also accepted as numbers when they are exact. */
export const idString = z.union([idText, idNumber], { error: 'id.invalid' }).transform(String);

/** The same, required: a missing or empty id gets `requiredKey` (e.g. "please choose…"). */
export const requiredId = (requiredKey: string) =>
  z
    .union([idText, idNumber], { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : 'id.invalid') })
    .transform(String);

/**
 * A parent id in a body: an id, or 0 / "0" for the top level; an empty string is the top level
 * too, as a tree select with nothing chosen sends it (SpringBlade's forms do, and SpringBlade
 * takes it so).
 */
export const parentIdString = z
  .union([parentIdText, z.number().int().min(0), z.literal('')], { error: 'id.invalid' })
  .transform((value) => (value === '' ? '0' : String(value)));

/** A whole number that fits an int4 column. */
export const int32 = (key = 'field.invalid') => z.number({ error: key }).int({ error: key }).min(INT32_MIN, { error: key }).max(INT32_MAX, { error: key });

/** The optimistic lock a form sends back: the row's version as read. */
export const versionField = int32().nullish();
