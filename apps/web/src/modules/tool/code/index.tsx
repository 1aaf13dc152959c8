import { useCallback, useMemo, useState } from 'react';
import { CodeOutlined, CopyOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, useCommand, type CrudRecord, type RowAction } from '@/components/crud';
import { CODE_API, codeConfig } from './config';
import { GenPreview } from './GenPreview';

/** 代码生成 (/tool/code, the platform developer's): definitions, 复制 and 代码生成 with its preview and download. */
export default function CodePage() {
  const command = useCommand(CODE_API);
  const [previewing, setPreviewing] = useState<CrudRecord | null>(null);
  const run = command.mutateAsync;
  const copy = useCallback((record: CrudRecord) => void run({ url: `${CODE_API}/copy`, params: { id: record.id } }).catch(() => undefined), [run]);
  const rowActions = useMemo<RowAction[]>(
    () => [
      { key: 'gen', label: 'code:gen', permission: PERMISSIONS.code.gen, icon: <CodeOutlined />, onClick: setPreviewing },
      { key: 'copy', label: 'code:copy', permission: PERMISSIONS.code.copy, icon: <CopyOutlined />, onClick: copy },
    ],
    [copy],
  );
  return (
    <>
      <CrudPage config={codeConfig} rowActions={rowActions} />
      {previewing && <GenPreview definition={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
