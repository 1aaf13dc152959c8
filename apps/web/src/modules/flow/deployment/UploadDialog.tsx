import { useState } from 'react';
import { App, Button, Form, Modal, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@beree/contracts';
import { crudKeys } from '@/components/crud';
import { request } from '@/shared/request';
import { DEPLOYMENT_API, UPLOAD_PATH } from '../api';
import { CategorySelect, TenantsSelect, useIsPlatform } from '../pickers';

interface UploadValues {
  files?: UploadFile[];
  category?: string;
  tenantIds?: string;
}

/** 上传部署: .bpmn processes and .dmn decision tables deployed at once, as multipart (files, category, tenantIds). */
export function UploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const platform = useIsPlatform();
  const [form] = Form.useForm<UploadValues>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    const body = new FormData();
    for (const file of values.files ?? []) body.append('files', file.originFileObj as File, file.name);
    if (values.category) body.append('category', values.category);
    if (values.tenantIds) body.append('tenantIds', values.tenantIds);
    setSending(true);
    try {
      await request.post<R<unknown>>(UPLOAD_PATH, body);
      message.success(t('flow:deployment.uploaded'));
      await queryClient.invalidateQueries({ queryKey: crudKeys.all(DEPLOYMENT_API) });
      onClose();
    } catch {
      // The request client has shown the server's reason (the file and element it refuses).
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('flow:deployment.upload')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>{t('crud:cancel')}</Button>,
        <Button key="ok" type="primary" loading={sending} onClick={() => void submit().catch(() => undefined)}>
          {t('crud:ok')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" name="deploy-upload">
        <Form.Item
          name="files"
          label={t('flow:deployment.files')}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
          rules={[{ required: true, message: t('flow:deployment.filesRequired') }]}
          extra={t('flow:deployment.filesHelp')}
        >
          <Upload accept=".bpmn,.dmn,.xml" multiple beforeUpload={() => false}>
            <Button icon={<UploadOutlined />}>{t('flow:deployment.chooseFiles')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="category" label={t('flow:category.label')}>
          <CategorySelect placeholder={t('flow:category.choose')} />
        </Form.Item>
        {platform && (
          <Form.Item name="tenantIds" label={t('flow:tenants')} extra={t('flow:tenantsHelp')}>
            <TenantsSelect placeholder={t('flow:tenantsChoose')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
