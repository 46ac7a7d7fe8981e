import type { FieldErrors } from '@escuela/shared';

/** Every expected failure a service raises; the error handler maps the code to the HTTP status. */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  too_many: 429,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldErrors | undefined;
  /** Seconds for the `Retry-After` header of a 429. */
  readonly retryAfter: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { field?: string; errors?: FieldErrors; retryAfter?: number } = {},
  ) {
    super(message);
    this.retryAfter = options.retryAfter;
    this.name = 'AppError';
    this.code = code;
    this.errors = options.field ? { [options.field]: { _errors: [message] } } : options.errors;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
