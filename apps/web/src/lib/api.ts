import { type ApiError, ApiRequestError, type BodyParser, describeErrors } from '@shelfscope/contracts';

export { ApiRequestError, type BodyParser, describeErrors };

/**
 * GET a seller API resource and validate its envelope (with the contract's schema, usually).
 * `acceptStatuses` lists non-2xx statuses whose body is still a full envelope (health's 503).
 */
export async function getEnvelope<T extends { hasErrors: boolean; errors: ApiError[] | null }>(
  path: string,
  schema: BodyParser<T>,
  options: { signal?: AbortSignal; acceptStatuses?: number[] } = {},
): Promise<T> {
  const response = await fetch(path, {
    headers: { accept: 'application/json' },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (!isJson) throw new ApiRequestError((await response.text()) || response.statusText, response.status);
  const body: unknown = await response.json();
  if (response.ok || options.acceptStatuses?.includes(response.status)) return schema.parse(body);
  const errors = (body as { errors?: ApiError[] | null }).errors;
  throw new ApiRequestError(describeErrors(errors, response.status), response.status, errors ?? []);
}
