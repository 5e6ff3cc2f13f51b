import { HttpError } from '../../platform/http/errors.js';

/** An OAuth 2.0 error (RFC 6749 5.2): answered as {error, error_description} with 400 or 401. */
export class OAuthError extends HttpError {
  constructor(
    readonly error: string,
    description: string,
    status = 400,
  ) {
    super(status, error, description);
  }
}
