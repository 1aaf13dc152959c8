import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';

/** Parameter (spec §3): paramName, paramKey, paramValue required (spec §5). */
export const paramSubmitSchema = z.object({
  id: idString.nullish(),
  paramName: requiredText('param.paramName.required'),
  paramKey: requiredText('param.paramKey.required'),
  paramValue: requiredText('param.paramValue.required', 4000),
  remark: optionalText(),
  version: versionField,
});
export type ParamSubmit = z.infer<typeof paramSubmitSchema>;
