import { App, Button, Card, DatePicker, Form, Input, InputNumber, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startLeave } from '../api';
import { leaveDays } from './days';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Values {
  startTime?: Dayjs;
  endTime?: Dayjs;
  reason?: string;
}

/** 请假申请 (/work/process/leave/form/{processDefinitionId}): dates, the days they make, and the reason; submitting starts the process. */
export default function LeaveFormPage() {
  const { t } = useTranslation('work');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { processDefinitionId = '' } = useParams();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const start = Form.useWatch('startTime', form);
  const end = Form.useWatch('endTime', form);
  const days = leaveDays(start, end);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await startLeave({ processDefinitionId, startTime: values.startTime!.format(FORMAT), endTime: values.endTime!.format(FORMAT), reason: values.reason!.trim() });
      void message.success(t('leave.started'));
      // The page stays open as a tab: a next request starts from an empty form.
      form.resetFields();
      // 已发 may already be open in a tab: it lists the new request when shown.
      await queryClient.invalidateQueries({ queryKey: ['crud'] });
      void navigate('/work/send');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('leave.formTitle')}>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Form.Item name="startTime" label={t('leave.startTime')} rules={[{ required: true, message: t('leave.startRequired') }]}>
          <DatePicker showTime format={FORMAT} style={{ width: '100%' }} placeholder={t('leave.startTime')} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('leave.endTime')}
          dependencies={['startTime']}
          rules={[
            { required: true, message: t('leave.endRequired') },
            ({ getFieldValue }) => ({
              validator: (_r, value?: Dayjs) => {
                const from = getFieldValue('startTime') as Dayjs | undefined;
                return value && from && value.isBefore(from) ? Promise.reject(new Error(t('leave.endBeforeStart'))) : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker showTime format={FORMAT} style={{ width: '100%' }} placeholder={t('leave.endTime')} />
        </Form.Item>
        <Form.Item label={t('leave.days')}>
          <InputNumber aria-label={t('leave.days')} value={days ?? null} readOnly style={{ width: '100%' }} placeholder={t('leave.daysHint')} />
        </Form.Item>
        <Form.Item name="reason" label={t('leave.reason')} rules={[{ required: true, whitespace: true, message: t('leave.reasonRequired') }, { max: 500 }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('leave.reasonPlaceholder')} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('leave.submit')}
          </Button>
          <Button onClick={() => void navigate('/work/start')}>{t('back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
