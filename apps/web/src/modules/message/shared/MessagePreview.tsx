import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_TYPE_OF, MESSAGE_CHANNELS, renderTemplate, type MessageChannel } from '@beree/contracts';
import { HtmlContent } from '@/features/notice/HtmlContent';

interface MessagePreviewProps {
  title?: unknown;
  content?: unknown;
  channel?: unknown;
  /** Values of the placeholders; one without a value shows as written. */
  variables: Record<string, string>;
  /** i18n key of what shows while there is no content. */
  empty?: string;
}

/** Channels whose content is HTML: mail and the in-app message (shown in the bell as rich text). */
const richText = (channel: unknown) => MESSAGE_CHANNELS.includes(channel as MessageChannel) && ['EMAIL', 'IN_APP'].includes(CHANNEL_TYPE_OF[channel as MessageChannel]);

/** A message's content as its channel shows it: rich text on mail and in the app, plain text elsewhere. */
export function MessageBody({ channel, content }: { channel: unknown; content: string }) {
  return richText(channel) ? <HtmlContent html={content} /> : <div style={{ whiteSpace: 'pre-wrap' }}>{content}</div>;
}

/** The message as the receiver would read it: title and content with the placeholders filled. */
export function MessagePreview({ title, content, channel, variables, empty = 'previewEmpty' }: MessagePreviewProps) {
  const { t } = useTranslation('messageCentre');
  const { token } = theme.useToken();
  const filledTitle = renderTemplate(typeof title === 'string' ? title : '', variables);
  const filledContent = renderTemplate(typeof content === 'string' ? content : '', variables);
  return (
    <section
      aria-label={t('preview')}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary, padding: token.paddingSM, minHeight: 170, overflowWrap: 'anywhere' }}
    >
      <Typography.Text type="secondary">{t('preview')}</Typography.Text>
      {filledTitle && (
        <Typography.Title level={5} style={{ marginTop: token.marginXS }}>
          {filledTitle}
        </Typography.Title>
      )}
      {filledContent === '' ? (
        <div>
          <Typography.Text type="secondary">{t(empty)}</Typography.Text>
        </div>
      ) : (
        <MessageBody channel={channel} content={filledContent} />
      )}
    </section>
  );
}
