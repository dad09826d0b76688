/** A refusal a service makes on purpose: the status and message reach the caller as they are. */
export class ServiceError extends Error {
  /** Set on rate-limited refusals (429): when to try again, in seconds. */
  retryAfterSeconds?: number;

  constructor(
    public status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    message: string,
    public fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function notFound(what = "Not found"): never {
  throw new ServiceError(404, what);
}
