import { useMemo } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { RowAction } from '@/components/crud';
import { doneColumns } from '../columns';
import { OfficeList } from '../OfficeList';
import { detailPathOf } from '../routes';

/** 办结事务 (/work/done): ended processes I took part in; 详情 opens the process with its history and diagram. */
export default function DonePage() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction[]>(() => [{ key: 'detail', label: 'work:detail', permission: '', icon: <EyeOutlined />, onClick: (r) => void navigate(detailPathOf(r)) }], [navigate]);
  return <OfficeList path="doneList" columns={doneColumns} rowKey="processInstanceId" actions={actions} />;
}
