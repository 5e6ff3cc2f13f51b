import type { ApiError, ClientConfig, Envelope } from '@shelfscope/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isApiError = (value: unknown): value is ApiError =>
  isRecord(value) &&
  typeof value.type === 'string' &&
  typeof value.description === 'string' &&
  (value.field === undefined || typeof value.field === 'string');

/**
 * Validates the body of `GET /api/client-config` as the contract's `envelope(ClientConfig)`
 * does, and like it keeps only the named fields. Written by hand because the sign-in page needs
 * it before anything else and must not load zod (issue 8: first-visit JavaScript under 250 kB);
 * client-config.test.ts holds it to the contract's schema.
 */
export function parseClientConfigEnvelope(body: unknown): Envelope<ClientConfig> {
  if (!isRecord(body)) throw notInShape();
  const { errors, details, hasErrors, data } = body;
  const identity = isRecord(data) ? data.identity : undefined;
  const errorList = errors === null ? null : Array.isArray(errors) && errors.every(isApiError) ? errors : undefined;
  if (
    typeof hasErrors !== 'boolean' ||
    !(details === null || typeof details === 'string') ||
    errorList === undefined ||
    !isRecord(identity) ||
    typeof identity.publicToken !== 'string' ||
    typeof identity.baseUrl !== 'string' ||
    (identity.sessionCookies !== 'httponly' && identity.sessionCookies !== 'script') ||
    !(identity.oauthProviders === undefined || isProviderList(identity.oauthProviders))
  ) {
    throw notInShape();
  }
  return {
    errors:
      errorList?.map(({ type, description, field }) => ({
        type,
        description,
        ...(field === undefined ? {} : { field }),
      })) ?? null,
    details,
    hasErrors,
    data: {
      identity: {
        publicToken: identity.publicToken,
        baseUrl: identity.baseUrl,
        sessionCookies: identity.sessionCookies,
        ...(identity.oauthProviders === undefined ? {} : { oauthProviders: identity.oauthProviders }),
      },
    },
  };
}

const OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'];
const isProviderList = (value: unknown): value is NonNullable<ClientConfig['identity']['oauthProviders']> =>
  Array.isArray(value) && value.every((p) => typeof p === 'string' && OAUTH_PROVIDERS.includes(p));

const notInShape = () => new Error('the client configuration from the server is not in the expected shape');
