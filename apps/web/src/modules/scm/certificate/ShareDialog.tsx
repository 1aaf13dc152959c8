import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Page } from '@beree/contracts';
import { crudKeys, getData, useCommand, useConfirm, type CrudRecord } from '@/components/crud';
import { useContractMessage } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { SHARE_API, shareCertificates } from '../certificate-share/api';
import { ReviewStatusTag } from '../certificate-share/ReviewStatusTag';
import { CERT_API } from './api';

/** Enough for a supplier's whole register and every hospital it supplies; the selects filter as the user types. */
const ALL = { current: 1, size: 1000 };
const label = (r: CrudRecord) => [r.certName, r.certNo].filter(Boolean).join(' · ');

/**
 * 分享给医院: the supplier picks archived certificates in use and hospitals that admitted it
 * (relation APPROVED) and shares them for review; below, where the chosen certificates are shared
 * already and how each hospital reviewed them, with a withdraw link while a share awaits review.
 */
export function ShareDialog({ initial, onClose }: { initial: CrudRecord[]; onClose: () => void }) {
  const { t } = useTranslation(['certificateShare', 'certificate', 'crud']);
  const { message } = App.useApp();
  const say = useContractMessage();
  const can = usePermission();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const withdraw = useCommand(SHARE_API);
  const [certificateIds, setCertificateIds] = useState<string[]>(initial.map((r) => String(r.id)));
  const [hospitalTenantIds, setHospitalTenantIds] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);

  const certs = useQuery({ queryKey: [...crudKeys.all(CERT_API), 'shareable'], queryFn: () => getData<Page<CrudRecord>>(`${CERT_API}/list`, { ...ALL, archiveStatus_equal: 'ARCHIVE', useFlag_equal: 'USING' }) });
  const hospitals = useQuery({ queryKey: ['supply-relation', 'approved'], queryFn: () => getData<Page<CrudRecord>>('/beree-scm/supply-relation/list', { ...ALL, supplyStatus_equal: 'APPROVED' }) });
  const shares = useQueries({
    queries: certificateIds.map((id) => ({ queryKey: [...crudKeys.all(SHARE_API), 'of', id], queryFn: () => getData<Page<CrudRecord>>(`${SHARE_API}/list`, { ...ALL, certificateId: id }) })),
  });
  const current = shares.flatMap((q) => q.data?.records ?? []);
  const certOptions = useMemo(() => {
    const rows = [...initial, ...(certs.data?.records ?? [])];
    return [...new Map(rows.map((r) => [String(r.id), { value: String(r.id), label: label(r) }])).values()];
  }, [initial, certs.data]);
  const hospitalOptions = (hospitals.data?.records ?? []).map((r) => ({ value: String(r.hospitalTenantId), label: String(r.hospitalName) }));

  const submit = async () => {
    setTried(true);
    if (!certificateIds.length || !hospitalTenantIds.length) return;
    setSending(true);
    try {
      const answer = await shareCertificates(certificateIds, hospitalTenantIds);
      void message.success(answer.msg);
      setHospitalTenantIds([]);
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: crudKeys.all(SHARE_API) });
    } catch {
      // The request client has shown why.
    } finally {
      setSending(false);
    }
  };
  const missing = (empty: boolean, key: string) => (tried && empty ? { validateStatus: 'error' as const, help: say(key) } : {});

  return (
    <Modal
      open
      width={760}
      title={t('certificateShare:share.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={onClose}>{t('crud:close')}</Button>,
        <Button key="share" type="primary" loading={sending} onClick={submit}>{t('certificateShare:share.submit')}</Button>,
      ]}
    >
      <Alert type="info" showIcon title={t('certificateShare:share.hint')} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item htmlFor="share-certificates" label={t('certificateShare:share.certificates')} required {...missing(!certificateIds.length, 'certShare.certificateIds.required')}>
          <Select id="share-certificates" mode="multiple" showSearch={{ optionFilterProp: 'label' }} loading={certs.isLoading} placeholder={t('certificateShare:share.certificatesPlaceholder')} value={certificateIds} onChange={setCertificateIds} options={certOptions} />
        </Form.Item>
        <Form.Item htmlFor="share-hospitals" label={t('certificateShare:share.hospitals')} required {...missing(!hospitalTenantIds.length, 'certShare.hospitalTenantIds.required')}>
          <Select id="share-hospitals" mode="multiple" showSearch={{ optionFilterProp: 'label' }} loading={hospitals.isLoading} placeholder={t('certificateShare:share.hospitalsPlaceholder')} value={hospitalTenantIds} onChange={setHospitalTenantIds} options={hospitalOptions} />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('certificateShare:share.current')}</Typography.Title>
      <Table<CrudRecord>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={current}
        locale={{ emptyText: t('certificateShare:share.none') }}
        columns={[
          { key: 'cert', title: t('certificate:certName'), render: (_, r) => label(r), ellipsis: true },
          { key: 'hospital', dataIndex: 'hospitalName', title: t('certificateShare:hospitalName'), ellipsis: true },
          { key: 'status', dataIndex: 'reviewStatus', title: t('certificateShare:reviewStatus'), width: 110, render: (v) => <ReviewStatusTag value={v} /> },
          { key: 'reason', dataIndex: 'rejectReason', title: t('certificateShare:rejectReason'), ellipsis: true, render: (v) => (v ? String(v) : '--') },
          {
            key: 'actions',
            width: 80,
            render: (_, r) =>
              r.reviewStatus === 'SUBMITTED' && can(PERMISSIONS.certificateShare.add) ? (
                <Button type="link" size="small" onClick={() => confirm(t('certificateShare:confirm.withdraw', { name: label(r), hospital: String(r.hospitalName) }), () => withdraw.mutateAsync({ url: `${SHARE_API}/remove`, params: { ids: r.id } }))}>
                  {t('certificateShare:action.withdraw')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Modal>
  );
}
