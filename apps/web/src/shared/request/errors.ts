/** Why a call failed: the server answered with a failure code, or no usable answer came back. */
export type FailureKind = 'business' | 'timeout' | 'network';

export class RequestError extends Error {
  readonly kind: FailureKind;
  /** Body code (`error_code || code || status`), or the HTTP status when there is no body. */
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(message: string, init: { kind: FailureKind; code?: number; status?: number; body?: unknown }) {
    super(message);
    this.name = 'RequestError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
  }
}

interface BodyFields {
  error_code?: unknown;
  code?: unknown;
  msg?: unknown;
  error_description?: unknown;
}

const fields = (body: unknown): BodyFields => (body && typeof body === 'object' ? (body as BodyFields) : {});

const positive = (value: unknown) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n !== 0 ? n : undefined;
};

/** BladeX reads the outcome from the body first: `error_code || code || HTTP status`. */
export function codeOf(body: unknown, status: number): number {
  const f = fields(body);
  return positive(f.error_code) ?? positive(f.code) ?? status;
}

export const isSuccessCode = (code: number) => code === 200 || code === 201;

/** The text the server gave for a failure, if any. */
export function messageOf(body: unknown): string | undefined {
  const f = fields(body);
  for (const text of [f.msg, f.error_description]) if (typeof text === 'string' && text.trim() !== '') return text;
  return undefined;
}
