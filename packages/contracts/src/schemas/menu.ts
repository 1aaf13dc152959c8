import { z } from 'zod';
import { choiceValues } from './choice';
import { idString, isId, optionalText, parentIdString, requiredText, versionField } from './common';

/** A whole number sent as a number or as digits (dictionary keys travel as text), within bounds. */
export const wholeNumber = (key: string, min: number, max: number) =>
  z
    .union([z.number({ error: key }), z.string({ error: key }).trim().regex(/^-?\d{1,9}$/, { error: key })], { error: key })
    .transform(Number)
    .pipe(z.number().int({ error: key }).min(min, { error: key }).max(max, { error: key }));

/** A dictionary-keyed number: one of the given values. */
export const oneOf = (key: string, values: readonly number[]) =>
  wholeNumber(key, Math.min(...values), Math.max(...values))
    .refine((n) => values.includes(n), { error: key })
    .meta(choiceValues(values));

/**
 * Ids of a grant: an array of ids or a comma-joined text (both seen on the wire), deduplicated.
 * Any malformed entry fails the whole field, so the message names the field, not an index.
 */
export const grantIdList = (key = 'id.invalid') =>
  z
    .union([z.array(z.union([z.string(), z.number()])), z.string()], { error: key })
    .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((s) => String(s).trim()).filter(Boolean))
    .refine((ids) => ids.every(isId), { error: 'id.invalid' })
    .transform((ids) => [...new Set(ids)]);

/** Menu or button (wire-protocol §5a): category 1 menu / 2 button, action 0–3, isOpen 1 same page / 2 new window. */
export const menuSubmitSchema = z.object({
  id: idString.nullish(),
  parentId: parentIdString.nullish(),
  code: requiredText('menu.code.required', 64),
  name: requiredText('menu.name.required', 64),
  nameEn: optionalText(64),
  alias: requiredText('menu.alias.required', 64),
  path: optionalText(255),
  source: optionalText(255),
  sort: wholeNumber('menu.sort.required', -999_999, 999_999),
  category: oneOf('menu.category.required', [1, 2]),
  action: oneOf('menu.action.required', [0, 1, 2, 3]).optional(),
  isOpen: oneOf('menu.isOpen.required', [1, 2]).optional(),
  platformOnly: oneOf('menu.platformOnly.required', [0, 1]).optional(),
  remark: optionalText(255),
  version: versionField,
});
export type MenuSubmit = z.infer<typeof menuSubmitSchema>;
