import { useMemo } from 'react';
import { FormOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { RowAction } from '@/components/crud';
import { todoColumns } from '../columns';
import { OfficeList } from '../OfficeList';
import { handlePathOf } from '../routes';

/** 待办事务 (/work/todo): tasks assigned to me; 办理 opens the task's page. */
export default function TodoPage() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction[]>(() => [{ key: 'handle', label: 'work:handleTask', permission: '', icon: <FormOutlined />, onClick: (r) => void navigate(handlePathOf(r)) }], [navigate]);
  return <OfficeList path="todoList" columns={todoColumns} rowKey="taskId" actions={actions} />;
}
