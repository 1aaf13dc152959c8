import { CERT_SUB_TYPES, isEnterpriseCertType } from '@beree/contracts';
import { Input, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { DictSelect } from '@/components/pickers/DictSelect';
import { DateInput } from './DateInput';

/** A field of the certificate form: its name, the control, and its width out of 24. */
export interface CertField {
  name: string;
  span?: number;
  control: (ctx: { t: TFunction; placeholder: string; longTerm: boolean }) => ReactElement<{ disabled?: boolean }>;
  valuePropName?: string;
}

const text = (max: number): CertField['control'] => ({ placeholder }) => <Input placeholder={placeholder} maxLength={max} />;
const area = (max: number): CertField['control'] => ({ placeholder }) => <Input.TextArea placeholder={placeholder} maxLength={max} autoSize={{ minRows: 2 }} />;
const dict = (code: string): CertField['control'] => ({ placeholder }) => <DictSelect code={code} placeholder={placeholder} />;
const date: CertField['control'] = ({ placeholder }) => <DateInput placeholder={placeholder} />;

/** What every certificate carries. */
const COMMON: CertField[] = [
  { name: 'certName', control: text(128) },
  { name: 'certNo', control: text(64) },
  { name: 'subjectCompanyName', control: text(128) },
  { name: 'issuingAuthority', control: text(128) },
  { name: 'issueDate', control: date },
  { name: 'validityStart', control: date },
  { name: 'longTerm', valuePropName: 'checked', control: () => <Switch /> },
  { name: 'validityEnd', control: ({ placeholder, longTerm }) => <DateInput placeholder={placeholder} disabled={longTerm} /> },
];

/** A registration card's own fields (domain model §3.5). */
const REGISTRATION: CertField[] = [
  { name: 'registrationCertificateType', control: dict('registrationCertificateType') },
  { name: 'managementLevel', control: dict('managementLevel') },
  { name: 'areaType', control: dict('areaType') },
  { name: 'productType', control: dict('productType') },
  { name: 'registrantName', control: text(128) },
  { name: 'agentName', control: text(128) },
  { name: 'registrantAddress', span: 24, control: text(256) },
  { name: 'manufacturingAddress', span: 24, control: text(256) },
  { name: 'modelSpecText', span: 24, control: area(4000) },
  { name: 'intendedUse', span: 24, control: area(2000) },
];

const SUB_TYPE: CertField = {
  name: 'certSubType',
  control: ({ t, placeholder }) => <Select allowClear placeholder={placeholder} options={CERT_SUB_TYPES.map((value) => ({ value, label: t(`certificate:subType.${value}`) }))} />,
};

/** The fields the chosen type shows, in form order. */
export function fieldsFor(certType: unknown): CertField[] {
  if (certType === 'REGISTRATION_CARD') return [...COMMON, ...REGISTRATION];
  if (isEnterpriseCertType(certType)) return [SUB_TYPE, ...COMMON];
  return COMMON;
}
