import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';

/**
 * Data source (wire-protocol §8 blade_datasource). The password is required when adding; on
 * update an empty password keeps the stored one, since lists never show it.
 */
export const datasourceSubmitSchema = z
  .object({
    id: idString.nullish(),
    name: requiredText('datasource.name.required', 100),
    driverClass: requiredText('datasource.driverClass.required', 100),
    url: requiredText('datasource.url.required', 500),
    username: requiredText('datasource.username.required', 45),
    password: z.string().max(255, { error: 'field.tooLong' }).nullish(),
    remark: optionalText(255),
    version: versionField,
  })
  .superRefine((value, ctx) => {
    if (!value.id && !value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'datasource.password.required' });
  });
export type DatasourceSubmit = z.infer<typeof datasourceSubmitSchema>;
