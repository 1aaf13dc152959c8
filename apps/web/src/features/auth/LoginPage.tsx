import { LockOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
import { CaptchaField } from './CaptchaField';
import { login } from './login';
import { useLoginSetup } from './use-login-setup';

interface LoginValues {
  tenantId: string;
  username: string;
  password: string;
  code: string;
}

/** Sign-in; once the session exists the navigation guard leaves /login for the home page. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginValues>();
  const { captcha, tenantReady, domainTenant, defaultTenant } = useLoginSetup();

  const submit = useMutation({
    mutationFn: (values: LoginValues) =>
      login({
        tenantId: domainTenant ?? values.tenantId,
        username: values.username,
        password: values.password,
        captchaKey: captcha.data?.key,
        captchaCode: values.code,
      }),
    // A captcha is single use: whatever went wrong, the next attempt needs a fresh one.
    onError: () => {
      form.setFieldValue('code', '');
      void captcha.refetch();
    },
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {tenantReady && (
        <Form form={form} layout="vertical" size="large" initialValues={{ tenantId: defaultTenant }} onFinish={(v) => submit.mutate(v)}>
          <Form.Item name="tenantId" label={t('login.tenantId')} hidden={!!domainTenant} rules={[{ required: !domainTenant, message: t('login.tenantIdRequired') }]}>
            <Input prefix={<TeamOutlined />} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="code" label={t('login.captcha')} rules={[{ required: true, message: t('login.captchaRequired') }]}>
            <CaptchaField captcha={captcha.data} loading={captcha.isFetching} onRefresh={() => void captcha.refetch()} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submit.isPending}>
            {t('login.submit')}
          </Button>
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <Link to="/register">{t('login.toRegister')}</Link>
          </div>
        </Form>
      )}
    </AuthCard>
  );
}
