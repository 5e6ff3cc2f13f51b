import type { ApiError, Envelope } from './envelope.js';
import { printableText } from './printable.js';

/** A seller API call that failed; `message` is what the user is shown. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: ApiError[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * The error text of a response with hasErrors (spec section 8): each description followed by a
 * period, joined by new lines. A list that is null or empty falls back to the status.
 */
export function describeErrors(errors: ApiError[] | null | undefined, status: number): string {
  const lines = (errors ?? []).map((e) => `${e.description.replace(/\.$/, '')}.`);
  return lines.length > 0 ? lines.join('\n') : `Request failed with status ${status}.`;
}

/**
 * The headers that authenticate a seller API call: the session JWT as the bearer token, or, when
 * the server keeps the session in HttpOnly cookies, the opt-in header that lets it read the JWT
 * cookie the browser sends (docs/web.md).
 */
export type Credentials = Record<string, string>;

/** What the wrapper needs from the session: its credentials, one refresh, and logging out. */
export type AuthPort = {
  /** Settles when the session is ready to be used (a refresh at page load is over); calls wait for it. */
  ready?(): Promise<void>;
  /** The current session's credentials, or null when there is none. */
  credentials(): Credentials | null;
  /** Refreshes the session once; the new credentials, or null when the refresh failed. */
  refresh(): Promise<Credentials | null>;
  /** Ends the local session and goes to `to`, showing `reason` there. */
  logOut(reason: string, to: SignInPath): void;
};

export type SignInPath = '/auth/authenticate' | '/authenticate';

/** Toasts (spec section 9: 4 seconds, closable). */
export type Toaster = {
  success(message: string): void;
  /** `link`: where the toast leads (the 403 toast opens Plan & billing). */
  info(title: string, message: string, link?: ToastLink): void;
  error(title: string, message: string): void;
};

/**
 * What checks a response body and gives it its type: a contract's zod schema, or (where zod would
 * weigh too much, as in the extension's content script) a check that the server already made.
 */
export type BodyParser<T> = { parse(body: unknown): T };

/**
 * The check of a client that leaves the contract's schema to the server (which checks each reply
 * against it before it sends it: its serializer): only that the body is an envelope, an object
 * with `hasErrors: false` and a `data` member (the request wrapper has already turned
 * `hasErrors: true` into an error), typed from contracts. The extension's content script uses
 * it, and the web app in production (issue 36: zod was most of what they loaded).
 */
export function serverChecked<T>(): BodyParser<Envelope<T>> {
  return {
    parse(body: unknown): Envelope<T> {
      if (typeof body !== 'object' || body === null || !('data' in body) || (body as { hasErrors?: unknown }).hasErrors !== false)
        throw new TypeError('The server answered something that is not a ShelfScope response.');
      return body as Envelope<T>;
    },
  };
}

export type RequestOptions<T> = {
  /** The schema of the whole response envelope; the result is its validated output. */
  schema: BodyParser<T>;
  body?: unknown;
  query?: Record<string, string | number | boolean | string[] | undefined | null>;
  signal?: AbortSignal;
  /** No success toast (spec section 9's silent calls). */
  silent?: boolean;
  /** The success toast's text instead of the default (spec section 9's custom texts). */
  successMessage?: string;
  /** Bulk upload: a 403 shows no plan toast (spec section 8). */
  isBulkUpload?: boolean;
};

export type ToastLink = { label: string; to: string };

/** The 403 toast's way to a plan. */
export const PLAN_LINK: ToastLink = { label: 'Open Plan & billing', to: '/billing' };

/** The texts of spec section 8. */
export const TEXTS = {
  sessionExpired: 'Unauthorized - session expired',
  planTitle: 'Please select a plan to continue.',
  planMessage: 'You currently have no active subscription.',
  errorTitle: 'Error',
  successTitle: 'Success',
  successMessage: 'Saved.',
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one request wrapper of the seller API's browser clients (the web app, the extension) (spec section 8, the error catalogue):
 * - no token and the refresh fails: log out, go to /auth/authenticate, 'Unauthorized - session expired';
 * - 401: refresh once and retry; still 401: log out and go to /authenticate;
 * - 403: info toast 'Please select a plan to continue.' / 'You currently have no active
 *   subscription.' (not for bulk upload);
 * - a plain-text error body: error toast titled 'Error' with that text, the call fails;
 * - a response with hasErrors: each description followed by a period, joined by new lines;
 * - success: a 'Success' toast on non-GET calls unless silent, with the custom text if given.
 * Every failure is thrown as ApiRequestError whose message is the stored error text; the
 * query layer keeps it as the request's error (loading and editing state live there too).
 */
export function createRequester(ports: { auth: AuthPort; toast: Toaster; fetch?: typeof fetch }) {
  const doFetch = ports.fetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
  let refreshing: Promise<Credentials | null> | null = null;

  /** Concurrent 401s share one refresh. */
  const refreshOnce = () => {
    refreshing ??= ports.auth.refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const send = (method: Method, url: string, credentials: Credentials, options: RequestOptions<unknown>) =>
    doFetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...credentials,
        ...(options.body !== undefined && !(options.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined
        ? { body: options.body instanceof FormData ? options.body : JSON.stringify(options.body) }
        : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });

  return async function request<T>(method: Method, path: string, options: RequestOptions<T>): Promise<T> {
    const url = withQuery(path, options.query);
    await ports.auth.ready?.();
    let credentials = ports.auth.credentials() ?? (await refreshOnce());
    if (!credentials) {
      ports.auth.logOut(TEXTS.sessionExpired, '/auth/authenticate');
      throw new ApiRequestError(TEXTS.sessionExpired, 401);
    }
    let response = await send(method, url, credentials, options);
    if (response.status === 401) {
      credentials = await refreshOnce();
      if (credentials) response = await send(method, url, credentials, options);
      if (!credentials || response.status === 401) {
        ports.auth.logOut(TEXTS.sessionExpired, '/authenticate');
        throw new ApiRequestError(TEXTS.sessionExpired, 401);
      }
    }

    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    if (!isJson) {
      const text =
        printableText(await response.text(), 300) || response.statusText || `Request failed with status ${response.status}.`;
      if (response.status === 403 && !options.isBulkUpload) ports.toast.info(TEXTS.planTitle, TEXTS.planMessage, PLAN_LINK);
      else ports.toast.error(TEXTS.errorTitle, text);
      throw new ApiRequestError(text, response.status);
    }
    const body = (await response.json()) as { hasErrors?: boolean; errors?: ApiError[] | null };
    if (!response.ok || body.hasErrors) {
      const text = describeErrors(body.errors, response.status);
      // A role's missing permission ("You need orders:write.") is not the plan's 403: no plan
      // toast; the screen shows the text as it shows any other refusal.
      const isRole = body.errors?.some((e) => e.type === 'missing_permission') ?? false;
      if (response.status === 403 && !isRole && !options.isBulkUpload)
        ports.toast.info(TEXTS.planTitle, TEXTS.planMessage, PLAN_LINK);
      throw new ApiRequestError(text, response.status, body.errors ?? []);
    }
    const parsed = options.schema.parse(body);
    if (method !== 'GET' && !options.silent) ports.toast.success(options.successMessage ?? TEXTS.successMessage);
    return parsed;
  };
}

export type Requester = ReturnType<typeof createRequester>;

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}
