import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { PRODUCT_IMPORT_MAX_BYTES } from '@beree/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Modal, Progress, Table, Typography, Upload, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { downloadFile } from '@/shared/request/download';
import { contractText as say } from '@/features/locale/contract-text';
import { PRODUCT_API, startImport, type ImportDetail } from './api';
import { ImportSummary } from './ImportSummary';

/** How often the screen asks how far an import has got, while it runs. */
const POLL_MS = 1000;

/**
 * 导入: the template to fill in, the upload of the filled-in .xlsx, then the import's progress read
 * until it ends, its counts and the rows it refused. The product list is read again at the end.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['product', 'crud']);
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [importId, setImportId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [template, setTemplate] = useState(false);

  const detail = useQuery({
    queryKey: [...crudKeys.all(PRODUCT_API), 'import', importId],
    queryFn: () => getData<ImportDetail>(`${PRODUCT_API}/import-detail`, { id: importId }),
    enabled: importId !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'RUNNING' ? false : POLL_MS),
  });
  const state = detail.data?.state;
  const finished = state !== undefined && state !== 'RUNNING';
  useEffect(() => {
    // The import's own query sits under the products' key: refresh only the lists.
    if (finished) void queryClient.invalidateQueries({ queryKey: [...crudKeys.all(PRODUCT_API), 'list'] });
  }, [finished, queryClient]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!/\.xlsx$/i.test(file.name)) {
      void message.error(say('productImport.file.type', lang));
      return Upload.LIST_IGNORE;
    }
    if (file.size > PRODUCT_IMPORT_MAX_BYTES) {
      void message.error(say('productImport.file.tooLarge', lang, { max: `${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024} MB` }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    startImport(file as File)
      .then((answer) => {
        setImportId(String(answer.id));
        onSuccess?.(answer);
      })
      // The request client has shown the server's message.
      .catch((error: Error) => onError?.(error))
      .finally(() => setUploading(false));
  };
  const downloadTemplate = () => {
    setTemplate(true);
    downloadFile(`${PRODUCT_API}/import-template`, {}, `${t('import.templateFile')}.xlsx`)
      .catch(() => undefined)
      .finally(() => setTemplate(false));
  };

  const data = detail.data;
  const percent = data && data.total > 0 ? Math.floor((data.processed / data.total) * 100) : finished ? 100 : 0;
  return (
    <Modal
      open
      width={760}
      title={t('import.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        finished && (
          <Button key="again" onClick={() => setImportId(null)}>
            {t('import.again')}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          {t('crud:close')}
        </Button>,
      ]}
    >
      {importId === null ? (
        <Flex vertical gap="middle">
          <Flex justify="space-between" align="center" gap="middle">
            <Typography.Text>{t('import.step1')}</Typography.Text>
            <Button icon={<DownloadOutlined />} loading={template} onClick={downloadTemplate} style={{ flex: 'none' }}>
              {t('import.template')}
            </Button>
          </Flex>
          <Typography.Text>{t('import.step2')}</Typography.Text>
          <Upload.Dragger accept=".xlsx" maxCount={1} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={uploading}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('import.drop')}</p>
          </Upload.Dragger>
        </Flex>
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text>{t(finished ? 'import.file' : 'import.running', { fileName: data?.fileName ?? '' })}</Typography.Text>
          <Progress percent={percent} status={state === 'FAILED' ? 'exception' : finished ? 'success' : 'active'} aria-label={t(`import.state.${state ?? 'RUNNING'}`)} />
          {data && <ImportSummary detail={data} />}
          {data && data.errors.length > 0 && (
            <Table
              size="small"
              rowKey={(error) => `${error.row}-${error.field}-${error.message}`}
              title={() => t('import.errors')}
              dataSource={data.errors}
              pagination={data.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('import.row'), width: 70 },
                { key: 'field', dataIndex: 'field', title: t('import.field'), width: 140 },
                { key: 'message', dataIndex: 'message', title: t('import.message') },
              ]}
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
