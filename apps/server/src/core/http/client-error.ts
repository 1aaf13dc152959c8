import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { message, type Lang } from '@beree/contracts';
import { answerError } from './error-handler';
import { fail } from './envelope';

/** The language of a request Node could not parse, read from the bytes that did arrive. */
function languageOf(raw: unknown): Lang {
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  return /\r\naccept-language:[ \t]*en\b/i.test(text) ? 'en' : 'zh';
}

/**
 * Requests Node's HTTP parser refuses (headers too large, a malformed request line, a timeout)
 * never reach Fastify's error handler; they get the envelope here, written to the socket.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'request.headersTooLarge'] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'request.timeout'] : [400, 'request.invalid'];
  const body = JSON.stringify(fail(status, message(key, languageOf(error.rawPacket))));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify options that send the framework's own refusals through the one error handler. */
export const errorOptions: Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> = {
  clientErrorHandler: answerClientError,
  frameworkErrors: (error, request, reply) => {
    answerError(error, request, reply);
  },
};
