import { PLATFORM_TENANT_ID } from '@beree/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastError, toastSuccess } from '@/shared/feedback/feedback';
import { RequestError, messageOf } from '@/shared/request';
import { readStored } from '@/shared/storage/web-storage';
import { bindGuest, type BindForm } from './auth-api';

type BindValues = Omit<BindForm, 'oauthId'>;

interface BindDialogProps {
  /** The third-party identity to bind, as the token endpoint handed it out. */
  oauthId: string;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The third-party bind dialog (spec §2): links the identity just signed in with to an existing
 * account of a tenant, proven by that account's password. Afterwards the user signs in again.
 */
export function BindDialog({ oauthId, onDone, onCancel }: BindDialogProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<BindValues>();
  const submit = useMutation({
    mutationFn: (values: BindValues) => bindGuest({ ...values, oauthId }),
    onSuccess: () => {
      toastSuccess(t('messages:guest.bound'));
      onDone();
    },
    // The server's msg, or 提交失败 (spec §8).
    onError: (error) => toastError((error instanceof RequestError ? messageOf(error.body) : undefined) ?? t('bind.failed')),
  });

  return (
    <Modal
      open
      title={t('bind.title')}
      okText={t('bind.submit')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={submit.isPending}
      maskClosable={false}
    >
      <Alert type="warning" showIcon title={t('bind.notice')} style={{ marginBottom: 16 }} />
      {/* A form name of its own: the login form behind it has fields of the same names. */}
      <Form
        form={form}
        name="bind"
        layout="vertical"
        initialValues={{ tenantId: readStored<string>('tenantId') ?? PLATFORM_TENANT_ID }}
        onFinish={(values) => submit.mutate(values)}
      >
        <Form.Item name="tenantId" label={t('bind.tenantId')} rules={[{ required: true, whitespace: true, message: t('messages:guest.tenantId.required') }]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="account" label={t('bind.account')} rules={[{ required: true, whitespace: true, message: t('messages:guest.account.required') }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('bind.password')} rules={[{ required: true, message: t('messages:guest.password.required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </Form>
      <Link to="/register" state={{ oauthId }}>
        {t('bind.toRegister')}
      </Link>
    </Modal>
  );
}
