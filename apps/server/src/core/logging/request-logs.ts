import type { FastifyInstance } from 'fastify';
import type { LogWriter } from './log-writer';
import type { LogOrigin } from './request-facts';
import { apiLogRow, isLogged } from './api-log';

/** The log writer of this node and where its rows come from, for the hooks and recordUsual. */
export interface RequestLogs {
  writer: LogWriter;
  origin: LogOrigin;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestLogs: RequestLogs;
  }
}

/**
 * Every API request is pushed to the API log once answered (when `apiLog` is on); the writer is
 * started now and writes what is left when the app closes.
 */
export function registerRequestLogs(app: FastifyInstance, logs: RequestLogs, options: { apiLog: boolean }): void {
  app.decorateRequest('actor', null);
  app.decorate('requestLogs', logs);
  logs.writer.start();
  app.addHook('onClose', () => logs.writer.close());
  if (!options.apiLog) return;
  app.addHook('onResponse', (request, reply, done) => {
    try {
      if (isLogged(request)) logs.writer.push({ table: 'api', row: apiLogRow(request, reply, logs.origin) });
    } catch (err) {
      // A row that cannot be made is the log's loss, never the request's.
      request.log.warn({ err }, 'API log row not recorded');
    }
    done();
  });
}
