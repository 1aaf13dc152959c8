import type { UserInfoUpdate } from '@beree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/features/auth/session-store';
import { AvatarUpload } from './AvatarUpload';
import { useInfoFormLayout } from './form-layout';
import { emailRule, phoneRule, required } from './form-rules';
import { fetchOwnInfo, OWN_INFO_KEY, saveOwnInfo } from './info-api';

type Values = Required<Pick<UserInfoUpdate, 'avatar' | 'realName' | 'name' | 'phone' | 'email'>> & { tenantId: string };


/** Avatar, tenant (read only), name, user name, phone and email of the signed-in user. */
export function InfoForm() {
  const layout = useInfoFormLayout();
  const { t } = useTranslation('info');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const patchUserInfo = useSessionStore((s) => s.patchUserInfo);
  const info = useQuery({ queryKey: OWN_INFO_KEY, queryFn: fetchOwnInfo });
  const save = useMutation({
    mutationFn: ({ tenantId: _tenantId, ...values }: Values) => saveOwnInfo(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(OWN_INFO_KEY, saved);
      // The header shows the session's copy of the user.
      patchUserInfo({ real_name: saved.realName ?? '', nick_name: saved.name ?? '', avatar: saved.avatar ?? '' });
      void message.success(t('saved'));
    },
  });

  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  const user = info.data;
  const initial: Values = {
    avatar: user.avatar ?? '',
    tenantId: user.tenantId,
    realName: user.realName ?? '',
    name: user.name ?? '',
    phone: user.phone ?? '',
    email: user.email ?? '',
  };

  return (
    <Form<Values> {...layout} initialValues={initial} onFinish={(values) => save.mutate(values)}>
      <Form.Item name="avatar" label={t('avatar')} extra={t('avatarHint')}>
        <AvatarUpload />
      </Form.Item>
      <Form.Item name="tenantId" label={t('tenantId')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="realName" label={t('realName')} rules={[required(t, 'user.realName.required')]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="name" label={t('name')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="phone" label={t('phone')} required rules={[phoneRule(t)]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label={t('email')} rules={[emailRule(t)]}>
        <Input maxLength={45} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
