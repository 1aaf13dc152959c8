import { z } from 'zod';
import { isCalendarDate, isCalendarDateTime } from '../calendar';

/* The field checks of generated modules that the product's own schemas have no shared helper for. */

/** A decimal as text (numeric columns travel as text to keep their digits), at most 2 decimals. */
export const decimalText = (key: string) =>
  z
    .union([z.string().trim(), z.number()], { error: key })
    .transform(String)
    .refine((v) => /^-?\d{1,16}(\.\d{1,2})?$/.test(v), { error: key });

/** A yes/no flag, sent as a boolean or as 1 / 0. */
export const flag = (key: string) =>
  z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['true', 'false', '1', '0'])], { error: key }).transform((v) => v === true || v === 1 || v === 'true' || v === '1');

/** A calendar date as yyyy-MM-dd. */
export const dateText = (key: string) => z.string({ error: key }).trim().refine(isCalendarDate, { error: key });

/** A date-time as the wire writes it: yyyy-MM-dd HH:mm(:ss). */
export const dateTimeText = (key: string) => z.string({ error: key }).trim().refine((v) => v[10] === ' ' && isCalendarDateTime(v), { error: key });
