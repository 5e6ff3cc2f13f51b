/** One problem with a request, as the seller API reports it (`field` when an input is at fault). */
export type Problem = { type: string; description: string; field?: string };

/**
 * An expected failure that becomes a 4xx response in the right envelope. Domain code throws it;
 * the error handler renders it. `code` is the identity API's error_type (snake_case).
 */
export class HttpError extends Error {
  readonly problems: Problem[];
  /** Seconds the caller should wait before trying again (the Retry-After header of a 429 or 503). */
  retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    problems?: Problem[],
  ) {
    super(message);
    this.name = 'HttpError';
    this.problems = problems ?? [{ type: code, description: message }];
  }

  retryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }

  static badRequest(message: string, problems?: Problem[]) {
    return new HttpError(400, 'bad_request', message, problems);
  }

  static notFound(message = 'Not found.') {
    return new HttpError(404, 'not_found', message);
  }
}

type ValidationIssue = { instancePath?: string; message?: string; keyword?: string; params?: Record<string, unknown> };

/**
 * Turns schema validation issues into one problem per field, worded for a person:
 * "name is required", "pageSize: Too big: expected number to be <=500".
 */
export function validationProblems(issues: ValidationIssue[], context: string | undefined): Problem[] {
  return issues.map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = path || context || 'body';
    const isMissing = issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
    const description = isMissing ? `${field} is required` : `${field}: ${issue.message ?? 'is invalid'}`;
    return { type: 'validation', field, description };
  });
}
