import { ClearOutlined, CloudUploadOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendLogs } from './error-log-api';
import { useErrorLogStore } from './error-log-store';
import { ErrorLogTable } from './ErrorLogTable';

/** The error-log dialog: the local entries, upload to the server and clear, each after a confirmation. */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('errorLog');
  const { modal, message } = App.useApp();
  const entries = useErrorLogStore((s) => s.entries);
  const clear = useErrorLogStore((s) => s.clear);
  const [fullscreen, setFullscreen] = useState(false);

  const confirm = (content: string, onOk: () => Promise<void> | void) =>
    modal.confirm({ title: t('confirmTitle'), content, okText: t('common:ok'), cancelText: t('common:cancel'), onOk });

  const upload = () =>
    confirm(t('uploadConfirm'), async () => {
      const sent = entries;
      try {
        await sendLogs(sent);
      } catch {
        // The entries stay for another try; the request client has shown why it failed.
        return;
      }
      clear(sent);
      onClose();
      void message.success(t('messages:log.sent'));
    });

  const clearAll = () =>
    confirm(t('clearConfirm'), () => {
      clear();
      onClose();
      void message.success(t('messages:log.cleared'));
    });

  const title = (
    <Flex align="center" justify="space-between" style={{ paddingInlineEnd: 32 }}>
      <span>{t('title')}</span>
      <Button
        type="text"
        size="small"
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
        onClick={() => setFullscreen((f) => !f)}
      />
    </Flex>
  );

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width={fullscreen ? '100vw' : 1000}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={fullscreen ? { body: { height: 'calc(100vh - 120px)', overflow: 'auto' } } : undefined}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<CloudUploadOutlined />} disabled={entries.length === 0} onClick={upload}>
          {t('upload')}
        </Button>
        <Button danger icon={<ClearOutlined />} disabled={entries.length === 0} onClick={clearAll}>
          {t('clear')}
        </Button>
      </Space>
      <ErrorLogTable entries={entries} />
    </Modal>
  );
}
