import sanitizeHtml from 'sanitize-html';

/** Inline images are allowed as raster data only: an SVG can carry script. */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'b', 'i', 'u', 's', 'strong', 'em', 'span', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], col: ['span'], colgroup: ['span'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new window must not hand the opener to the target page.
    a: (tagName, attribs) => (attribs.target ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } } : { tagName, attribs }),
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      if (src.toLowerCase().startsWith('data:') && !DATA_IMAGE.test(src)) return { tagName, attribs: { ...attribs, src: '' } };
      return { tagName, attribs };
    },
  },
  // An image whose source was refused is dropped rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Notice and message bodies are rich text written in the browser and shown as HTML to other
 * users: they are sanitised on the way in and again on the way out (a stored row may have come by
 * any path), with an allow-list (no script, style or event attributes, links and images over safe
 * schemes only).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still says anything: some text or an image. */
export function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}

/** Plain text (a name, a reason) made safe to place inside rich text: every tag shown, none run. */
export const escapeText = (text: string): string => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'escape' });
