import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import { newPasswordRule } from '@/features/auth/password-policy';
import { useSessionStore } from '@/features/auth/session-store';
import { toastSuccess } from '@/shared/feedback/feedback';
import { useInfoFormLayout } from './form-layout';
import { required, sameAs } from './form-rules';
import { changePassword, type PasswordForm as Values } from './info-api';


/** The signed-in user's tenant policy, and not their own account name. */
const ownNewPassword = newPasswordRule(() => {
  const user = useSessionStore.getState().userInfo;
  return { tenantId: user?.tenant_id ?? PLATFORM_TENANT_ID, account: user?.account };
});

/**
 * Old password, new password and its confirmation; the server checks the old one. Once changed,
 * a password someone else set is the user's own: the session no longer needs the change (the
 * guard then leaves the change-password page).
 */
export function PasswordForm({ vertical }: { vertical?: boolean }) {
  const layout = useInfoFormLayout();
  const { t } = useTranslation('info');
  const [form] = Form.useForm<Values>();
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.resetFields();
      // Through the root's toasts: this form also serves the change-password page, outside the shell.
      toastSuccess(t('passwordChanged'));
      useSessionStore.getState().patchUserInfo({ password_change_required: false });
    },
  });

  return (
    <Form<Values> {...(vertical ? { layout: 'vertical' as const } : layout)} form={form} onFinish={(values) => change.mutate(values)}>
      <Form.Item name="oldPassword" label={t('oldPassword')} rules={[required(t, 'user.oldPassword.required')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('newPassword')} rules={[required(t, 'user.newPassword.required'), ownNewPassword]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label={t('newPassword1')}
        dependencies={['newPassword']}
        rules={[required(t, 'user.newPassword1.required'), sameAs(t, 'newPassword')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={vertical ? undefined : ' '} colon={false}>
        <Button type="primary" htmlType="submit" loading={change.isPending} block={vertical}>
          {t('save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
