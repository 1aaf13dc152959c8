import { PERMISSIONS } from '@beree/contracts';
import { ShareAltOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchBar, CrudTable, SearchForm, useCrudList, useCrudMutations, useDeleteFlow, type CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { ListExportButton } from '../document/ListExportButton';
import { CERT_API } from './api';
import { CertificateFormDialog } from './CertificateFormDialog';
import { ShareDialog } from './ShareDialog';
import { certificateColumns } from './columns';
import { useCertActions } from './use-cert-actions';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.certificate;
const savedOnly = (record: CrudRecord) => record.archiveStatus === 'SAVED';
const changeable = (record: CrudRecord) => record.archiveStatus !== 'RENEWAL';
const shareable = (record: CrudRecord) => record.archiveStatus === 'ARCHIVE' && record.useFlag === 'USING';

/**
 * 证照管理 (/scm/certificate): the holder's register with each certificate's validity flag, its
 * form following the chosen type, the archive state machine and the scans.
 */
export default function CertificatePage() {
  const can = usePermission();
  const list = useCrudList(CERT_API, { linkColumns: certificateColumns });
  const { remove } = useCrudMutations(CERT_API);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [sharing, setSharing] = useState<CrudRecord[] | null>(null);
  const { t } = useTranslation('certificateShare');
  const removeMany = remove.mutateAsync;
  const confirmDelete = useDeleteFlow(useCallback((ids: string[]) => removeMany(ids), [removeMany]));
  const share = { key: 'share', label: 'certificateShare:action.share', permission: PERMISSIONS.certificateShare.add, icon: <ShareAltOutlined />, visible: shareable, onClick: (record: CrudRecord) => setSharing([record]) };
  const actions = [...useCertActions(useCallback((id: string) => setEditing({ id }), [])), share].filter((action) => can(action.permission));
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={certificateColumns} onSearch={list.search} linked={list.linked} />
      <BatchBar canAdd={can(P.add)} canDelete={false} onAdd={() => setEditing({})} onBatchDelete={() => undefined}
        extra={
          <>
            {can(PERMISSIONS.certificateShare.add) && <Button icon={<ShareAltOutlined />} onClick={() => setSharing([])}>{t('action.share')}</Button>}
            <ListExportButton api={CERT_API} filters={list.filters} permission={P.export} name="certificate:exportName" />
          </>
        }
      />
      <CrudTable
        columns={certificateColumns}
        rowKey="id"
        records={list.records}
        total={list.total}
        current={list.current}
        size={list.size}
        loading={list.loading}
        allowed={{ view: can(P.view), edit: can(P.edit), delete: can(P.delete) }}
        selectedKeys={[]}
        onSelect={() => undefined}
        onPageChange={list.changePage}
        onView={(record) => setViewing(String(record.id))}
        onEdit={(record) => setEditing({ id: String(record.id) })}
        onDelete={(record) => confirmDelete([String(record.id)])}
        editable={changeable}
        editLabel="certificate:edit"
        deletable={savedOnly}
        actions={actions}
      />
      {editing && <CertificateFormDialog id={editing.id} onClose={() => setEditing(null)} />}
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
      {sharing && <ShareDialog initial={sharing} onClose={() => setSharing(null)} />}
    </Flex>
  );
}
