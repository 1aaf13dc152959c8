import { dictLabel, kindOfCompanyTypes, type CompanyType } from '@beree/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Form, Input, Modal, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, useCommand } from '@/components/crud';
import { useContractMessage, useLang } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { PERMISSIONS } from '@beree/contracts';
import { REGISTRATION_API, type Registration } from './api';
import { ScanPreview } from './ScanPreview';
import { text } from '../document/text';

const FIELDS = ['shortName', 'unifiedSocialCreditCode', 'legalRepresentative', 'enterpriseLeader', 'qualityManager', 'registeredCapital', 'registeredAddress', 'warehouseAddress', 'contactName', 'contactPhone', 'email', 'bankName', 'bankAccount', 'countryCode', 'foreignParentName', 'createTime', 'reviewedAt', 'rejectReason', 'approvedTenantId'];

type Detail = Registration & { trail: Registration[] };

/** A registration with its scans and earlier attempts; approve or reject it while it waits. */
export function ReviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['company', 'crud']);
  const lang = useLang();
  const say = useContractMessage();
  const { modal, message } = App.useApp();
  const can = usePermission();
  const { data } = useQuery({ queryKey: crudKeys.detail(REGISTRATION_API, id), queryFn: () => getData<Detail>(`${REGISTRATION_API}/detail`, { id }) });
  const command = useCommand(REGISTRATION_API);
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const approve = () => {
    if (!data) return;
    const kind = kindOfCompanyTypes(data.companyTypes.split(',') as CompanyType[]);
    modal.confirm({
      title: t('approve'),
      content: t('approveConfirm', { name: data.companyName, kind: t(`kind.${kind}`) }),
      okText: t('crud:ok'),
      cancelText: t('crud:cancel'),
      onOk: async () => {
        const done = await command.mutateAsync({ url: `${REGISTRATION_API}/approve`, params: { ids: id } }).catch(() => undefined);
        const tenantId = (done as { approvedTenantId?: string }[] | undefined)?.[0]?.approvedTenantId;
        if (tenantId) {
          message.info(t('approvedMessage', { tenantId }));
          onClose();
        }
      },
    });
  };
  const reject = async () => {
    // A missing reason is shown under its field.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const done = await command.mutateAsync({ url: `${REGISTRATION_API}/reject`, params: { ids: id }, body: { reason: values.reason } }).then(() => true, () => false);
    if (done) onClose();
  };

  const waiting = data?.registrationStatus === 'SUBMITTED';
  const footer = (
    <Space>
      <Button onClick={onClose}>{t('crud:close')}</Button>
      {waiting && can(PERMISSIONS.companyRegistration.reject) && (
        <Button danger onClick={() => (rejecting ? void reject() : setRejecting(true))} loading={command.isPending && rejecting}>
          {t('reject')}
        </Button>
      )}
      {waiting && !rejecting && can(PERMISSIONS.companyRegistration.approve) && (
        <Button type="primary" onClick={approve} loading={command.isPending}>
          {t('approve')}
        </Button>
      )}
    </Space>
  );
  return (
    <Modal open title={data ? `${t('detailTitle')}：${data.companyName}` : t('detailTitle')} width={880} onCancel={onClose} footer={footer}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={2}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              { key: 'companyTypes', label: t('companyTypes'), children: data.companyTypes.split(',').map((type) => <Tag key={type}>{dictLabel('companyTypes', type, lang)}</Tag>) },
              { key: 'status', label: t('registrationStatus'), children: dictLabel('reviewStatus', data.registrationStatus, lang) },
              ...FIELDS.map((name) => ({ key: name, label: t(name), children: text(data[name]) })),
              { key: 'taxpayerType', label: t('taxpayerType'), children: data.taxpayerType ? t(`taxpayer.${String(data.taxpayerType)}`) : '--' },
              { key: 'admin', label: t('adminSection'), span: 'filled' as const, children: `${text(data.adminName)} · ${text(data.adminMobile)} · ${text(data.adminAccount)}` },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('licences')}
          </Typography.Title>
          {data.licences.length ? (
            <Space size="large" wrap align="start">
              {data.licences.map((l) => (
                <ScanPreview key={l.fileId} licence={l} />
              ))}
            </Space>
          ) : (
            <Empty description={t('noLicences')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
          {data.trail.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 20 }}>
                {t('trail')}
              </Typography.Title>
              <Timeline
                items={data.trail.map((r) => ({
                  key: r.id,
                  content: `${text(r.createTime)} ${r.companyName} — ${dictLabel('reviewStatus', r.registrationStatus, lang)}${r.rejectReason ? `：${r.rejectReason}` : ''}`,
                }))}
              />
            </>
          )}
          {rejecting && (
            <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
              <Form.Item name="reason" label={t('reason')} rules={[{ required: true, whitespace: true, message: say('company.reason.required') }]}>
                <Input.TextArea rows={3} maxLength={500} autoFocus />
              </Form.Item>
            </Form>
          )}
        </>
      )}
    </Modal>
  );
}
