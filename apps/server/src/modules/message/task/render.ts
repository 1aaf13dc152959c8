import { renderTemplate, type MessageChannel } from '@beree/contracts';
import { escapeText, sanitizeRichText } from '../../desk/rich-text';
import { plainText } from '../channel/plain-text';

/** Channels whose content is HTML (the bell's detail, the e-mail body); the others take plain text. */
const HTML_CHANNELS = new Set<string>(['IN_APP', 'EMAIL_ALI', 'EMAIL_TENCENT', 'EMAIL_NETEASE']);


/**
 * Fills a template for its channel. Variables are plain text, except `content`, the HTML wording a
 * business event composes: in HTML channels the text is escaped and the result sanitised, in the
 * others `content` loses its tags.
 */
export function renderFor(channel: MessageChannel | string, template: { title: string; content: string }, variables: Record<string, string>) {
  const html = HTML_CHANNELS.has(channel);
  const asText = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, k === 'content' ? plainText(v) : v]));
  const asHtml = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, k === 'content' ? v : escapeText(v)]));
  return {
    title: renderTemplate(template.title, asText).slice(0, 255),
    content: html ? sanitizeRichText(renderTemplate(template.content, asHtml)) : renderTemplate(template.content, asText),
  };
}
