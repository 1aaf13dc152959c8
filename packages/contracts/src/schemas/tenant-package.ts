import { z } from 'zod';
import { idString, optionalText, requiredText } from './common';

/** Tenant package (spec §3): a name and the comma-joined ids of the menus it grants. */
export const tenantPackageSubmitSchema = z.object({
  id: idString.nullish(),
  packageName: requiredText('tenantPackage.packageName.required'),
  menuId: z
    .string({ error: 'tenantPackage.menuId.required' })
    .regex(/^\d{1,19}(,\d{1,19})*$/, { error: 'tenantPackage.menuId.required' }),
  remark: optionalText(),
  version: z.number().int().nullish(),
});
export type TenantPackageSubmit = z.infer<typeof tenantPackageSubmitSchema>;
