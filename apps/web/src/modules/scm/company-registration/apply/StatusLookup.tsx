import { dictLabel } from '@beree/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/components/crud/use-lang';
import { lookUpRegistration, type Registration } from '../api';

const COLORS: Record<string, string> = { SUBMITTED: 'processing', APPROVED: 'success', REJECTED: 'error' };

interface StatusLookupProps {
  initial?: { id: string; mobile: string };
  onCorrect: (registration: Registration) => void;
}

/** 进度查询: the applicant finds a registration by its number and the administrator's mobile. */
export function StatusLookup({ initial, onCorrect }: StatusLookupProps) {
  const { t } = useTranslation('company');
  const lang = useLang();
  const lookUp = useMutation({ mutationFn: (v: { id: string; mobile: string }) => lookUpRegistration(v.id.trim(), v.mobile.trim()) });
  useEffect(() => {
    if (initial) lookUp.mutate(initial);
    // Looked up once, for the registration just submitted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const r = lookUp.data;
  return (
    <>
      <Form layout="vertical" initialValues={initial} onFinish={(v: { id: string; mobile: string }) => lookUp.mutate(v)}>
        <Form.Item name="id" label={t('statusId')} rules={[{ required: true, message: t('statusId') }]}>
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item name="mobile" label={t('statusMobile')} rules={[{ required: true, message: t('statusMobile') }]}>
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={lookUp.isPending} block>
          {t('statusQuery')}
        </Button>
      </Form>
      {lookUp.isError && <Alert type="error" showIcon role="alert" title={t('statusNotFound')} style={{ marginTop: 16 }} />}
      {r && (
        <div style={{ marginTop: 16 }}>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'companyName', label: t('companyName'), children: r.companyName },
              { key: 'status', label: t('registrationStatus'), children: <Tag color={COLORS[r.registrationStatus]}>{dictLabel('reviewStatus', r.registrationStatus, lang)}</Tag> },
              { key: 'createTime', label: t('createTime'), children: String(r.createTime ?? '--') },
              { key: 'reviewedAt', label: t('reviewedAt'), children: String(r.reviewedAt ?? '--') },
              ...(r.rejectReason ? [{ key: 'reason', label: t('rejectReason'), children: r.rejectReason }] : []),
              ...(r.approvedTenantId ? [{ key: 'tenant', label: t('approvedTenantId'), children: r.approvedTenantId }] : []),
            ]}
          />
          {r.registrationStatus === 'SUBMITTED' && <Alert type="info" showIcon title={t('pendingText')} style={{ marginTop: 12 }} />}
          {r.registrationStatus === 'APPROVED' && <Alert type="success" showIcon title={t('approvedText', { tenantId: r.approvedTenantId, account: r.adminAccount })} style={{ marginTop: 12 }} />}
          {r.registrationStatus === 'REJECTED' && (
            <Button style={{ marginTop: 12 }} onClick={() => onCorrect(r)}>
              {t('correct')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
