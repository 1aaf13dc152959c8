import { useMemo, useState } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, type CrudRecord, type RowAction } from '@/components/crud';
import { modelConfig } from './config';
import { PrototypeEditor } from './PrototypeEditor';

/** 模型管理 (/tool/model, platform developers): the models, and 模型配置 of each one's fields. */
export default function ModelPage() {
  const [editing, setEditing] = useState<CrudRecord | null>(null);
  const rowActions = useMemo<RowAction[]>(() => [{ key: 'prototype', label: 'model:prototype', permission: PERMISSIONS.model.prototype, icon: <SettingOutlined />, onClick: setEditing }], []);
  return (
    <>
      <CrudPage config={modelConfig} rowActions={rowActions} />
      {editing && <PrototypeEditor model={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
