import { useMemo } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { RowAction } from '@/components/crud';
import { sendColumns } from '../columns';
import { OfficeList } from '../OfficeList';
import { detailPathOf } from '../routes';

/** 抄送事务 (/work/copy): processes copied to me (the server lists none until copying exists). */
export default function CopyPage() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction[]>(() => [{ key: 'detail', label: 'work:detail', permission: '', icon: <EyeOutlined />, onClick: (r) => void navigate(detailPathOf(r)) }], [navigate]);
  return <OfficeList path="copyList" columns={sendColumns} rowKey="processInstanceId" actions={actions} />;
}
