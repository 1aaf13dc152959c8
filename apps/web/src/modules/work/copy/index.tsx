import { useMemo } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { RowAction } from '@/components/crud';
import { copyColumns } from '../columns';
import { OfficeList } from '../OfficeList';
import { detailPathOf } from '../routes';

/** 抄送事务 (/work/copy): processes copied to me, newest first; 详情 opens one. */
export default function CopyPage() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction[]>(() => [{ key: 'detail', label: 'work:detail', permission: '', icon: <EyeOutlined />, onClick: (r) => void navigate(detailPathOf(r)) }], [navigate]);
  return <OfficeList path="copyList" columns={copyColumns} rowKey="id" actions={actions} />;
}
