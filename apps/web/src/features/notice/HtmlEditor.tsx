import { useRef, useState, type ReactNode } from 'react';
import { BoldOutlined, EyeOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tooltip, type GetRef } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@/components/crud';

/** Tags a toolbar button puts around the selected text. */
const WRAPS = {
  bold: ['<strong>', '</strong>'],
  italic: ['<em>', '</em>'],
  underline: ['<u>', '</u>'],
  heading: ['<h3>', '</h3>'],
  paragraph: ['<p>', '</p>'],
  bulleted: ['<ul>\n  <li>', '</li>\n</ul>'],
  numbered: ['<ol>\n  <li>', '</li>\n</ol>'],
  link: ['<a href="https://" target="_blank">', '</a>'],
} as const;

type Wrap = keyof typeof WRAPS;
type TextAreaRef = GetRef<typeof Input.TextArea>;

const ICONS: Partial<Record<Wrap, ReactNode>> = {
  bold: <BoldOutlined />,
  italic: <ItalicOutlined />,
  underline: <UnderlineOutlined />,
  bulleted: <UnorderedListOutlined />,
  numbered: <OrderedListOutlined />,
  link: <LinkOutlined />,
};

/** The preview's page: the dialog's font, pictures fitted to its width. */
const PREVIEW_STYLE = '<style>body{font:14px/1.7 -apple-system,"Segoe UI",sans-serif;margin:8px;word-break:break-word}img{max-width:100%}</style>';

/**
 * Rich text as HTML: a text area with buttons that put tags around the selection, and a preview.
 * The preview runs in a sandboxed frame (no scripts, no access to the app), since what is typed has
 * not been through the server's sanitizer yet.
 */
export function HtmlEditor({ id, value, onChange, onBlur, disabled }: WidgetProps) {
  const { t } = useTranslation('notice');
  const area = useRef<TextAreaRef>(null);
  const [preview, setPreview] = useState(false);
  const text = typeof value === 'string' ? value : '';

  const wrap = (kind: Wrap) => {
    const el = area.current?.resizableTextArea?.textArea;
    const [before, after] = WRAPS[kind];
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    onChange?.(text.slice(0, start) + before + text.slice(start, end) + after + text.slice(end));
    // Keep the wrapped text selected, inside its new tags, once the new value is drawn.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + before.length, end + before.length);
    });
  };

  const frame = (
    <iframe title={t('editor.preview')} sandbox="" srcDoc={PREVIEW_STYLE + text} style={{ width: '100%', height: 240, border: '1px solid #d9d9d9', borderRadius: 6 }} />
  );
  if (disabled) return frame;

  return (
    <Flex vertical gap={6}>
      <Flex justify="space-between" wrap>
        <Space.Compact>
          {(Object.keys(WRAPS) as Wrap[]).map((kind) => (
            <Tooltip key={kind} title={t(`editor.${kind}`)}>
              <Button size="small" icon={ICONS[kind]} aria-label={t(`editor.${kind}`)} disabled={preview} onClick={() => wrap(kind)}>
                {ICONS[kind] ? null : t(`editor.${kind}Short`)}
              </Button>
            </Tooltip>
          ))}
        </Space.Compact>
        <Button size="small" type={preview ? 'primary' : 'default'} icon={<EyeOutlined />} aria-pressed={preview} onClick={() => setPreview(!preview)}>
          {t('editor.preview')}
        </Button>
      </Flex>
      {preview ? (
        frame
      ) : (
        <Input.TextArea
          ref={area}
          id={id}
          rows={10}
          placeholder={t('editor.placeholder')}
          value={text}
          onChange={(e) => onChange?.(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </Flex>
  );
}
