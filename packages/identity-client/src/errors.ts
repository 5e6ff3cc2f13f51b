/** Base class of every error this client throws, so callers can tell ours from others. */
export class IdentityClientError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** The API could not be reached or answered with something that is not the expected JSON. */
export class UnreachableApiError extends IdentityClientError {
  constructor(message: string) {
    super('UnreachableApiError', message);
  }
}

/** One schema violation reported by the server. */
export interface SchemaViolation {
  dataPath: string;
  message: string;
}

/** The server's schema-error body: a 400 listing violations by request part. */
export interface SchemaErrorBody {
  body?: SchemaViolation[];
  params?: SchemaViolation[];
  query?: SchemaViolation[];
}

/** The request did not match the server's schema (a 400 with body/params/query details). */
export class SchemaError extends IdentityClientError {
  readonly body: SchemaViolation[];
  readonly params: SchemaViolation[];
  readonly query: SchemaViolation[];

  constructor(details: SchemaErrorBody) {
    const asList = (v: unknown): SchemaViolation[] => (Array.isArray(v) ? (v as SchemaViolation[]) : []);
    const body = asList(details.body);
    const params = asList(details.params);
    const query = asList(details.query);
    const lines = [...body, ...params, ...query].map((v) => `${v.dataPath}: ${v.message}`);
    super('SchemaError', ['Request does not match expected schema', ...lines].join('\n'));
    this.body = body;
    this.params = params;
    this.query = query;
  }
}

/** The fields of an API error body. */
export interface ApiErrorDetails {
  status_code: number;
  error_type: string;
  error_message: string;
  error_url: string;
  request_id?: string;
  error_details?: Record<string, unknown>;
}

/** The server rejected the call with a typed error (`error_type` says which). */
export class ApiError extends IdentityClientError {
  readonly status_code: number;
  readonly error_type: string;
  readonly error_message: string;
  readonly error_url: string;
  readonly request_id: string | undefined;
  readonly error_details: Record<string, unknown> | undefined;

  constructor(d: ApiErrorDetails) {
    const lines = [`[${d.status_code}] ${d.error_type}`, d.error_message, `See ${d.error_url} for more information.`];
    if (d.request_id) lines.push(`request_id: ${d.request_id}`);
    if (d.error_details) lines.push(`Details: ${JSON.stringify(d.error_details)}`);
    super('ApiError', lines.join('\n'));
    this.status_code = d.status_code;
    this.error_type = d.error_type;
    this.error_message = d.error_message;
    this.error_url = d.error_url;
    this.request_id = d.request_id;
    this.error_details = d.error_details;
  }

  /** Wraps anything thrown or received as an ApiError; unrecognised shapes become `unknown_error` (400). */
  static from(err: unknown): ApiError {
    if (err instanceof ApiError) return err;
    if (err && typeof err === 'object') {
      const m = err as Record<string, unknown>;
      if (
        typeof m.status_code === 'number' &&
        typeof m.error_type === 'string' &&
        typeof m.error_message === 'string' &&
        typeof m.error_url === 'string'
      ) {
        return new ApiError({
          status_code: m.status_code,
          error_type: m.error_type,
          error_message: m.error_message,
          error_url: m.error_url,
          request_id: typeof m.request_id === 'string' ? m.request_id : undefined,
          error_details:
            m.error_details && typeof m.error_details === 'object' ? (m.error_details as Record<string, unknown>) : undefined,
        });
      }
    }
    const message = err instanceof Error ? err.message : `Unknown error: ${describe(err)}`;
    return new ApiError({ status_code: 400, error_type: 'unknown_error', error_message: message, error_url: '' });
  }
}

function describe(value: unknown): string {
  if (value && typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/** A call was made with arguments of the wrong type; names the call and the field. */
export class UsageError extends IdentityClientError {
  constructor(
    readonly method: string,
    readonly field: string,
    expected: string,
  ) {
    super('UsageError', `Invalid call to ${method}: ${field} must be ${expected}.`);
  }
}

/** A call needs a signed-in member but there is no session. */
export class NoCurrentSessionError extends IdentityClientError {
  constructor() {
    super(
      'NoCurrentSessionError',
      'There is no session currently available. Make sure the user is authenticated with a valid session.',
    );
  }
}

/** Error types after which the local session can never recover, so it is cleared. */
export const UNRECOVERABLE_ERROR_TYPES: readonly string[] = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
];

/** True when the error means the stored session is dead (see UNRECOVERABLE_ERROR_TYPES). */
export function isUnrecoverableError(error: unknown): boolean {
  return error instanceof ApiError && UNRECOVERABLE_ERROR_TYPES.includes(error.error_type);
}
