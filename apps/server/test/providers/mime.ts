/**
 * Just enough MIME to read back what an SMTP client sent: headers (folded lines, RFC 2047
 * encoded-words) and the text/plain and text/html parts (base64, quoted-printable or plain).
 */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text?: string;
  html?: string;
}

function decodeQuotedPrintable(value: string, inHeader: boolean): Buffer {
  const source = (inHeader ? value.replace(/_/g, ' ') : value).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes =?charset?B|Q?…?= words; whitespace between two adjacent encoded words is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, data: string) => {
      const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true);
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1] ?? 'utf-8';
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body, false)
        : Buffer.from(body, 'utf8');
  return new TextDecoder(charset.toLowerCase()).decode(bytes).replace(/\r\n/g, '\n').replace(/\n$/, '');
}

function collectParts(raw: string, mail: ParsedMail): void {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), mail);
    }
  } else if (/^text\/html/i.test(type)) {
    mail.html ??= decodeBody(body, headers);
  } else if (/^text\/plain/i.test(type)) {
    mail.text ??= decodeBody(body, headers);
  }
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHead(raw);
  const mail: ParsedMail = { headers, subject: decodeWords(headers.get('subject') ?? '') };
  collectParts(raw, mail);
  return mail;
}
