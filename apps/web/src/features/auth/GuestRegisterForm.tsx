import { PLATFORM_TENANT_ID } from '@beree/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toastSuccess } from '@/shared/feedback/feedback';
import { RequestError, messageOf } from '@/shared/request';
import { readStored } from '@/shared/storage/web-storage';
import { registerGuest, type GuestForm } from './auth-api';
import { newPasswordRule } from './password-policy';

/** The policy of the tenant the guest registers in, and not the account they typed. */
const registerPassword = newPasswordRule((get) => ({ tenantId: String(get('tenantId') ?? PLATFORM_TENANT_ID), account: String(get('account') ?? '') }));

type RegisterValues = GuestForm & { confirm: string };

/** The server's msg; a connection failure's own text; otherwise 提交失败. */
function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof RequestError)) return fallback;
  return messageOf(error.body) ?? (error.kind === 'business' ? fallback : error.message);
}

/**
 * Guest self-registration into an existing tenant; the server's own message explains a refusal.
 * Opened from the bind dialog it carries the third-party identity, bound to the new account at once.
 */
export function GuestRegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const oauthId = (useLocation().state as { oauthId?: string } | null)?.oauthId;
  const submit = useMutation({
    mutationFn: ({ confirm: _confirm, ...form }: RegisterValues) => registerGuest(oauthId ? { ...form, oauthId } : form),
    onSuccess: () => {
      toastSuccess(t('register.success'));
      void navigate('/login');
    },
  });
  const failure = submit.error ? failureText(submit.error, t('register.failed')) : undefined;

  const required = (key: string) => ({ required: true, message: t(key) });
  return (
    <>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      {oauthId && <Alert type="info" showIcon title={t('register.withIdentity')} style={{ marginBottom: 16 }} />}
      <Form<RegisterValues>
        layout="vertical"
        initialValues={{ tenantId: readStored<string>('tenantId') ?? PLATFORM_TENANT_ID }}
        onFinish={(values) => submit.mutate(values)}
      >
        <Form.Item name="tenantId" label={t('register.tenantId')} rules={[required('register.tenantIdRequired')]}>
          <Input />
        </Form.Item>
        <Form.Item name="name" label={t('register.name')} rules={[required('register.nameRequired')]}>
          <Input autoComplete="nickname" />
        </Form.Item>
        <Form.Item name="account" label={t('register.account')} rules={[required('register.accountRequired')]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('register.password')} dependencies={['tenantId', 'account']} rules={[required('register.passwordRequired'), registerPassword]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          dependencies={['password']}
          rules={[
            required('register.confirmRequired'),
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('register.confirmMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submit.isPending}>
          {t('register.submit')}
        </Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login">{t('register.toLogin')}</Link>
        </div>
      </Form>
    </>
  );
}
