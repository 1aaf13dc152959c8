import { CLIENT_GRANT_TYPES, PERMISSIONS, clientSubmitSchema } from '@beree/contracts';
import { requiredRule, type CrudConfig, type DialogMode } from '@/components/crud';
import { GrantTypesSelect } from './GrantTypesSelect';

/**
 * Application clients (wire-protocol §8 blade_client). The secret never shows in the table; it is
 * required when adding, and left empty on edit it keeps the stored one.
 */
export const clientConfig: CrudConfig = {
  api: '/blade-system/client',
  rowKey: 'id',
  schema: clientSubmitSchema,
  permissions: PERMISSIONS.client,
  // A new client starts with the usual grants and the token lifetimes of the seeded clients.
  defaults: { scope: 'all', authorizedGrantTypes: 'refresh_token,password,captcha', accessTokenValidity: 3600, refreshTokenValidity: 604800 },
  columns: [
    { name: 'clientId', label: 'client:clientId', search: true, form: { type: 'input' } },
    {
      name: 'clientSecret',
      label: 'client:clientSecret',
      table: false,
      form: { type: 'password', modes: ['add', 'edit'], blankOnEdit: true, help: 'client:secretHelp', modeRules: (mode: DialogMode) => (mode === 'add' ? [requiredRule('client.clientSecret.required')] : []) },
    },
    { name: 'scope', label: 'client:scope', form: { type: 'input' } },
    {
      name: 'authorizedGrantTypes',
      label: 'client:authorizedGrantTypes',
      form: { type: 'custom', span: 24, render: (props) => <GrantTypesSelect {...props} options={CLIENT_GRANT_TYPES} /> },
    },
    { name: 'accessTokenValidity', label: 'client:accessTokenValidity', form: { type: 'number' } },
    { name: 'refreshTokenValidity', label: 'client:refreshTokenValidity', form: { type: 'number' } },
    { name: 'webServerRedirectUri', label: 'client:webServerRedirectUri', table: false, form: { type: 'input', span: 24 } },
    { name: 'autoapprove', label: 'client:autoapprove', table: false, form: { type: 'input' } },
    { name: 'additionalInformation', label: 'client:additionalInformation', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
