import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';
import { grantIdList, wholeNumber } from './menu';

/** Top menu (spec §3): a named group of menus shown in the top bar. */
export const topMenuSubmitSchema = z.object({
  id: idString.nullish(),
  code: requiredText('topMenu.code.required'),
  name: requiredText('topMenu.name.required'),
  source: optionalText(255),
  path: optionalText(255),
  sort: wholeNumber('topMenu.sort.required', -999_999, 999_999),
  version: versionField,
});
export type TopMenuSubmit = z.infer<typeof topMenuSubmitSchema>;

/** Top-menu grant (spec §3): the menus each chosen top menu shows, replacing what it had. */
export const topMenuGrantSchema = z.object({
  topMenuIds: grantIdList('topMenu.topMenuIds.required')
    .refine((ids) => ids.length > 0, { error: 'topMenu.topMenuIds.required' })
    .meta({ description: 'At least one top menu id', examples: [['1']] }),
  menuIds: grantIdList().default([]),
});
export type TopMenuGrant = z.infer<typeof topMenuGrantSchema>;
