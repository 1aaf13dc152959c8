import { PERMISSIONS, type R } from '@beree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getData } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { request } from '@/shared/request';
import { CompanyFields } from '../company-registration/apply/CompanyFields';
import type { LicenceFile } from '../company-registration/api';

const API = '/beree-scm/enterprise/company';
const KEY = ['company-profile'];

type Company = Record<string, unknown> & { id?: string; version?: number; companyTypes: string; registrationStatus: string | null; licences: LicenceFile[] };

/** 企业信息 (/scm/company): the company's own record; the credit code and types are fixed once approved. */
export default function CompanyProfilePage() {
  const { t } = useTranslation('company');
  const { message } = App.useApp();
  const can = usePermission();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const { data } = useQuery({ queryKey: KEY, queryFn: () => getData<Company>(`${API}/detail`) });
  const fixed = data?.registrationStatus === 'APPROVED';
  useEffect(() => {
    if (data) form.setFieldsValue({ ...data, companyTypes: data.companyTypes.split(',').filter(Boolean), registeredCapital: data.registeredCapital == null ? undefined : Number(data.registeredCapital) });
  }, [data, form]);
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => request.post<R<Company>>(`${API}/submit`, { ...values, id: data?.id, version: data?.version }),
    onSuccess: async () => {
      message.success(t('saved'));
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  if (!data) return <Spin />;
  return (
    <Card title={t('profileTitle')}>
      {fixed && <Alert type="info" showIcon title={t('profileFixed')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)} disabled={!can(PERMISSIONS.company.edit)}>
        <CompanyFields fixed={fixed} />
        {data.licences.length > 0 && (
          <Form.Item label={t('licences')}>
            <Space wrap>
              {data.licences.map((l) => (
                <Typography.Link key={l.fileId} href={l.link} target="_blank">
                  {t(`licence.${l.type}`)}（{l.originalName}）
                </Typography.Link>
              ))}
            </Space>
          </Form.Item>
        )}
        {can(PERMISSIONS.company.edit) && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
