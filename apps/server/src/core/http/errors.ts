/** An error with a wire code and a message key (translated for the caller) or plain text. */
export class AppError extends Error {
  constructor(
    public readonly code: 400 | 401 | 403 | 404 | 409 | 415 | 429 | 500,
    public readonly key: string,
    public readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: string, vars?: Record<string, string | number>) => new AppError(400, key, vars);
export const unauthorized = (key = 'auth.unauthorized') => new AppError(401, key);
export const forbidden = (key = 'auth.forbidden') => new AppError(403, key);
export const notFound = (key = 'record.notFound') => new AppError(404, key);
export const conflict = (key: string, vars?: Record<string, string | number>) => new AppError(409, key, vars);
