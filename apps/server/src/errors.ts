/**
 * The one error type services throw. `status` and `detail` (a catalogue key) map to the
 * response shapes of 03 §2; `fields` carries per-field messages for 400s.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
    /** A machine-readable reason beside `detail`, for a client that acts on it (03 §13). */
    readonly code?: string,
  ) {
    super(detail);
  }

  static badRequest(fields: Record<string, string[]>) {
    return new AppError(400, 'error.validation', fields);
  }
  static notFound(detail = 'error.not_found') {
    return new AppError(404, detail);
  }
  static conflict(detail: string) {
    return new AppError(409, detail);
  }
  /** A remote party (the bank, a supplier) did not answer: nothing was done, the caller may try again. */
  static unavailable(cause?: unknown) {
    const err = new AppError(503, 'error.remote_unavailable', undefined, 'remote_unavailable');
    if (cause) err.cause = cause;
    return err;
  }
  /** A refusal the client tells apart by `code` (it answers `{detail, code}`). */
  static refused(status: 400 | 403 | 409, detail: string, code: string) {
    return new AppError(status, detail, undefined, code);
  }
}
