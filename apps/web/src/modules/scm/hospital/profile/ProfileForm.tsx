import { useEffect } from 'react';
import { Alert, Button, Form, Space, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hospitalProfileSchema, PERMISSIONS } from '@beree/contracts';
import { crudKeys, getData, RecordForm, useCommand, type CrudRecord } from '@/components/crud';
import { Permission } from '@/components/permission';
import { usePermission } from '@/features/auth/permission';
import { PROFILE_COLUMNS } from './columns';
import { PROFILE_API } from '../api';

const REGION_FIELDS = ['provinceCode', 'cityCode', 'districtCode'] as const;

/** The profile as the form holds it: the three region codes as one path. */
const toForm = (profile: CrudRecord): CrudRecord => ({ ...profile, region: REGION_FIELDS.map((f) => profile[f]).filter(Boolean) });

function toBody(values: CrudRecord, version: unknown): CrudRecord {
  const { region, ...rest } = values;
  const path = Array.isArray(region) ? (region as string[]) : [];
  const codes = Object.fromEntries(REGION_FIELDS.map((f, i) => [f, path[i] ?? null]));
  return { ...rest, ...codes, version: typeof version === 'number' ? version : undefined };
}

/** 基本信息: the signed-in hospital's profile, saved as one record with its version. */
export function ProfileForm() {
  const { t } = useTranslation('hospital');
  const [form] = Form.useForm<CrudRecord>();
  const can = usePermission();
  const { data, isLoading } = useQuery({ queryKey: [...crudKeys.all(PROFILE_API), 'own'], queryFn: () => getData<CrudRecord>(PROFILE_API) });
  const save = useCommand(PROFILE_API);

  useEffect(() => {
    if (data) form.setFieldsValue(toForm(data));
  }, [data, form]);

  if (isLoading || !data) return <Spin />;
  const submit = async () => {
    // The form shows what is wrong where it is; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await save.mutateAsync({ url: `${PROFILE_API}/submit`, body: toBody(values, data.version) }).catch(() => undefined);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {!data.id && <Alert type="info" showIcon title={t('profileDraft')} />}
      <div>
        {t('status')}: <Tag color={data.status === 'DISABLE' ? 'red' : 'green'}>{t(`statusValue.${String(data.status ?? 'ENABLE')}`)}</Tag>
      </div>
      <RecordForm form={form} columns={PROFILE_COLUMNS} schema={hospitalProfileSchema} mode={can(PERMISSIONS.hospitalProfile.edit) ? 'edit' : 'view'} initialValues={toForm(data)} />
      <Permission code={PERMISSIONS.hospitalProfile.edit}>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          {t('saveProfile')}
        </Button>
      </Permission>
    </Space>
  );
}
