import { createHash } from 'node:crypto';
import type { CallFailure } from './http';
import { delivered, eachReceiver, failAll, failed } from './outcomes';
import { plainText } from './plain-text';
import { text } from './settings';
import type { AccountSettings, ChannelAdapter, DeliveryOutcome } from './types';

/**
 * E-mail over SMTP (Aliyun DirectMail, Tencent Exmail, NetEase): one message per receiver, so a
 * refused address fails only its own record, over a pooled connection kept per account.
 */
export type EmailChannel = 'EMAIL_ALI' | 'EMAIL_TENCENT' | 'EMAIL_NETEASE';

/** Each provider's public SMTP server, used when the account names no host or port. */
export const EMAIL_DEFAULTS: Readonly<Record<EmailChannel, { host: string; port: number; secure: boolean }>> = {
  EMAIL_ALI: { host: 'smtpdm.aliyun.com', port: 465, secure: true },
  EMAIL_TENCENT: { host: 'smtp.exmail.qq.com', port: 465, secure: true },
  EMAIL_NETEASE: { host: 'smtp.163.com', port: 465, secure: true },
};

/** Connections per account: enough to move a batch along, few enough not to look like a flood. */
const IN_FLIGHT = 3;
const MAX_TRANSPORTS = 16;
/** The connection broke or never came: another try may get through. */
const RETRYABLE_CODES = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'ESOCKET', 'ECONNECTION', 'ECONNRESET', 'EDNS']);

interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  from: string;
}

type Nodemailer = (typeof import('nodemailer'))['default'];
type Transport = ReturnType<Nodemailer['createTransport']>;
const transports = new Map<string, Transport>();
let nodemailer: Promise<Nodemailer> | undefined;
/** Imported on the first e-mail, not at start: many servers never send one. */
const loadNodemailer = (): Promise<Nodemailer> => (nodemailer ??= import('nodemailer').then((m) => m.default));

function flag(value: AccountSettings[string]): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return null;
}

function smtpSettings(channel: EmailChannel, account: AccountSettings): SmtpSettings | CallFailure {
  const defaults = EMAIL_DEFAULTS[channel];
  const port = Number(account.port) || defaults.port;
  const user = text(account, 'user');
  const from = text(account, 'from') || user;
  if (!from) return { error: 'The channel account lacks: from', retryable: false };
  return {
    host: text(account, 'host') || defaults.host,
    port,
    // 465 is implicit TLS; other ports start plain and upgrade with STARTTLS when offered.
    secure: flag(account.secure) ?? port === 465,
    user,
    password: text(account, 'password'),
    from,
  };
}

function createTransport(nodemailer: Nodemailer, settings: SmtpSettings, timeoutMs: number): Transport {
  return nodemailer.createTransport({
    pool: true,
    maxConnections: IN_FLIGHT,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/** The pooled transport of these settings; the least recently used one is closed past MAX_TRANSPORTS. */
function transportFor(nodemailer: Nodemailer, settings: SmtpSettings, timeoutMs: number): Transport {
  const key = createHash('sha256')
    .update(JSON.stringify([settings.host, settings.port, settings.secure, settings.user, settings.password, timeoutMs]))
    .digest('hex');
  let transport = transports.get(key);
  if (transport) {
    transports.delete(key);
  } else {
    transport = createTransport(nodemailer, settings, timeoutMs);
    if (transports.size >= MAX_TRANSPORTS) {
      const [oldestKey, oldest] = transports.entries().next().value as [string, Transport];
      transports.delete(oldestKey);
      oldest.close();
    }
  }
  transports.set(key, transport);
  return transport;
}

/** Closes every pooled connection (shutdown, tests). */
export function closeEmailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

/** An SMTP 4xx reply or a broken connection may pass later; a 5xx reply will not. */
function classify(err: unknown): CallFailure {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  if (e.responseCode) {
    return { error: e.response || e.message || `SMTP ${e.responseCode}`, retryable: e.responseCode >= 400 && e.responseCode < 500 };
  }
  return { error: e.message || String(err), retryable: RETRYABLE_CODES.has(e.code ?? '') };
}

export function emailAdapter(channel: EmailChannel): ChannelAdapter {
  return {
    channel,
    async send(account, message, io) {
      const settings = smtpSettings(channel, account);
      if ('error' in settings) return failAll(message.receivers, settings);
      const transport = transportFor(await loadNodemailer(), settings, io.timeoutMs);
      const textAlternative = plainText(message.content);
      return eachReceiver(message.receivers, IN_FLIGHT, async (receiver): Promise<DeliveryOutcome> => {
        try {
          const info = await transport.sendMail({
            from: settings.from,
            to: receiver.to,
            subject: message.title,
            html: message.content,
            text: textAlternative,
          });
          return delivered(receiver.recordId, info.messageId);
        } catch (err) {
          return failed(receiver.recordId, classify(err));
        }
      });
    },
  };
}
