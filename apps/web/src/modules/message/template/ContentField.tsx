import { useRef, type SyntheticEvent } from 'react';
import { Button, Col, Flex, Form, Input, Row, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { eventVariables, isMessageEvent, templateVariables } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { MessagePreview } from '../shared/MessagePreview';

/** Made-up values of the placeholders a template may use, in the current language, for the preview. */
function useSamples(names: string[]): Record<string, string> {
  const { t, i18n } = useTranslation('messageCentre');
  const key = (name: string) => `template.samples.${name}`;
  return Object.fromEntries(names.filter((name) => i18n.exists(key(name), { ns: 'messageCentre' })).map((name) => [name, t(key(name))]));
}

/**
 * The template's content, the placeholders its business event offers (a click writes `{$name}` where
 * the cursor was) and beside it a live preview filled with made-up values.
 */
export function ContentField({ id, value, onChange, onBlur, disabled, placeholder }: WidgetProps) {
  const { t } = useTranslation('messageCentre');
  const form = Form.useFormInstance();
  const eventCode = Form.useWatch('eventCode', form) as unknown;
  const channel = Form.useWatch('channel', form) as unknown;
  const title = Form.useWatch('title', form) as unknown;
  const text = typeof value === 'string' ? value : '';
  const cursor = useRef<number | null>(null);
  const offered = typeof eventCode === 'string' && isMessageEvent(eventCode) ? eventVariables(eventCode) : [];
  const samples = useSamples([...new Set([...offered, ...templateVariables(`${typeof title === 'string' ? title : ''}${text}`)])]);

  const track = (e: SyntheticEvent<HTMLTextAreaElement>) => {
    cursor.current = e.currentTarget.selectionStart;
  };
  const insert = (name: string) => {
    const at = Math.min(cursor.current ?? text.length, text.length);
    const placeholderText = `{$${name}}`;
    onChange?.(text.slice(0, at) + placeholderText + text.slice(at));
    cursor.current = at + placeholderText.length;
  };

  return (
    <Row gutter={16}>
      <Col span={14}>
        <Input.TextArea
          id={id}
          rows={8}
          disabled={disabled}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            onChange?.(e.target.value);
            track(e);
          }}
          onSelect={track}
          onKeyUp={track}
          onClick={track}
          onBlur={onBlur}
        />
        <Flex wrap gap={6} align="center" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t(offered.length > 0 ? 'template.variables' : 'template.freeVariables')}</Typography.Text>
          {offered.map((name) => (
            <Tooltip key={name} title={t(`template.variableNames.${name}`, { defaultValue: name })}>
              <Button size="small" type="dashed" disabled={disabled} onClick={() => insert(name)}>
                {`{$${name}}`}
              </Button>
            </Tooltip>
          ))}
        </Flex>
      </Col>
      <Col span={10}>
        <MessagePreview title={title} content={text} channel={channel} variables={samples} />
      </Col>
    </Row>
  );
}
