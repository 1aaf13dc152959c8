import { CERT_SUB_TYPES, GENDERS, isEnterpriseCertType, MAX_PAGE_SIZE, POWER_ATTORNEY_SCOPES } from '@beree/contracts';
import { Input, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { DictSelect } from '@/components/pickers/DictSelect';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';
import { CERT_API } from './api';
import { DateInput } from './DateInput';

/** A field of the certificate form: its name, the control, and its width out of 24. */
export interface CertField {
  name: string;
  span?: number;
  control: (ctx: { t: TFunction; placeholder: string; longTerm: boolean; masked?: string | null }) => ReactElement<{ disabled?: boolean }>;
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

const party = (kind: 'SUPPLIER' | 'HOSPITAL', multiple = false): CertField['control'] => ({ placeholder }) => (
  <RemoteSelect url={`${CERT_API}/parties`} params={{ kind }} labelKey="name" valueKey="tenantId" multiple={multiple} placeholder={placeholder} />
);
const certificatesOf = (certType: string): CertField['control'] => ({ placeholder }) => (
  <RemoteSelect url={`${CERT_API}/list`} params={{ certType, size: MAX_PAGE_SIZE }} labelKey="certName" placeholder={placeholder} />
);
const options = (values: readonly string[], prefix: string, multiple = false): CertField['control'] => ({ t, placeholder }) => (
  <Select allowClear mode={multiple ? 'multiple' : undefined} placeholder={placeholder} options={values.map((value) => ({ value, label: t(`certificate:${prefix}.${value}`) }))} />
);

/** An authorization letter: who grants whom, under which letter, for which hospitals and products (empty = all). */
const AUTHORIZATION: CertField[] = [
  { name: 'grantorTenantId', control: party('SUPPLIER') },
  { name: 'granteeTenantId', control: party('SUPPLIER') },
  { name: 'parentAuthorizationId', control: certificatesOf('CERTIFICATE_AUTHORIZATION') },
  { name: 'authorizedRegion', control: text(256) },
  { name: 'authorizedHospitalIds', span: 24, control: party('HOSPITAL', true) },
  {
    name: 'authorizedProductIds',
    span: 24,
    control: ({ placeholder }) => <RemoteSelect url="/beree-scm/product/list" params={{ size: MAX_PAGE_SIZE }} labelKey="productName" multiple placeholder={placeholder} />,
  },
];

/** A power of attorney: the company's user, their ID card, the hospital (empty = all) and what for. */
const POWER_ATTORNEY: CertField[] = [
  { name: 'agentUserId', control: ({ placeholder }) => <RemoteSelect url="/blade-user/search/user" params={{ size: MAX_PAGE_SIZE }} labelKey="realName" placeholder={placeholder} /> },
  { name: 'agentMobile', control: text(20) },
  { name: 'agentIdCardCertId', control: certificatesOf('ID_CARD') },
  { name: 'targetHospitalTenantId', control: party('HOSPITAL') },
  { name: 'scope', span: 24, control: options(POWER_ATTORNEY_SCOPES, 'scopeOption', true) },
];

/** An ID card: the number is typed, never shown back; the stored one appears masked. */
const ID_CARD: CertField[] = [
  { name: 'personName', control: text(64) },
  { name: 'gender', control: options(GENDERS, 'genderOption') },
  { name: 'idNumber', control: ({ placeholder, masked }) => <Input placeholder={masked ?? placeholder} maxLength={18} autoComplete="off" /> },
];

/** The fields the chosen type shows, in form order. */
export function fieldsFor(certType: unknown): CertField[] {
  if (certType === 'REGISTRATION_CARD') return [...COMMON, ...REGISTRATION];
  if (certType === 'CERTIFICATE_AUTHORIZATION') return [...COMMON, ...AUTHORIZATION];
  if (certType === 'POWER_ATTORNEY') return [...COMMON, ...POWER_ATTORNEY];
  if (certType === 'ID_CARD') return [...ID_CARD, ...COMMON.filter((f) => f.name !== 'certNo')];
  if (isEnterpriseCertType(certType)) return [SUB_TYPE, ...COMMON];
  return COMMON;
}
