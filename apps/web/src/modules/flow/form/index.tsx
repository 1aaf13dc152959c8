import { useMemo, useState } from 'react';
import { HistoryOutlined, SettingOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, type CrudRecord, type RowAction, type ToolbarAction } from '@/components/crud';
import { formConfig } from './config';
import { DefaultValuesDialog } from './DefaultValuesDialog';
import { FormHistoryDialog } from './FormHistoryDialog';

const P = PERMISSIONS.wfForm;

/** 表单设计 (/flow/form): the forms a process's start event and tasks name by key, their versions and the default values their fields take. */
export default function FormPage() {
  const [history, setHistory] = useState<CrudRecord | null>(null);
  const [defaults, setDefaults] = useState(false);
  const rowActions = useMemo<RowAction[]>(() => [{ key: 'history', label: 'flowForm:history.action', permission: P.view, icon: <HistoryOutlined />, onClick: (r) => setHistory(r) }], []);
  const toolbarActions = useMemo<ToolbarAction[]>(() => [{ key: 'defaults', label: 'flowForm:defaults.action', permission: P.view, icon: <SettingOutlined />, onClick: () => setDefaults(true) }], []);
  return (
    <>
      <CrudPage config={formConfig} rowActions={rowActions} toolbarActions={toolbarActions} />
      {history && <FormHistoryDialog form={history} onClose={() => setHistory(null)} />}
      {defaults && <DefaultValuesDialog onClose={() => setDefaults(false)} />}
    </>
  );
}
