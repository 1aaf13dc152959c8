import { useEffect } from 'react';
import { Button, Card, Col, Form, InputNumber, Row, Spin, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CERT_TYPES, dictLabel, MAX_SETTING_DAYS, PERMISSIONS, type HospitalSettings } from '@beree/contracts';
import { crudKeys, getData, useCommand } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { Permission } from '@/components/permission';
import { DictSelect } from '@/components/pickers/DictSelect';
import { usePermission } from '@/features/auth/permission';
import { contractText } from '@/features/locale/contract-text';
import { SETTINGS_API } from '../api';

type SettingsAnswer = HospitalSettings & { version: number | null };

const dayRule = (key: string, lang: 'zh' | 'en') => ({ type: 'integer' as const, min: 0, max: MAX_SETTING_DAYS, message: contractText(key, lang) });

/**
 * 业务设置: what later rules read — the warning days of each certificate type, the two-invoice
 * rule, the shortest remaining shelf life accepted, receipt in one step or two, and the settlement basis.
 */
export function SettingsForm() {
  const { t } = useTranslation('hospital');
  const lang = useLang();
  const [form] = Form.useForm<SettingsAnswer>();
  const can = usePermission();
  const editable = can(PERMISSIONS.hospitalProfile.settings);
  const { data, isLoading } = useQuery({ queryKey: [...crudKeys.all(SETTINGS_API), 'own'], queryFn: () => getData<SettingsAnswer>(SETTINGS_API) });
  const save = useCommand(SETTINGS_API);

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  if (isLoading || !data) return <Spin />;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await save.mutateAsync({ url: SETTINGS_API, body: { ...values, version: data.version } }).catch(() => undefined);
  };
  return (
    <Form form={form} name="settings" layout="vertical" initialValues={data} disabled={!editable}>
      <Card size="small" title={t('certWarnDays')} extra={t('certWarnDaysHelp')}>
        <Row gutter={16}>
          {CERT_TYPES.map((type) => (
            <Col key={type} xs={24} sm={12} md={8} lg={6}>
              <Form.Item name={['certWarnDays', type]} label={dictLabel('certType', type, lang)} rules={[{ required: true, message: contractText('hospital.settings.warnDays.invalid', lang) }, dayRule('hospital.settings.warnDays.invalid', lang)]}>
                <InputNumber min={0} max={MAX_SETTING_DAYS} precision={0} suffix={t('days')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={8}>
          <Form.Item name="enforceTwoInvoice" label={t('enforceTwoInvoice')} valuePropName="checked" extra={t('enforceTwoInvoiceHelp')}>
            <Switch checkedChildren={t('yes')} unCheckedChildren={t('no')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="minRemainingShelfLifeDays" label={t('minRemainingShelfLifeDays')} rules={[{ required: true, message: contractText('hospital.settings.shelfLife.invalid', lang) }, dayRule('hospital.settings.shelfLife.invalid', lang)]}>
            <InputNumber min={0} max={MAX_SETTING_DAYS} precision={0} suffix={t('days')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="oneStepReceipt" label={t('oneStepReceipt')} valuePropName="checked" extra={t('oneStepReceiptHelp')}>
            <Switch checkedChildren={t('yes')} unCheckedChildren={t('no')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="settlementBasis" label={t('settlementBasis')} rules={[{ required: true, message: contractText('hospital.settings.settlementBasis.required', lang) }]}>
            <DictSelect code="settlementBasis" allowClear={false} />
          </Form.Item>
        </Col>
      </Row>
      <Permission code={PERMISSIONS.hospitalProfile.settings}>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          {t('saveSettings')}
        </Button>
      </Permission>
    </Form>
  );
}
