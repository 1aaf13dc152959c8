import { useMemo, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, type CrudRecord, type RowAction } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { attachConfig } from './config';
import { downloadAttachment } from './files';
import { PreviewDialog } from './PreviewDialog';
import { UploadButton } from './UploadButton';

/** 附件管理 (/resource/attach): the table of stored files; 查看 previews one, 上传 adds one. */
export default function AttachPage() {
  const can = usePermission();
  const [viewing, setViewing] = useState<CrudRecord | null>(null);
  const rowActions = useMemo<RowAction[]>(
    () => [{ key: 'download', label: 'attach:download', permission: PERMISSIONS.attach.download, icon: <DownloadOutlined />, onClick: downloadAttachment }],
    [],
  );
  const canUpload = can(PERMISSIONS.attach.upload);
  return (
    <>
      <CrudPage config={attachConfig} canAdd={false} rowActions={rowActions} onView={setViewing} toolbar={canUpload ? () => <UploadButton /> : undefined} />
      {viewing && <PreviewDialog file={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
