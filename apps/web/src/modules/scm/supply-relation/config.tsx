import { PERMISSIONS, supplyRelationSubmitSchema } from '@beree/contracts';
import type { CrudConfig, CrudRecord } from '@/components/crud';
import { DirectSwitch, HospitalSelect } from './fields';
import { SUPPLY_API } from './api';
import { SupplyStatusTag } from './SupplyStatusTag';

/** Rows the signed-in tenant applied for, in one of the given states. */
const ownApplication =
  (tenantId: string | undefined, ...statuses: string[]) =>
  (record: CrudRecord) =>
    record.supplierTenantId === tenantId && statuses.includes(String(record.supplyStatus));

/**
 * 供需关系: suppliers apply to hospitals and hospitals admit them. The supplier corrects an
 * application while it waits or after a rejection, and deletes it once cancelled or rejected;
 * the server checks the party again on every call.
 */
export const supplyRelationConfig = (tenantId: string | undefined): CrudConfig => ({
  api: SUPPLY_API,
  rowKey: 'id',
  schema: supplyRelationSubmitSchema,
  permissions: PERMISSIONS.supplyRelation,
  batchDelete: false,
  labels: { add: 'scm:apply', edit: 'scm:edit' },
  dialogWidth: 720,
  defaults: { manufacturerDirect: false },
  editable: ownApplication(tenantId, 'SUBMITTED', 'REJECTED'),
  deletable: ownApplication(tenantId, 'CANCELLED', 'REJECTED'),
  columns: [
    {
      name: 'hospitalTenantId',
      label: 'scm:hospital',
      table: false,
      form: { type: 'custom', span: 24, disabledOnEdit: true, render: (props) => <HospitalSelect {...props} /> },
    },
    { name: 'hospitalName', label: 'scm:hospital', search: true },
    { name: 'supplierName', label: 'scm:supplier', search: true },
    { name: 'supplyStatus', label: 'scm:supplyStatus', search: 'equal', dict: 'supplyStatus', width: 110, render: (value) => <SupplyStatusTag value={value} /> },
    {
      name: 'manufacturerDirect',
      label: 'scm:manufacturerDirect',
      dict: 'manufacturerDirect',
      width: 100,
      form: { type: 'custom', render: (props) => <DirectSwitch {...props} /> },
    },
    { name: 'supplierContactName', label: 'scm:supplierContactName', table: false, form: { type: 'input' } },
    { name: 'supplierContactPhone', label: 'scm:supplierContactPhone', table: false, form: { type: 'input' } },
    { name: 'applyReason', label: 'scm:applyReason', table: false, form: { type: 'textarea', span: 24 } },
    { name: 'appliedAt', label: 'scm:appliedAt', width: 170 },
    { name: 'reviewedAt', label: 'scm:reviewedAt', width: 170 },
  ],
});
