/**
 * Login with Amazon's token endpoint (`POST {lwaUrl}/auth/o2/token`, form-encoded): the
 * authorization code of the consent redirect for a refresh token, and a refresh token for access
 * tokens (an hour). `@sp-api-sdk/auth` does the second only, against a fixed api.amazon.com, so it
 * can reach neither the simulated account nor a test's stand-in: this class does both grants at a
 * configured address and is handed to the SDK's clients as their `auth` (its one method,
 * `getAccessToken`, is all they call). See docs/decisions/024.
 */
export type LwaClient = { lwaUrl: string; clientId: string; clientSecret: string };

export class LwaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type TokenAnswer = { access_token: string; refresh_token?: string; token_type: string; expires_in: number };

async function tokenRequest(client: LwaClient, grant: Record<string, string>): Promise<TokenAnswer> {
  const response = await fetch(new URL('/auth/o2/token', client.lwaUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams({ ...grant, client_id: client.clientId, client_secret: client.clientSecret }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<TokenAnswer> & { error?: string; error_description?: string };
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new LwaError(
      response.status,
      body.error ?? 'invalid_response',
      body.error_description ?? `LWA answered ${response.status}`,
    );
  }
  return body as TokenAnswer;
}

/** The consent redirect's code for the seller's refresh token. */
export async function exchangeAuthorizationCode(client: LwaClient, code: string, redirectUri: string): Promise<string> {
  const answer = await tokenRequest(client, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  if (!answer.refresh_token) throw new LwaError(502, 'invalid_response', 'LWA gave no refresh token');
  return answer.refresh_token;
}

/** Access tokens of one refresh token, kept until a minute before they expire; one request at a time. */
export class LwaTokens {
  private token: { value: string; until: number } | null = null;
  private pending: Promise<string> | null = null;
  /** Access tokens fetched: tests see a refresh happen. */
  refreshes = 0;

  constructor(
    private readonly client: LwaClient,
    private readonly refreshToken: string,
  ) {}

  async getAccessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    this.pending ??= tokenRequest(this.client, { grant_type: 'refresh_token', refresh_token: this.refreshToken })
      .then((answer) => {
        this.refreshes += 1;
        this.token = { value: answer.access_token, until: Date.now() + (answer.expires_in - 60) * 1000 };
        return answer.access_token;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Drops the access token (the API said it expired): the next call fetches another. */
  forget(): void {
    this.token = null;
  }
}
