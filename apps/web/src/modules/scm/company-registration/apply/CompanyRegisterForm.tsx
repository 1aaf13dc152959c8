import { COMPANY_TYPES, PLATFORM_TENANT_ID, requiredLicences, type CompanyType, type LicenceType } from '@beree/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Result, Row, Space, Steps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha } from '@/features/auth/auth-api';
import { CaptchaField } from '@/features/auth/CaptchaField';
import { newPasswordRule } from '@/features/auth/password-policy';
import { useContractMessage } from '@/components/crud/use-lang';
import { messageOf, RequestError } from '@/shared/request/errors';
import { submitRegistration, type Registration, type RegisterValues } from '../api';
import { CompanyFields, useRequired } from './CompanyFields';
import { LicenceUpload } from './LicenceUpload';

const COMPANY_STEP = ['companyName', 'shortName', 'companyTypes', 'unifiedSocialCreditCode', 'legalRepresentative', 'enterpriseLeader', 'qualityManager', 'registeredCapital', 'provinceCode', 'cityCode', 'districtCode', 'registeredAddress', 'warehouseAddress', 'contactName', 'contactPhone', 'email', 'taxpayerType', 'bankName', 'bankAccount', 'countryCode', 'foreignParentName'];
const ADMIN_STEP = ['adminName', 'adminMobile', 'adminAccount', 'adminPassword', 'adminConfirm'];

/** The step holding a field the server named, so its refusal is shown where the field is. */
const stepOf = (field: string | undefined) => (field && COMPANY_STEP.includes(field) ? 0 : field && ADMIN_STEP.includes(field) ? 1 : 2);

/** The new administrator's password follows the platform's policy (there is no tenant yet). */
const passwordRule = newPasswordRule((get) => ({ tenantId: PLATFORM_TENANT_ID, account: String(get('adminAccount') ?? '') }));

/** What a rejected registration's correction starts from. */
export function correctionValues(r: Registration): Partial<RegisterValues> {
  const { id: _id, registrationStatus: _s, rejectReason: _r, licences, companyTypes, ...rest } = r;
  return {
    ...rest,
    companyTypes: String(companyTypes).split(',').filter((t) => (COMPANY_TYPES as readonly string[]).includes(t)),
    registeredCapital: rest.registeredCapital == null ? undefined : Number(rest.registeredCapital),
    licences: Object.fromEntries(licences.map((l) => [l.type, l])),
  };
}

interface CompanyRegisterFormProps {
  /** A rejected registration being corrected. */
  correcting?: Registration;
  onLookUp: (id: string, mobile: string) => void;
}

/**
 * 企业注册: the company, its administrator and its licence scans in three steps, with a captcha.
 * The server's refusal is shown on the step and field it names.
 */
