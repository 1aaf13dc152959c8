import { useState } from 'react';
import { App, Button, Card, Form, Result, Skeleton, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchStartForm, startProcess } from '../api';
import { FormRenderer } from './FormRenderer';
import { fromFormValues, toFormValues } from './form-values';

/** 发起 (/work/process/form/{processDefinitionId}): the process's designed start form, with its defaults; submitting starts the process. */
export default function FormStartPage() {
  const { t } = useTranslation('work');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { processDefinitionId = '' } = useParams();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const start = useQuery({ queryKey: ['work', 'start-form', processDefinitionId], queryFn: () => fetchStartForm(processDefinitionId) });

  if (start.isError) return <Result status="warning" title={t('loadFailed')} />;
  if (!start.data) return <Skeleton active />;
  const { form: designed, permissions, defaultValues, processDefinitionName } = start.data;

  const submit = async () => {
    setSaving(true);
    try {
      const values = designed ? await form.validateFields() : {};
      await startProcess(processDefinitionId, designed ? fromFormValues(designed.content, values, permissions) : {});
      void message.success(t('started'));
      // The page stays open as a tab: a next request starts from the defaults again.
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: ['crud'] });
      void navigate('/work/send');
    } catch {
      // A field the form misses is shown on it; the server's refusals by the request client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={processDefinitionName}>
      <div style={{ maxWidth: 960 }}>
        {designed ? (
          <FormRenderer content={designed.content} permissions={permissions} form={form} initialValues={toFormValues(designed.content, defaultValues)} />
        ) : (
          <Typography.Paragraph type="secondary">{t('form.none')}</Typography.Paragraph>
        )}
        <Space>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {t('form.submit')}
          </Button>
          <Button onClick={() => void navigate('/work/start')}>{t('back')}</Button>
        </Space>
      </div>
    </Card>
  );
}
