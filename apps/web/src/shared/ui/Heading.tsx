import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4 | 5;

/**
 * A heading as antd's Typography.Title draws it, without Typography (its editable text brings a
 * text area along): for screens that load before anything else.
 */
export function Heading({ level, children, style }: { level: Level; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      style={{
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
