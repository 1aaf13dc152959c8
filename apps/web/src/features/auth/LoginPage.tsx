import { LockOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { withTranslations } from '@/features/locale/i18n';
import { loadChunk } from '@/shared/utils/load-chunk';
import { AuthCard } from './AuthCard';
import { CaptchaField } from './CaptchaField';
import { login } from './login';
import { ProviderButtons } from './ProviderButtons';
import { useFederatedCallback } from './use-federated-callback';
import { useLoginSetup } from './use-login-setup';
import { usePairChooser } from './use-pair-chooser';

// Rarely needed, so not part of what every visitor of /login downloads.
// They speak beyond the boot namespaces, so they bring the language's pack.
const SwitchDialog = lazy(() => loadChunk(withTranslations(() => import('@/features/switch/SwitchDialog'))).then((m) => ({ default: m.SwitchDialog })));
const BindDialog = lazy(() => loadChunk(withTranslations(() => import('./BindDialog'))).then((m) => ({ default: m.BindDialog })));

interface LoginValues {
  tenantId: string;
  username: string;
  password: string;
  code: string;
}

/**
 * Sign-in, by password or through a third-party provider (which returns here with a code); once
 * the session exists the navigation guard leaves /login for the home page.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const { captcha, tenantReady, domainTenant, defaultTenant } = useLoginSetup();
  const chooser = usePairChooser();
  const federated = useFederatedCallback(chooser.choose);

  const submit = useMutation({
    mutationFn: (values: LoginValues) =>
      login(
        {
          tenantId: domainTenant ?? values.tenantId,
          username: values.username,
          password: values.password,
          captchaKey: captcha.data?.key,
          captchaCode: values.code,
        },
        chooser.choose,
      ),
    // A captcha is single use: whatever went wrong, the next attempt needs a fresh one.
    onError: () => {
      form.setFieldValue('code', '');
      void captcha.refetch();
    },
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Spin spinning={federated.busy} tip={t('login.federatedBusy')}>
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
            <ProviderButtons />
          </Form>
        )}
      </Spin>
      <Suspense fallback={null}>
        {chooser.pending && (
          <SwitchDialog
            open
            options={chooser.pending.options}
            title={t('switch:loginTitle')}
            hint={t('switch:loginHint')}
            onSubmit={(pair) => chooser.settle(pair)}
            onCancel={() => chooser.settle(null)}
          />
        )}
        {federated.oauthId && (
          <BindDialog
            oauthId={federated.oauthId}
            onDone={() => {
              federated.clearOauthId();
              void navigate('/login', { replace: true });
            }}
            onCancel={federated.clearOauthId}
          />
        )}
      </Suspense>
    </AuthCard>
  );
}
