import { clientSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { clients } from '../../../core/db/schema';

/** Application clients (the Basic header of every call): global, managed by the platform administrator. */
export const clientResource: CrudResource<typeof clientSubmitSchema> = {
  base: '/blade-system/client',
  tag: 'system/client',
  table: clients,
  scope: 'platform',
  filters: {
    clientId: clients.clientId,
    scope: clients.scope,
    authorizedGrantTypes: clients.authorizedGrantTypes,
    accessTokenValidity: clients.accessTokenValidity,
    refreshTokenValidity: clients.refreshTokenValidity,
    createTime: clients.createTime,
  },
  permissions: PERMISSIONS.client,
  submitSchema: clientSubmitSchema,
  toValues: (input) => ({
    clientId: input.clientId,
    // An empty or masked secret on edit keeps the stored one (lists show only the mask).
    ...(input.clientSecret && input.clientSecret !== SECRET_MASK ? { clientSecret: input.clientSecret } : {}),
    scope: input.scope,
    authorizedGrantTypes: input.authorizedGrantTypes,
    resourceIds: input.resourceIds ?? null,
    webServerRedirectUri: input.webServerRedirectUri ?? null,
    authorities: input.authorities ?? null,
    accessTokenValidity: input.accessTokenValidity,
    refreshTokenValidity: input.refreshTokenValidity,
    additionalInformation: input.additionalInformation ?? null,
    autoapprove: input.autoapprove ?? null,
  }),
  unique: [{ field: 'clientId', column: clients.clientId, message: 'client.clientId.duplicate' }],
};

/** What lists and submit answers show for a secret: that there is one, never what it is. */
export const SECRET_MASK = '******';

/** Never in a list or a submit answer; the platform administrator sees it in the detail only. */
export const withoutSecret = <T extends Record<string, unknown>>({ clientSecret: _secret, ...rest }: T) => ({ ...rest, clientSecret: SECRET_MASK });
