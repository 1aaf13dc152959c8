import { PERMISSIONS } from '@beree/contracts';
import { Tag } from 'antd';
import type { CrudConfig } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import { REGISTRATION_API } from './api';

const COLORS: Record<string, string> = { SUBMITTED: 'processing', APPROVED: 'success', REJECTED: 'error' };
const P = PERMISSIONS.companyRegistration;

/** 企业注册审核: the platform's queue, searched by state, name and credit code; nothing is added or edited here. */
export const registrationConfig: CrudConfig = {
  api: REGISTRATION_API,
  rowKey: 'id',
  // No add, edit or delete: registrations come from the public form and are only reviewed.
  permissions: { add: `${P.menu}_none`, edit: `${P.menu}_none`, delete: `${P.menu}_none`, view: P.view },
  batchDelete: false,
  columns: [
    { name: 'companyName', label: 'company:companyName', search: true },
    { name: 'unifiedSocialCreditCode', label: 'company:unifiedSocialCreditCode', search: true, width: 190 },
    {
      name: 'companyTypes',
      label: 'company:companyTypes',
      width: 200,
      render: (value) => String(value ?? '').split(',').filter(Boolean).map((type) => <Tag key={type}><DictText code="companyTypes" value={type} /></Tag>),
    },
    {
      name: 'registrationStatus',
      label: 'company:registrationStatus',
      search: 'equal',
      dict: 'reviewStatus',
      width: 110,
      render: (value) => <Tag color={COLORS[String(value)]}><DictText code="reviewStatus" value={value} /></Tag>,
    },
    { name: 'adminName', label: 'company:adminName', width: 110 },
    { name: 'adminMobile', label: 'company:adminMobile', width: 130 },
    { name: 'createTime', label: 'company:createTime', width: 170 },
    { name: 'reviewedAt', label: 'company:reviewedAt', width: 170 },
    { name: 'approvedTenantId', label: 'company:approvedTenantId', width: 120 },
  ],
};
