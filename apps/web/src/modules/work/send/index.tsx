import { useMemo } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { RowAction } from '@/components/crud';
import { sendColumns } from '../columns';
import { OfficeList } from '../OfficeList';
import { detailPathOf } from '../routes';

/** 已发事务 (/work/send): processes I started, running or ended; 详情 opens the process with its history and diagram. */
export default function SendPage() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction[]>(() => [{ key: 'detail', label: 'work:detail', permission: '', icon: <EyeOutlined />, onClick: (r) => void navigate(detailPathOf(r)) }], [navigate]);
  return <OfficeList path="sendList" columns={sendColumns} rowKey="processInstanceId" actions={actions} />;
}
