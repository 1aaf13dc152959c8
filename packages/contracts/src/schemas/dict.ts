import { z } from 'zod';
import { choiceValues } from './choice';
import { idString, optionalText, parentIdString, requiredText, versionField } from './common';

/** A whole number sent as a number or as digits (forms often send text), within bounds; `key` names the rule broken. */
export const intField = (key: string, min: number, max: number) =>
  z
    // The bounds are checked after the union; the meta shows them in the API document.
    .union([z.number().meta({ minimum: min, maximum: max }), z.string().trim().regex(/^-?\d{1,10}$/, { error: key })], { error: key })
    .transform(Number)
    .pipe(z.number().int({ error: key }).min(min, { error: key }).max(max, { error: key }));

/** A number that must be one of the given dictionary keys. */
export const intChoice = (key: string, values: readonly number[]) =>
  intField(key, Math.min(...values), Math.max(...values))
    .refine((n) => values.includes(n), { error: key })
    .meta(choiceValues(values));

/**
 * System and business dictionary (spec §3, §5). A root has no parentId (or 0) and its dictKey is
 * -1; a child needs a dictKey and takes its parent's code, whatever code it is sent with.
 */
export const dictSubmitSchema = z
  .object({
    id: idString.nullish(),
    parentId: parentIdString.nullish(),
    code: requiredText('dict.code.required'),
    dictKey: z.string().trim().max(255, { error: 'field.tooLong' }).nullish(),
    dictValue: requiredText('dict.dictValue.required'),
    dictValueEn: optionalText(255),
    sort: intField('dict.sort.required', -999_999, 999_999),
    isSealed: intChoice('dict.isSealed.required', [0, 1]).nullish(),
    remark: optionalText(255),
    version: versionField,
  })
  .superRefine((value, ctx) => {
    const child = !!value.parentId && value.parentId !== '0';
    if (child && !value.dictKey) ctx.addIssue({ code: 'custom', path: ['dictKey'], message: 'dict.dictKey.required' });
  });
export type DictSubmit = z.infer<typeof dictSubmitSchema>;
