import { z } from 'zod';
import { idString, isId, optionalText, requiredText, versionField } from './common';

/** Tenant package (spec §3): a name and the comma-joined ids of the menus it grants. */
export const tenantPackageSubmitSchema = z.object({
  id: idString.nullish(),
  packageName: requiredText('tenantPackage.packageName.required'),
  menuId: z
    .string({ error: 'tenantPackage.menuId.required' })
    .refine((v) => v.split(',').every(isId), { error: 'tenantPackage.menuId.required' }),
  remark: optionalText(),
  version: versionField,
});
export type TenantPackageSubmit = z.infer<typeof tenantPackageSubmitSchema>;
