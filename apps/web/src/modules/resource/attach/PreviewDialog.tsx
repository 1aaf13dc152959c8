import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { AttachmentViewer } from '../../scm/certificate/AttachmentViewer';
import { downloadAttachment, humanSize, previewKind } from './files';
import { StoreName } from './StoreName';

/** One stored file: images and PDFs shown in place, what it is, and 下载. */
export function PreviewDialog({ file, onClose }: { file: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation('attach');
  const can = usePermission();
  const name = String(file.originalName ?? '');
  const kind = previewKind(file);
  return (
    <Modal
      open
      width={880}
      title={name}
      onCancel={onClose}
      footer={[
        can(PERMISSIONS.attach.download) && (
          <Button key="download" icon={<DownloadOutlined />} onClick={() => downloadAttachment(file)}>
            {t('download')}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          {t('crud:close')}
        </Button>,
      ]}
    >
      <Descriptions
        size="small"
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'mime', label: t('mimeType'), children: String(file.mimeType ?? '--') },
          { key: 'size', label: t('attachSize'), children: humanSize(file.attachSize) },
          { key: 'store', label: t('store'), children: <StoreName code={file.ossCode} /> },
          { key: 'time', label: t('createTime'), children: String(file.createTime ?? '--') },
        ]}
      />
      {kind ? (
        <AttachmentViewer files={[{ attachId: String(file.id), originalName: name, mimeType: String(file.mimeType), link: String(file.link) }]} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noPreview')} />
      )}
    </Modal>
  );
}
