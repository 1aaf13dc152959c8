import { z } from 'zod';
import { isCalendarDateOrDateTime } from '../calendar';
import { choiceValues } from './choice';
import { EMAIL_RE, mobileProblem } from '../validators';
import { idString, isId, optionalText, requiredText, versionField } from './common';
import { wholeNumber } from './tenant';

/** Passwords travel as the lowercase md5 hex of what the user typed (spec §3 login payload). */
const md5Text = (requiredKey: string) => z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).regex(/^[0-9a-fA-F]{32}$/, { error: 'user.password.invalid' });

/** Comma-joined ids (or an array of ids): empty or null means none, left out stays undefined. */
const idList = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: 'id.invalid' })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v === null ? '' : (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean).join(',')))
  .refine((v) => v === undefined || v === '' || v.split(',').every(isId), { error: 'id.invalid' });

const oneOf = (values: number[], key: string) =>
  wholeNumber(key)
    .refine((n) => values.includes(n), { error: key })
    .meta(choiceValues(values));
/** The same, optional: forms send an empty text for "not chosen". */
const optionalOneOf = (values: number[], key: string) => z.preprocess((v) => (v === '' ? null : v), oneOf(values, key).nullish());

/** A phone is optional, but when given it must be a mobile number (spec §5 messages). */
const phoneText = z
  .string()
  .trim()
  .max(45, { error: 'field.tooLong' })
  .nullish()
  .superRefine((v, ctx) => {
    const problem = v ? mobileProblem(v) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ pattern: '^(1\\d{10})?$', examples: ['13800000000'] });

const emailText = z
  .string()
  .trim()
  .max(45, { error: 'field.tooLong' })
  .refine((v) => !v || EMAIL_RE.test(v), { error: 'user.email.invalid' })
  .meta({ pattern: `^$|${EMAIL_RE.source}` })
  .nullish();

/** The personal fields a user may change on their own info page. */
const personal = {
  name: optionalText(20),
  realName: requiredText('user.realName.required', 20),
  phone: phoneText,
  email: emailText,
  avatar: optionalText(500),
};

/**
 * User add and edit (spec §3 User, wire-protocol §8 blade_user): the password (md5 hex) is needed
 * on add only and is ignored on edit; roleId, deptId and postId are comma-joined ids.
 */
export const userSubmitSchema = z
  .object({
    id: idString.nullish(),
    account: requiredText('user.account.required', 45),
    password: z.string().trim().regex(/^([0-9a-fA-F]{32})?$/, { error: 'user.password.invalid' }).nullish(),
    code: optionalText(12),
    ...personal,
    birthday: z
      .string()
      .trim()
      .refine((v) => v === '' || (!v.includes('T') && isCalendarDateOrDateTime(v)), { error: 'user.birthday.invalid' })
      .meta({ pattern: '^$|^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$' })
      .nullish(),
    sex: optionalOneOf([0, 1, 2, 3], 'user.sex.invalid'),
    roleId: idList,
    deptId: idList,
    postId: idList,
    userType: optionalOneOf([1, 2, 3], 'user.userType.invalid'),
    status: optionalOneOf([0, 1], 'user.status.invalid'),
    version: versionField,
  })
  .superRefine((v, ctx) => {
    if (!v.id && !v.password) ctx.addIssue({ code: 'custom', message: 'user.password.required', path: ['password'] });
  });
export type UserSubmit = z.infer<typeof userSubmitSchema>;

/** user/update-info: the signed-in user's own name, realName, phone, email and avatar; a field left out stays. */
export const userInfoSchema = z.object({ ...personal, realName: personal.realName.optional() });
export type UserInfoUpdate = z.infer<typeof userInfoSchema>;

/** user/update-password: md5 hex of the old and the new password, the new one typed twice. */
export const userPasswordSchema = z
  .object({
    oldPassword: md5Text('user.oldPassword.required'),
    newPassword: md5Text('user.newPassword.required'),
    newPassword1: md5Text('user.newPassword1.required'),
  })
  .refine((v) => v.newPassword.toLowerCase() === v.newPassword1.toLowerCase(), { error: 'user.newPassword1.mismatch', path: ['newPassword1'] });

/** user/update-platform: per-platform extension data (user type 1 WEB, 2 APP, 3 OTHER). */
export const userPlatformSchema = z.object({
  userId: idString,
  userType: oneOf([1, 2, 3], 'user.userType.invalid'),
  userExt: optionalText(4000),
});
