import { PERMISSIONS, tenantSubmitSchema } from '@beree/contracts';
import type { CrudColumn, CrudConfig } from '@/components/crud';
import { i18n } from '@/features/locale/i18n';
import { CompanyTypesSelect, CompanyTypesText, PARTY_KIND_OPTIONS, TENANT_KIND_LABELS } from './kind';
import { PackageName, PackageSelect } from './pickers';

/** An account quota of -1 (or 0) means no limit. */
export const quotaText = (value: unknown) => (Number(value) > 0 ? String(value) : i18n.t('tenant:unlimited'));

/** The quota and expiry columns, shared by the tenant dialog and 授权配置. */
export const accountNumberColumn: CrudColumn = {
  name: 'accountNumber',
  label: 'tenant:accountNumber',
  render: quotaText,
  form: { type: 'number', help: 'tenant:accountNumberHelp' },
};
export const expireTimeColumn: CrudColumn = {
  name: 'expireTime',
  label: 'tenant:expireTime',
  render: (value) => (value ? String(value) : i18n.t('tenant:never')),
  form: { type: 'dateTime', help: 'tenant:expireTimeHelp' },
};

/**
 * Tenants (wire-protocol §8 blade_tenant), managed by the platform administrator. The tenant id is
 * generated when left empty and fixed once created.
 */
export const tenantConfig: CrudConfig = {
  api: '/blade-system/tenant',
  rowKey: 'id',
  schema: tenantSubmitSchema,
  permissions: PERMISSIONS.tenant,
  columns: [
    { name: 'tenantId', label: 'tenant:tenantId', search: true, width: 110, form: { type: 'input', disabledOnEdit: true, help: 'tenant:tenantIdHelp' } },
    { name: 'tenantName', label: 'tenant:tenantName', search: true, form: { type: 'input' } },
    {
      name: 'tenantKind',
      label: 'tenant:tenantKind',
      search: 'equal',
      width: 110,
      options: TENANT_KIND_LABELS,
      // The kind decides the tenant's code range and packages, so it is fixed once chosen.
      form: { type: 'select', options: PARTY_KIND_OPTIONS, requiredKey: 'tenant.tenantKind.invalid', disabledOnEdit: true },
    },
    {
      name: 'companyTypes',
      label: 'tenant:companyTypes',
      render: (value) => <CompanyTypesText value={value} />,
      form: { type: 'custom', help: 'tenant:companyTypesHelp', render: (props) => <CompanyTypesSelect {...props} /> },
    },
    { name: 'linkman', label: 'tenant:linkman', search: true, form: { type: 'input' } },
    { name: 'contactNumber', label: 'tenant:contactNumber', form: { type: 'input' } },
    { name: 'domain', label: 'tenant:domain', table: false, form: { type: 'input' } },
    accountNumberColumn,
    expireTimeColumn,
    {
      name: 'packageId',
      label: 'tenant:packageId',
      render: (value) => <PackageName id={value} />,
      form: { type: 'custom', render: (props) => <PackageSelect {...props} /> },
    },
    { name: 'address', label: 'tenant:address', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
