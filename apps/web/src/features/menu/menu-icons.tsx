import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  CloudOutlined,
  ClusterOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  HomeOutlined,
  MenuOutlined,
  MessageOutlined,
  MonitorOutlined,
  PaperClipOutlined,
  PhoneOutlined,
  PrinterOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// Matched against the lower-cased `source` in order, so specific words come before general ones.
const ICONS: Array<[RegExp, ReactNode]> = [
  [/home|dashboard|desk|wel/, <HomeOutlined />],
  [/notice|bell|notification/, <BellOutlined />],
  [/message|sms|chat/, <MessageOutlined />],
  [/phone|call/, <PhoneOutlined />],
  [/cloud/, <CloudOutlined />],
  [/paper-clip|attach/, <PaperClipOutlined />],
  [/user|account|info/, <UserOutlined />],
  [/role|team|group|post/, <TeamOutlined />],
  [/dept|tree|cluster|org/, <ClusterOutlined />],
  [/tenant|package|appstore|app/, <AppstoreOutlined />],
  [/cert|safety|security|lock|auth|scope/, <SafetyCertificateOutlined />],
  [/log|monitor/, <MonitorOutlined />],
  [/print/, <PrinterOutlined />],
  [/report|chart|statistic/, <BarChartOutlined />],
  [/table|model/, <TableOutlined />],
  [/flow|work|audit|process/, <AuditOutlined />],
  [/delivery|car|logistic/, <CarOutlined />],
  [/order|cart|shop|purchase|supply/, <ShoppingCartOutlined />],
  [/hospital|bank|company|enterprise/, <BankOutlined />],
  [/dict|data|datasource|database|oss|storage/, <DatabaseOutlined />],
  [/tool|develop|code/, <ToolOutlined />],
  [/invoice|contract|file|doc|form/, <FileTextOutlined />],
  [/setting|system|config|param|menu/, <SettingOutlined />],
];

/** An icon for a menu `source` (an icon class or name); unknown names get the default icon. */
export function menuIcon(source: string | undefined): ReactNode {
  const name = (source ?? '').toLowerCase();
  for (const [pattern, icon] of ICONS) if (name && pattern.test(name)) return icon;
  return <MenuOutlined />;
}
