import { z } from 'zod';

/** A required text field whose message is a message key (see messages.ts). */
export const requiredText = (key: string, max = 255) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'field.tooLong' });

export const optionalText = (max = 2000) => z.string().max(max, { error: 'field.tooLong' }).nullish();

/** Ids travel as strings of digits (64-bit), also accepted as numbers. */
export const idString = z.union([z.string().regex(/^\d{1,19}$/, { error: 'id.invalid' }), z.number().int().nonnegative()]).transform(String);
