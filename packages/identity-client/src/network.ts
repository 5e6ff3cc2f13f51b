import { ApiError, SchemaError, type SchemaErrorBody, UnreachableApiError } from './errors.js';
import type { TelemetryBlob } from './telemetry.js';

/** HTTP methods the identity API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** JSON body of a request; undefined fields are dropped when serialised. */
export type RequestBody = Record<string, unknown>;

/** One API call. */
export interface RequestOptions {
  method: HttpMethod;
  /** Path below /sdk/v1, starting with a slash. */
  path: string;
  body?: RequestBody;
  /** Adds the intermediate session token from its cookie as `intermediate_session_token`. */
  withIntermediateSessionToken?: boolean;
}

/** The opt-in header of the server's HttpOnly session-cookie mode (docs/identity.md). */
export const SESSION_COOKIES_HEADER = 'X-ShelfScope-Session-Cookies';

/** What the network client needs from its surroundings; functions so each call reads fresh values. */
export interface NetworkConfig {
  publicToken: string;
  /** Origin (and optional path prefix) of the API, e.g. https://api.example.com. */
  baseUrl: string;
  readSessionToken: () => string | undefined;
  readIntermediateSessionToken: () => string | undefined;
  telemetry: () => TelemetryBlob;
  /** Value of X-SDK-Parent-Host: the page's origin. */
  parentHost: () => string;
  /** Sent on every call besides the wire contract's own (the HttpOnly cookie opt-in). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /**
   * Solves a captcha when the server answers "Captcha required" (bootstrap captcha_settings on):
   * the call is then sent once more with `captcha_token` added. Without it such an answer fails.
   */
  captcha?: () => Promise<string>;
}

/** The server wants a captcha token on this call: the retriable error of the wire contract. */
export class CaptchaRequiredError extends Error {}

/** The text of the server's non-JSON answer that asks for a captcha. */
const CAPTCHA_REQUIRED = 'Captcha required';

/** Sends calls to `{base}/sdk/v1{path}` the way the server's wire contract expects. */
export class NetworkClient {
  private readonly fetchFn: typeof fetch;

  constructor(private readonly config: NetworkConfig) {
    this.fetchFn = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** Full URL of an /sdk/v1 path. */
  sdkUrl(path: string): string {
    return this.rootUrl(`/sdk/v1${path}`);
  }

  /** Full URL of a path below the API's base (the browser redirects, /v1/…). */
  rootUrl(path: string): string {
    return `${this.config.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  /**
   * Performs a call and resolves with the response's `data`; rejects with the error kinds of
   * errors.ts. A "Captcha required" answer is retried once with a solved captcha token.
   */
  async request<T>(options: RequestOptions): Promise<T> {
    try {
      return await this.send<T>(options);
    } catch (error) {
      if (!(error instanceof CaptchaRequiredError)) throw error;
      if (!this.config.captcha) throw new UnreachableApiError('Invalid response from our servers.');
      const captcha_token = await this.config.captcha();
      const retried = await this.send<T>({ ...options, body: { ...options.body, captcha_token } }).catch((again: unknown) => {
        throw again instanceof CaptchaRequiredError ? new UnreachableApiError('Invalid response from our servers.') : again;
      });
      return retried;
    }
  }

  /** The contract's identifying headers of a call (Basic auth, telemetry, parent host). */
  identityHeaders(): Record<'Authorization' | 'X-SDK-Client' | 'X-SDK-Parent-Host', string> {
    const { publicToken } = this.config;
    // Basic auth: the public token identifies the project, the session token (if any) the member.
    return {
      Authorization: `Basic ${base64(`${publicToken}:${this.config.readSessionToken() || publicToken}`)}`,
      'X-SDK-Client': base64(JSON.stringify(this.config.telemetry())),
      'X-SDK-Parent-Host': this.config.parentHost(),
    };
  }

  private async send<T>(options: RequestOptions): Promise<T> {
    const identity = this.identityHeaders();
    const headers: Record<string, string> = {
      Authorization: identity.Authorization,
      'Content-Type': 'application/json',
      'X-SDK-Client': identity['X-SDK-Client'],
      'X-SDK-Parent-Host': identity['X-SDK-Parent-Host'],
      ...this.config.headers,
    };
    let body = options.body;
    if (options.withIntermediateSessionToken) {
      body = { ...body, intermediate_session_token: this.config.readIntermediateSessionToken() || undefined };
    }
    const init: RequestInit = { method: options.method, headers, credentials: 'include' };
    // JSON.stringify leaves out undefined fields, which is what the server expects for "not given".
    if (body !== undefined && options.method !== 'GET') init.body = JSON.stringify(body);

    let response: Response;
    try {
      response = await this.fetchFn(this.sdkUrl(options.path), init);
    } catch (error) {
      // fetch rejects with a TypeError for network, DNS and CORS failures; anything else is a bug or an abort.
      if (error instanceof TypeError) throw new UnreachableApiError('Unable to contact our servers.');
      throw error;
    }
    return parseResponse<T>(response);
  }
}

/** Maps a fetch Response to `data` or to one of the client's error kinds. */
export async function parseResponse<T>(response: Response): Promise<T> {
  if (response.status <= 299) {
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new UnreachableApiError('Invalid JSON response from our servers.');
    }
    if (!json || typeof json !== 'object' || !('data' in json)) {
      throw new UnreachableApiError('Invalid JSON response from our servers.');
    }
    return (json as { data: T }).data;
  }
  if (response.headers.get('content-type')?.includes('application/json')) {
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new UnreachableApiError('Invalid or no response from server');
    }
    if (json && typeof json === 'object' && ('body' in json || 'params' in json || 'query' in json)) {
      throw new SchemaError(json as SchemaErrorBody);
    }
    throw ApiError.from(json);
  }
  // Not JSON: the server asking for a captcha, or a proxy or gateway page.
  let text = '';
  try {
    text = await response.text();
  } catch {
    // Same outcome either way.
  }
  if (text.includes(CAPTCHA_REQUIRED)) throw new CaptchaRequiredError(CAPTCHA_REQUIRED);
  throw new UnreachableApiError('Invalid response from our servers.');
}

/** base64 of a string's UTF-8 bytes (btoa alone rejects characters above U+00FF). */
export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
