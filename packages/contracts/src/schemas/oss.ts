import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';

/** Object store categories: BladeX's 1 MinIO (any S3-compatible) 2 七牛 3 阿里 OSS 4 腾讯 COS, and 5 the local disk. */
export const OSS_CATEGORIES = [1, 2, 3, 4, 5] as const;
export type OssCategory = (typeof OSS_CATEGORIES)[number];
export const OSS_CATEGORY = { S3: 1, QINIU: 2, ALIYUN: 3, TENCENT: 4, LOCAL: 5 } as const;

/**
 * What each category needs besides the code: a remote store its endpoint (Qiniu: the bucket's
 * download domain), keys and bucket; Tencent COS the APPID and region, Qiniu its region for
 * uploads; the local disk nothing but a folder (kept in endpoint, optional: the product's own).
 */
export const OSS_NEEDS: Record<OssCategory, { endpoint: boolean; keys: boolean; bucket: boolean; appId: boolean; region: boolean }> = {
  1: { endpoint: true, keys: true, bucket: true, appId: false, region: false },
  2: { endpoint: true, keys: true, bucket: true, appId: false, region: false },
  3: { endpoint: true, keys: true, bucket: true, appId: false, region: false },
  4: { endpoint: false, keys: true, bucket: true, appId: true, region: true },
  5: { endpoint: false, keys: false, bucket: false, appId: false, region: false },
};

/** POST blade-resource/oss/submit: the secret is required when adding a remote store; blank on an edit keeps the stored one. */
export const ossSubmitSchema = z
  .object({
    id: idString.nullish(),
    version: versionField,
    category: z.coerce
      .number({ error: 'oss.category.invalid' })
      .refine((v): v is OssCategory => (OSS_CATEGORIES as readonly number[]).includes(v), { error: 'oss.category.invalid' }),
    ossCode: requiredText('oss.code.required', 64).regex(/^[A-Za-z0-9_-]+$/, { error: 'oss.code.invalid' }),
    endpoint: z.string().trim().max(500, { error: 'field.tooLong' }).meta({ description: 'http(s) URL, except for category 5', examples: ['https://example.org'] }).nullish(),
    accessKey: optionalText(256),
    secretKey: z.string().max(512, { error: 'field.tooLong' }).nullish(),
    bucketName: z.string().trim().max(255, { error: 'field.tooLong' }).regex(/^([a-z0-9][a-z0-9.-]{1,253}[a-z0-9])?$/, { error: 'oss.bucket.invalid' }).nullish(),
    appId: optionalText(64),
    region: optionalText(64),
    remark: optionalText(255),
  })
  .superRefine((value, ctx) => {
    const needs = OSS_NEEDS[value.category as OssCategory];
    if (!needs) return;
    const blank = (v: string | null | undefined) => !v?.trim();
    if (needs.endpoint && blank(value.endpoint)) ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'oss.endpoint.required' });
    if (value.endpoint?.trim() && value.category !== 5 && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(value.endpoint.trim())) ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'oss.endpoint.invalid' });
    if (needs.keys && blank(value.accessKey)) ctx.addIssue({ code: 'custom', path: ['accessKey'], message: 'oss.accessKey.required' });
    if (needs.keys && !value.id && blank(value.secretKey)) ctx.addIssue({ code: 'custom', path: ['secretKey'], message: 'oss.secretKey.required' });
    if (needs.bucket && blank(value.bucketName)) ctx.addIssue({ code: 'custom', path: ['bucketName'], message: 'oss.bucket.required' });
    if (needs.appId && blank(value.appId)) ctx.addIssue({ code: 'custom', path: ['appId'], message: 'oss.appId.required' });
    if (needs.region && blank(value.region)) ctx.addIssue({ code: 'custom', path: ['region'], message: 'oss.region.required' });
  });
export type OssSubmit = z.infer<typeof ossSubmitSchema>;
