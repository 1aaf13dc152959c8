import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { PERMISSIONS, SHARE_REVIEWS, type ShareReview } from '@beree/contracts';
import { Flex } from 'antd';
import { useMemo, useState } from 'react';
import { CrudTable, SearchForm, useCrudList, type CrudRecord, type RowAction } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { SHARE_API } from './api';
import { shareColumns } from './columns';
import { ReviewDialog } from './ReviewDialog';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.certificateShare;
const ICONS = { approve: <CheckOutlined />, reject: <CloseOutlined /> };

/**
 * 供应商证照 (/scm/certificate-share): the certificates the hospital's suppliers shared with it,
 * flagged under its own warning days, each opened with its scans and approved or rejected.
 */
export default function CertificateSharePage() {
  const can = usePermission();
  const list = useCrudList(SHARE_API, { linkColumns: shareColumns });
  const [viewing, setViewing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<{ action: ShareReview; record: CrudRecord } | null>(null);
  const actions = useMemo<RowAction[]>(
    () =>
      (Object.keys(SHARE_REVIEWS) as ShareReview[]).map((action) => ({
        key: action,
        label: `certificateShare:action.${action}`,
        permission: P[action],
        icon: ICONS[action],
        danger: action === 'reject',
        visible: (record: CrudRecord) => (SHARE_REVIEWS[action].from as readonly string[]).includes(String(record.reviewStatus)),
        onClick: (record: CrudRecord) => setReviewing({ action, record }),
      })),
    [],
  );
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={shareColumns} onSearch={list.search} linked={list.linked} />
      <CrudTable
        columns={shareColumns}
        rowKey="id"
        records={list.records}
        total={list.total}
        current={list.current}
        size={list.size}
        loading={list.loading}
        allowed={{ view: can(P.view), edit: false, delete: false }}
        selectedKeys={[]}
        onSelect={() => undefined}
        onPageChange={list.changePage}
        onView={(record) => setViewing(String(record.id))}
        onEdit={() => undefined}
        onDelete={() => undefined}
        actions={actions.filter((action) => can(action.permission))}
      />
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
      {reviewing && <ReviewDialog action={reviewing.action} record={reviewing.record} onClose={() => setReviewing(null)} />}
    </Flex>
  );
}
