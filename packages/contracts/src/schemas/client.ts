import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';
import { intField } from './dict';

/** Grant names a client may be allowed (the token endpoint's grant_type values). */
export const CLIENT_GRANT_TYPES = ['password', 'captcha', 'refresh_token', 'authorization_code', 'social', 'client_credentials', 'implicit'] as const;

const grantList = z
  .string({ error: 'client.authorizedGrantTypes.required' })
  .transform((text) => [...new Set(text.split(',').map((g) => g.trim()).filter(Boolean))])
  .refine((grants) => grants.length > 0, { error: 'client.authorizedGrantTypes.required' })
  .refine((grants) => grants.every((g) => (CLIENT_GRANT_TYPES as readonly string[]).includes(g)), { error: 'client.authorizedGrantTypes.invalid' })
  .transform((grants) => grants.join(','))
  .meta({ pattern: `^ *(${CLIENT_GRANT_TYPES.join('|')}) *(, *(${CLIENT_GRANT_TYPES.join('|')}) *)*$`, examples: ['password,refresh_token'] });

/**
 * Application client (wire-protocol §8 blade_client). The secret is required when adding; on
 * update an empty secret keeps the stored one, since lists never show it.
 */
export const clientSubmitSchema = z
  .object({
    id: idString.nullish(),
    clientId: requiredText('client.clientId.required', 48).pipe(z.string().regex(/^[A-Za-z0-9_.-]+$/, { error: 'client.clientId.invalid' })),
    clientSecret: z.string().trim().max(256, { error: 'field.tooLong' }).nullish(),
    scope: requiredText('client.scope.required', 256),
    authorizedGrantTypes: grantList,
    resourceIds: optionalText(256),
    webServerRedirectUri: optionalText(256),
    authorities: optionalText(256),
    accessTokenValidity: intField('client.accessTokenValidity.required', 60, 315_360_000),
    refreshTokenValidity: intField('client.refreshTokenValidity.required', 60, 315_360_000),
    additionalInformation: optionalText(4096),
    autoapprove: optionalText(256),
    version: versionField,
  })
  .superRefine((value, ctx) => {
    if (!value.id && !value.clientSecret) ctx.addIssue({ code: 'custom', path: ['clientSecret'], message: 'client.clientSecret.required' });
  });
export type ClientSubmit = z.infer<typeof clientSubmitSchema>;