export function CompanyRegisterForm({ correcting, onLookUp }: CompanyRegisterFormProps) {
  const { t } = useTranslation('company');
  const msg = useContractMessage();
  const required = useRequired();
  const [form] = Form.useForm<RegisterValues & { captchaCode: string }>();
  const [step, setStep] = useState(0);
  const captcha = useQuery({ queryKey: ['company-register-captcha'], queryFn: fetchCaptcha, staleTime: 0, gcTime: 0 });
  const types = (Form.useWatch('companyTypes', form) ?? []) as CompanyType[];
  const groups = useMemo(() => requiredLicences(types), [types]);
  const initial = useMemo(() => (correcting ? correctionValues(correcting) : { companyTypes: ['INLAND_DEALER'], licences: {} }), [correcting]);

  const submit = useMutation({
    mutationFn: (values: RegisterValues & { captchaCode: string }) => {
      const { captchaCode, ...rest } = values;
      return submitRegistration({ ...form.getFieldsValue(true), ...rest }, { key: captcha.data?.key ?? '', code: captchaCode }, correcting?.id);
    },
    onError: (error) => {
      // The captcha is used up either way.
      form.setFieldValue('captchaCode', '');
      void captcha.refetch();
      const body = error instanceof RequestError ? (error.body as { data?: { field?: string } }) : undefined;
      const field = body?.data?.field;
      setStep(stepOf(field));
      if (field && field !== 'licences' && field !== 'captchaCode') form.setFields([{ name: field, errors: [messageOf(error instanceof RequestError ? error.body : undefined) ?? ''] }]);
    },
  });

  const next = async () => {
    // A failed check shows its messages under the fields; there is nothing more to do with it.
    const valid = await form.validateFields(step === 0 ? COMPANY_STEP : ADMIN_STEP).then(() => true, () => false);
    if (valid) setStep(step + 1);
  };

  const finish = (values: RegisterValues & { captchaCode: string }) => {
    const licences = (form.getFieldValue('licences') ?? {}) as RegisterValues['licences'];
    const missing = groups.find((oneOf) => !oneOf.some((type) => licences[type]));
    if (missing) {
      submit.reset();
      form.setFields([{ name: ['licences', missing[0]], errors: [msg(`company.licence.${missing[0]}`)] }]);
      return;
    }
    // Only the scans the chosen types need travel.
    const needed = new Set(groups.flat());
    const kept = Object.fromEntries(Object.entries(licences).filter(([type, file]) => file && needed.has(type as LicenceType)));
    submit.mutate({ ...values, licences: kept });
  };

  if (submit.isSuccess) {
    const id = submit.data.data.id;
    const mobile = String(form.getFieldValue('adminMobile'));
    return (
      <Result
        status="success"
        title={t('submitted')}
        subTitle={t('submittedText', { id })}
        extra={<Button type="primary" onClick={() => onLookUp(id, mobile)}>{t('toStatus')}</Button>}
      />
    );
  }

  const failure = submit.error ? (submit.error instanceof RequestError && messageOf(submit.error.body)) || submit.error.message : undefined;
  return (
    <>
      {correcting && <Alert type="warning" showIcon title={t('correcting', { id: correcting.id })} description={correcting.rejectReason} style={{ marginBottom: 16 }} />}
      <Steps current={step} size="small" style={{ marginBottom: 24 }} items={[{ title: t('stepCompany') }, { title: t('stepAdmin') }, { title: t('stepLicences') }]} />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={finish} preserve>
        <div hidden={step !== 0}>
          <CompanyFields />
        </div>
        <div hidden={step !== 1}>
          <Typography.Paragraph type="secondary">{t('adminHint')}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="adminName" label={t('adminName')} rules={[required('company.adminName.required')]}>
                <Input autoComplete="name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="adminMobile" label={t('adminMobile')} rules={[required('phone.required'), { len: 11, message: msg('phone.length') }, { pattern: /^1\d{10}$/, message: msg('phone.format') }]}>
                <Input maxLength={11} autoComplete="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="adminAccount" label={t('adminAccount')} rules={[required('company.adminAccount.required'), { pattern: /^[A-Za-z0-9_.@-]{2,45}$/, message: msg('company.adminAccount.invalid') }]}>
                <Input autoComplete="username" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} />
            <Col xs={24} md={12}>
              <Form.Item name="adminPassword" label={t('adminPassword')} dependencies={['adminAccount']} rules={[required('company.adminPassword.required'), passwordRule]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="adminConfirm"
                label={t('adminConfirm')}
                dependencies={['adminPassword']}
                rules={[
                  required('company.adminPassword.required'),
                  ({ getFieldValue }) => ({ validator: (_, v) => (!v || v === getFieldValue('adminPassword') ? Promise.resolve() : Promise.reject(new Error(t('adminConfirmMismatch')))) }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
        </div>
        <div hidden={step !== 2}>
          <Typography.Paragraph type="secondary">{t('licenceHint')}</Typography.Paragraph>
          {groups.map((oneOf) => (
            <Form.Item key={oneOf.join()} label={oneOf.map((type) => t(`licence.${type}`)).join(' / ') + (oneOf.length > 1 ? `（${t('oneOf')}）` : '')} required>
              <Space size="large" wrap align="start">
                {oneOf.map((type) => (
                  <Form.Item key={type} name={['licences', type]} noStyle={oneOf.length === 1} help={oneOf.length > 1 ? t(`licence.${type}`) : undefined} style={{ marginBottom: 0 }}>
                    <LicenceUpload type={type} />
                  </Form.Item>
                ))}
              </Space>
            </Form.Item>
          ))}
          <Form.Item name="captchaCode" label={t('captcha')} rules={[required('company.captcha.invalid')]}>
            <CaptchaField captcha={captcha.data} loading={captcha.isFetching} onRefresh={() => void captcha.refetch()} />
          </Form.Item>
        </div>
        <Space>
          {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('previous')}</Button>}
          {step < 2 && (
            <Button type="primary" onClick={() => void next()}>
              {t('next')}
            </Button>
          )}
          {step === 2 && (
            <Button type="primary" htmlType="submit" loading={submit.isPending}>
              {t('submit')}
            </Button>
          )}
        </Space>
      </Form>
    </>
  );
}
