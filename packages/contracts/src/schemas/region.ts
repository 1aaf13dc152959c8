import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { intField } from './dict';

/** Division codes (GB/T 2260 and the statistics codes below it): digits only. */
const regionCode = (key: string) => requiredText(key, 12).pipe(z.string().regex(/^\d{2,12}$/, { error: 'region.code.invalid' })).meta({ pattern: '^\\d{2,12}$' });

/** The parent code of the provinces. */
export const REGION_ROOT_CODE = '00';

/**
 * Administrative division (spec §3: code, parentCode). Level, ancestors and the province / city /
 * district … names are derived from the parent by the server. Submit adds a new code or renames
 * an existing one; a division never moves to another parent.
 */
export const regionSubmitSchema = z.object({
  code: regionCode('region.code.required'),
  parentCode: regionCode('region.parentCode.required'),
  name: requiredText('region.name.required', 32),
  sort: intField('field.invalid', -999_999, 999_999).nullish(),
  remark: optionalText(255),
});
export type RegionSubmit = z.infer<typeof regionSubmitSchema>;
