import { AuditOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { useCallback, useMemo, useState } from 'react';
import { CrudPage, type CrudRecord, type RowAction } from '@/components/crud';
import { registrationConfig } from './config';
import { ReviewDialog } from './ReviewDialog';

/** 企业注册审核 (/scm/company-registration): the platform reviews companies' registrations. */
export default function CompanyRegistrationPage() {
  const [reviewing, setReviewing] = useState<string | null>(null);
  const open = useCallback((record: CrudRecord) => setReviewing(String(record.id)), []);
  const rowActions = useMemo<RowAction[]>(
    () => [{ key: 'review', label: 'company:review', permission: PERMISSIONS.companyRegistration.approve, icon: <AuditOutlined />, visible: (r) => r.registrationStatus === 'SUBMITTED', onClick: open }],
    [open],
  );
  return (
    <>
      <CrudPage config={registrationConfig} canAdd={false} rowActions={rowActions} onView={open} />
      {reviewing && <ReviewDialog id={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}
