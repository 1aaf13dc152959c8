import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Modal, Spin, Tree, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GeneratedFile } from '@beree/contracts';
import { getData, type CrudRecord } from '@/components/crud';
import { downloadFile } from '@/shared/request/download';
import { CODE_API } from './config';

interface FolderNode {
  key: string;
  title: string;
  isLeaf?: boolean;
  children?: FolderNode[];
}

/** The files' paths as a folder tree (folders first, then files, each by name). */
function folderTree(files: GeneratedFile[]): FolderNode[] {
  const root: FolderNode = { key: '', title: '', children: [] };
  for (const { path } of files) {
    let node = root;
    path.split('/').forEach((part, i, parts) => {
      const key = parts.slice(0, i + 1).join('/');
      let child = node.children!.find((c) => c.key === key);
      if (!child) {
        child = i === parts.length - 1 ? { key, title: part, isLeaf: true } : { key, title: part, children: [] };
        node.children!.push(child);
      }
      node = child;
    });
  }
  const sort = (nodes: FolderNode[]): FolderNode[] =>
    nodes.sort((a, b) => Number(!!a.isLeaf) - Number(!!b.isLeaf) || a.title.localeCompare(b.title)).map((n) => (n.children ? { ...n, children: sort(n.children) } : n));
  return sort(root.children!);
}

/** 代码生成: the module a definition generates — its files as a tree, the chosen one's text, and 下载 for the .zip. */
export function GenPreview({ definition, onClose }: { definition: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation('code');
  const id = String(definition.id);
  const files = useQuery({ queryKey: ['code', 'gen-code', id], queryFn: () => getData<GeneratedFile[]>(`${CODE_API}/gen-code`, { id }), gcTime: 0, retry: false });
  const tree = useMemo(() => folderTree(files.data ?? []), [files.data]);
  const [chosen, setChosen] = useState<string>();
  const shown = files.data?.find((f) => f.path === chosen) ?? files.data?.[0];
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`${CODE_API}/gen-code`, { id, download: 1 }, `${definition.packageName}.zip`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={1100}
      title={t('previewTitle', { name: definition.codeName })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
        <Button key="download" type="primary" icon={<DownloadOutlined />} loading={busy} disabled={!files.data} onClick={() => void download().catch(() => undefined)}>
          {t('download')}
        </Button>,
      ]}
    >
      {files.isLoading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : files.isError ? (
        <Alert type="error" showIcon message={t('genFailed')} />
      ) : (
        <Flex gap="middle" align="stretch" style={{ height: 560 }}>
          <div style={{ width: 340, flex: 'none', overflow: 'auto', borderRight: '1px solid rgba(5,5,5,0.06)' }} aria-label={t('files')} role="region">
            <Typography.Text type="secondary">{t('fileCount', { count: files.data?.length ?? 0 })}</Typography.Text>
            <Tree.DirectoryTree treeData={tree} defaultExpandAll selectedKeys={shown ? [shown.path] : []} onSelect={(keys, info) => info.node.isLeaf && setChosen(String(keys[0]))} />
          </div>
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text code>{shown?.path}</Typography.Text>
            <pre aria-label={t('content')} style={{ flex: 1, overflow: 'auto', margin: '8px 0 0', padding: 12, fontSize: 12, background: 'rgba(0,0,0,0.03)', borderRadius: 6 }}>
              {shown?.content}
            </pre>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
