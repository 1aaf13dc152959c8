import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface BatchBarProps {
  canAdd: boolean;
  canDelete: boolean;
  onAdd: () => void;
  /** i18n key of the add button; 新增 by default. */
  addLabel?: string;
  onBatchDelete: () => void;
  /** A page's own buttons after the usual ones. */
  extra?: ReactNode;
}

/** The toolbar above the table: add, and delete of the selected rows. */
export function BatchBar({ canAdd, canDelete, onAdd, addLabel, onBatchDelete, extra }: BatchBarProps) {
  const { t } = useTranslation('crud');
  if (!canAdd && !canDelete && !extra) return null;
  return (
    <Space wrap>
      {canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel ? t(addLabel) : t('add')}
        </Button>
      )}
      {canDelete && (
        <Button danger icon={<DeleteOutlined />} onClick={onBatchDelete}>
          {t('batchDelete')}
        </Button>
      )}
      {extra}
    </Space>
  );
}
