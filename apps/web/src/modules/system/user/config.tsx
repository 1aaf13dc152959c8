import { PERMISSIONS, PLATFORM_TENANT_ID, userSubmitSchema } from '@beree/contracts';
import type { CrudConfig, CrudRecord, DialogMode } from '@/components/crud';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';
import { RemoteTreeSelect } from '@/components/pickers/RemoteTreeSelect';
import { PLAIN_PASSWORD_HEADERS } from '@/features/auth/password-encoding';
import { newPasswordRule } from '@/features/auth/password-policy';
import { useSessionStore } from '@/features/auth/session-store';
import { i18n } from '@/features/locale/i18n';

/** A rule whose message follows the language at the time it is checked. */
const required = (key: string) => () => ({ required: true, message: i18n.t(key) });

/** The password is typed twice when adding; it travels once, in clear, for the server to check the policy. */
function toBody({ password, password2: _confirmation, ...values }: CrudRecord, mode: DialogMode): CrudRecord {
  return mode === 'add' && typeof password === 'string' ? { ...values, password } : values;
}

/**
 * Users of the tenant (spec §3 User, wire-protocol §7 UserVO). The table shows the comma-joined
 * role and dept names the server adds; the dialog picks roles, depts and posts by id.
 */
export const userConfig: CrudConfig = {
  api: '/blade-system/user',
  // Paged by dept: a chosen dept lists its users and those of the depts below it.
  listPath: 'page',
  rowKey: 'id',
  schema: userSubmitSchema,
  permissions: PERMISSIONS.user,
  // A new user signs in on the web platform unless told otherwise.
  defaults: { userType: '1' },
  toBody,
  submitHeaders: PLAIN_PASSWORD_HEADERS,
  columns: [
    { name: 'account', label: 'user:account', search: true, form: { type: 'input' } },
    {
      name: 'password',
      label: 'user:password',
      table: false,
      form: {
        type: 'password',
        modes: ['add'],
        unchecked: true,
        requiredKey: 'user.password.required',
        dependencies: ['account'],
        rules: [newPasswordRule((get) => ({ tenantId: useSessionStore.getState().userInfo?.tenant_id ?? PLATFORM_TENANT_ID, account: String(get('account') ?? '') }))],
      },
    },
    {
      name: 'password2',
      label: 'user:password2',
      table: false,
      form: {
        type: 'password',
        modes: ['add'],
        dependencies: ['password'],
        rules: [
          required('user:password2Required'),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('password')) throw new Error(i18n.t('messages:user.newPassword1.mismatch'));
            },
          }),
        ],
      },
    },
    { name: 'realName', label: 'user:realName', search: true, form: { type: 'input' } },
    { name: 'name', label: 'user:name', form: { type: 'input' } },
    { name: 'roleName', label: 'user:roleName' },
    { name: 'deptName', label: 'user:deptName' },
    { name: 'phone', label: 'user:phone', form: { type: 'input' } },
    { name: 'email', label: 'user:email', form: { type: 'input' } },
    { name: 'userType', label: 'user:userType', dict: 'user_type', form: { type: 'dict' } },
    {
      name: 'roleId',
      label: 'user:roleId',
      table: false,
      form: { type: 'custom', rules: [required('user:roleRequired')], render: (props) => <RemoteTreeSelect {...props} url="/blade-system/role/tree" multiple /> },
    },
    {
      name: 'deptId',
      label: 'user:deptId',
      table: false,
      form: { type: 'custom', rules: [required('user:deptRequired')], render: (props) => <RemoteTreeSelect {...props} url="/blade-system/dept/tree" multiple /> },
    },
    {
      name: 'postId',
      label: 'user:postId',
      table: false,
      form: { type: 'custom', render: (props) => <RemoteSelect {...props} url="/blade-system/post/select" labelKey="postName" multiple /> },
    },
  ],
};
