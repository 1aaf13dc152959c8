import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { AccountSettings } from '../../src/modules/message/channel/types';
import { parseMail, type ParsedMail } from './mime';

/**
 * An SMTP server on a free loopback port that keeps what it receives. It checks the login when the
 * client logs in (535 on a wrong password), and can be told to refuse the next messages at the end
 * of DATA: 'temporary' answers 451, 'permanent' 550.
 */
export type SmtpBehaviour = 'ok' | 'temporary' | 'permanent';

export interface ReceivedMail extends ParsedMail {
  /** Envelope sender and recipients. */
  from: string;
  to: string[];
  /** The message exactly as transmitted. */
  raw: string;
  /** The user the client logged in as, if it did. */
  user?: string;
}

export interface SmtpDouble {
  host: string;
  port: number;
  /** Settings for the e-mail adapter: this server, plain SMTP, the test login and sender. */
  account: AccountSettings;
  received: ReceivedMail[];
  script(...behaviours: SmtpBehaviour[]): void;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startSmtp(options: { user?: string; password?: string } = {}): Promise<SmtpDouble> {
  const user = options.user ?? 'notice@beree.test';
  const password = options.password ?? 'smtp-test-password';
  const queue: SmtpBehaviour[] = [];
  const received: ReceivedMail[] = [];

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _connection, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      callback(smtpError(535, 'Error: authentication failed'));
    },
    onData(stream, connection, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const behaviour = queue.shift() ?? 'ok';
        if (behaviour === 'temporary') return callback(smtpError(451, 'Requested action aborted: try again later'));
        if (behaviour === 'permanent') return callback(smtpError(550, 'Mailbox unavailable'));
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = connection.envelope;
        received.push({
          ...parseMail(raw),
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw,
          ...(typeof connection.user === 'string' ? { user: connection.user } : {}),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    account: { host: '127.0.0.1', port, secure: false, user, password, from: `Beree 通知 <${user}>` },
    received,
    script: (...behaviours) => queue.push(...behaviours),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
