import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudColumn } from '@/components/crud';

/** 审批中 / 已完成 / 已终止 / 已撤回, as the lists' status says. */
export function StatusTag({ value }: { value: unknown }) {
  const { t } = useTranslation('work');
  const color = value === 'todo' ? 'processing' : value === 'finished' ? 'success' : 'default';
  return <Tag color={color}>{t(`status.${String(value ?? 'todo')}`)}</Tag>;
}

/** 发起事务: the startable processes, searched by name. */
export const startColumns: CrudColumn[] = [
  { name: 'name', label: 'work:processName', search: true, width: 220 },
  { name: 'key', label: 'work:processKey', width: 180 },
  { name: 'categoryName', label: 'work:category', width: 140 },
  { name: 'version', label: 'work:version', width: 90, render: (value) => `v${String(value)}` },
  { name: 'deployTime', label: 'work:deployTime', width: 180 },
];

const taskCommon: CrudColumn[] = [
  { name: 'title', label: 'work:title', width: 260 },
  { name: 'processDefinitionName', label: 'work:processName', width: 160 },
  { name: 'taskName', label: 'work:node', width: 160 },
  { name: 'startUsername', label: 'work:startUser', width: 120 },
  { name: 'startTime', label: 'work:startTime', width: 180 },
];

/** 待办: tasks assigned to me. */
export const todoColumns: CrudColumn[] = [...taskCommon, { name: 'createTime', label: 'work:arriveTime', width: 180 }];

/** 待签: tasks I may claim. */
export const claimColumns: CrudColumn[] = [...taskCommon, { name: 'createTime', label: 'work:arriveTime', width: 180 }];

const processCommon: CrudColumn[] = [
  { name: 'title', label: 'work:title', width: 260 },
  { name: 'processDefinitionName', label: 'work:processName', width: 160 },
  { name: 'startUsername', label: 'work:startUser', width: 120 },
  { name: 'startTime', label: 'work:startTime', width: 180 },
];

/** 已发: processes I started, running or ended. */
export const sendColumns: CrudColumn[] = [
  ...processCommon,
  { name: 'endTime', label: 'work:endTime', width: 180 },
  { name: 'status', label: 'work:status.label', width: 110, render: (value) => <StatusTag value={value} /> },
];

/** 办结: ended processes I took part in. */
export const doneColumns: CrudColumn[] = [
  ...processCommon,
  { name: 'endTime', label: 'work:endTime', width: 180 },
  { name: 'status', label: 'work:status.label', width: 110, render: (value) => <StatusTag value={value} /> },
];

/** 抄送: processes copied to me, with who copied them and why. */
export const copyColumns: CrudColumn[] = [
  { name: 'title', label: 'work:title', width: 240 },
  { name: 'processDefinitionName', label: 'work:processName', width: 150 },
  { name: 'fromUserName', label: 'work:copy.from', width: 110 },
  { name: 'comment', label: 'work:copy.comment', width: 200 },
  { name: 'createTime', label: 'work:copy.time', width: 170 },
  { name: 'status', label: 'work:status.label', width: 100, render: (value) => <StatusTag value={value} /> },
];
