import { z } from 'zod';
import { isCalendarDateOrDateTime } from '../calendar';
import { idString, isId, optionalText, parentIdText, requiredText, versionField } from './common';
import { COMPANY_TYPES, PARTY_KINDS } from '../scm/tenant-kind';

/** A whole number sent as a number or as text (forms and query strings send text). */
export const wholeNumber = (invalidKey: string, requiredKey = invalidKey) =>
  z.union([z.number().int(), z.string().trim().regex(/^-?\d{1,9}$/).transform(Number)], {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : invalidKey),
  });

/** An optional id: empty text and null both mean none (null); left out stays undefined. */
export const optionalId = z
  .union([z.string().trim().refine((v) => v === '' || isId(v)), z.number().int().min(1)], { error: 'id.invalid' })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : String(v)));

/** `yyyy-MM-dd HH:mm:ss` (or a bare date); empty means none. */
const dateTimeText = z
  .string({ error: 'tenant.expireTime.invalid' })
  .trim()
  .refine((v) => v === '' || (!v.includes('T') && isCalendarDateOrDateTime(v)), { error: 'tenant.expireTime.invalid' })
  .nullish();

/** A tenant code: letters and digits, up to 12 (the platform tenant is 000000). */
const TENANT_CODE = /^[A-Za-z0-9]{1,12}$/;
const tenantCode = (requiredKey: string) => z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).regex(TENANT_CODE, { error: 'tenant.tenantId.invalid' });

/** Account quota: -1 (or 0) unlimited, otherwise the most users the tenant may have. */
const quota = (requiredKey?: string) => wholeNumber('tenant.accountNumber.invalid', requiredKey).refine((n) => n >= -1, { error: 'tenant.accountNumber.invalid' });

/** A comma list (or array) of texts matching `item`, joined with commas. */
const commaList = (item: (text: string) => boolean, key: string, pattern?: string) =>
  z
    .union([z.string().meta(pattern ? { pattern } : {}), z.array(z.union([z.string(), z.number()]))], { error: key })
    .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every(item), { error: key })
    .transform((list) => list.join(','));

/**
 * Tenant (wire-protocol §8 blade_tenant): tenantName required; tenantId generated when not given;
 * accountNumber -1 = unlimited; expireTime empty = never.
 */
export const tenantSubmitSchema = z.object({
  id: idString.nullish(),
  tenantId: z.string().trim().regex(/^([A-Za-z0-9]{1,12})?$/, { error: 'tenant.tenantId.invalid' }).nullish(),
  tenantName: requiredText('tenant.tenantName.required', 100),
  domain: optionalText(255),
  backgroundUrl: optionalText(1000),
  linkman: optionalText(50),
  contactNumber: optionalText(30),
  address: optionalText(255),
  accountNumber: z.preprocess((v) => (v === '' ? null : v), quota().nullish()),
  expireTime: dateTimeText,
  packageId: optionalId,
  /** Chosen when the tenant is created (a hospital when left out), never changed after. */
  tenantKind: z.enum(PARTY_KINDS, { error: 'tenant.tenantKind.invalid' }).nullish(),
  companyTypes: commaList((s) => (COMPANY_TYPES as readonly string[]).includes(s), 'tenant.companyTypes.invalid', `^ *(${COMPANY_TYPES.join('|')})? *(, *(${COMPANY_TYPES.join('|')})? *)*$`).nullish(),
  version: versionField,
});
export type TenantSubmit = z.infer<typeof tenantSubmitSchema>;

/** tenant/setting: quota and expiry for several tenants, chosen by code (tenantIds) or row id (ids). */
export const tenantSettingSchema = z
  .object({
    tenantIds: commaList((s) => TENANT_CODE.test(s), 'tenant.tenantId.invalid').nullish(),
    ids: commaList(isId, 'id.invalid').nullish(),
    accountNumber: quota('tenant.accountNumber.required'),
    expireTime: dateTimeText,
  })
  .refine((v) => !!(v.tenantIds || v.ids), { error: 'tenant.ids.required', path: ['tenantIds'] });
export type TenantSetting = z.infer<typeof tenantSettingSchema>;

/** tenant/datasource: the data source a tenant's data lives in; 0 is 默认数据源, the product's own database. */
export const tenantDatasourceSchema = z.object({
  tenantId: tenantCode('tenant.tenantId.required'),
  datasourceId: z
    .union([parentIdText, z.number().int().min(0)], { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'tenant.datasourceId.required' : 'id.invalid') })
    .transform(String),
});

/** tenant/package-setting: the package a tenant may use; empty means every tenant menu. */
export const tenantPackageSettingSchema = z.object({
  tenantId: tenantCode('tenant.tenantId.required'),
  packageId: optionalId,
});
