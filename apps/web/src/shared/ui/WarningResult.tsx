import { ExclamationCircleFilled } from '@ant-design/icons';
import { Space, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's warning Result, drawn without Result: that module carries the 403/404/500 pictures, which
 * the screens loading first have no use for.
 */
export function WarningResult({ title, subTitle, extra }: { title: ReactNode; subTitle?: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <ExclamationCircleFilled style={{ fontSize: 72, color: token.colorWarning, marginBottom: 24 }} />
      <div style={{ fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading }}>{title}</div>
      {subTitle && <div style={{ marginTop: 4, color: token.colorTextDescription }}>{subTitle}</div>}
      {extra && <Space style={{ marginTop: 24 }}>{extra}</Space>}
    </div>
  );
}
