import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import { AttachmentViewer } from './AttachmentViewer';
import { CERT_API, type CertFile } from './api';
import { fieldsFor } from './form-fields';
import { ArchiveStatusTag, StateFlagTag } from './StateFlagTag';
import { ValidityText } from './ValidityText';
import { text } from '../document/text';

type Detail = CrudRecord & { attachments: CertFile[]; predecessor: CrudRecord | null; successor: CrudRecord | null };

const DICTS: Record<string, string> = { registrationCertificateType: 'registrationCertificateType', managementLevel: 'managementLevel', areaType: 'areaType', productType: 'productType' };
const SHOWN_AS: Record<string, string> = {
  grantorTenantId: 'grantorName',
  granteeTenantId: 'granteeName',
  targetHospitalTenantId: 'targetHospitalName',
  agentUserId: 'agentPersonName',
  idNumber: 'idNumberMasked',
};
const listText = (values: string[] | undefined, empty: string, join: (values: string[]) => string = (v) => v.join('、')) => (values?.length ? join(values) : empty);

/** A certificate with its flags, the fields of its type, its renewal links and its scans. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['certificate', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(CERT_API, id), queryFn: () => getData<Detail>(`${CERT_API}/detail`, { id }) });
  const value = (name: string) => {
    if (!data) return '--';
    if (name === 'longTerm') return data.longTerm ? t('certificate:longTermText') : '--';
    if (name === 'certSubType') return data.certSubType ? t(`certificate:subType.${String(data.certSubType)}`) : '--';
    if (DICTS[name]) return <DictText code={DICTS[name]} value={data[name]} />;
    // Ids show as the names the server keeps beside them; the ID number only ever masked.
    if (SHOWN_AS[name]) return text(data[SHOWN_AS[name]]);
    if (name === 'authorizedHospitalIds') return listText(data.authorizedHospitalNames as string[] | undefined, t('certificate:all'));
    if (name === 'authorizedProductIds') return listText(data.authorizedProductIds as string[] | undefined, t('certificate:all'), (ids) => t('certificate:productCount', { count: ids.length }));
    if (name === 'scope') return listText(data.scope as string[] | undefined, '--', (values) => values.map((v) => t(`certificate:scopeOption.${v}`)).join('、'));
    if (name === 'gender') return data.gender ? t(`certificate:genderOption.${String(data.gender)}`) : '--';
    return text(data[name]);
  };
  const link = (other: CrudRecord | null) => (other ? `${text(other.certNo)} (${text(other.validityEnd)}) ` : null);
  return (
    <Modal open width={860} title={t('certificate:viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
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
              { key: 'certType', label: t('certificate:certType'), children: <DictText code="certType" value={data.certType} /> },
              { key: 'validity', label: t('certificate:validity'), children: <ValidityText record={data} /> },
              { key: 'stateFlag', label: t('certificate:stateFlag'), children: <StateFlagTag value={data.stateFlag} days={data.daysToExpiry} /> },
              { key: 'archiveStatus', label: t('certificate:archiveStatus'), children: <ArchiveStatusTag value={data.archiveStatus} /> },
              { key: 'useFlag', label: t('certificate:useFlag'), children: <DictText code="useFlag" value={data.useFlag} /> },
              { key: 'daysToExpiry', label: t('certificate:daysToExpiry'), children: text(data.daysToExpiry) },
              ...fieldsFor(data.certType)
                .filter((f) => !['validityStart', 'validityEnd', 'longTerm'].includes(f.name))
                .map((f) => ({ key: f.name, label: t(`certificate:${f.name}`), span: f.span === 24 ? ('filled' as const) : undefined, children: value(f.name) })),
              ...(data.predecessor ? [{ key: 'predecessor', label: t('certificate:predecessor'), children: link(data.predecessor) }] : []),
              ...(data.successor ? [{ key: 'successor', label: t('certificate:successor'), children: link(data.successor) }] : []),
              { key: 'remark', label: t('certificate:remark'), span: 'filled' as const, children: text(data.remark) },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('certificate:attachments')}
          </Typography.Title>
          <AttachmentViewer files={data.attachments} />
        </>
      )}
    </Modal>
  );
}
