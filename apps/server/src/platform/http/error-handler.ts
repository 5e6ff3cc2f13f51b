import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { isUnstorableTextError } from '../text/storable.js';
import { traceIdOf } from '../tracing/tracing.js';
import { identityFailure, isIdentityPath, isScimPath, scimFailure, sellerFailure } from './envelopes.js';
import { HttpError, type Problem, validationProblems } from './errors.js';

type Failure = { statusCode: number; code: string; message: string; problems: Problem[]; retryAfterSeconds?: number };

/** A 429 that names no wait of its own still tells the caller one (RFC 6585 recommends Retry-After). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A database restart or failover takes seconds: a client may try again soon. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * One place turns every thrown error into a response in the envelope of the API it came from.
 * Expected errors (4xx) say what was wrong; anything else is a bug: logged in full, answered
 * with a 500 that reveals nothing but the request id.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    docsUrl: string;
    /** Gets the first look at unknown routes (the SPA's client-side routes); true when it answered. */
    notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  },
) {
  app.setErrorHandler((error: FastifyError, request, reply) => answerError(error, request, reply, options.docsUrl));

  app.setNotFoundHandler((request, reply) => {
    if (options.notFoundFallback?.(request, reply)) return reply;
    const message = `No route ${request.method} ${request.url.split('?')[0]}.`;
    return send(
      request,
      reply,
      { statusCode: 404, code: 'route_not_found', message, problems: [{ type: 'not_found', description: message }] },
      options.docsUrl,
    );
  });
}

/** Answers an error in the envelope of the API asked; also the router's own refusals (app.ts `frameworkErrors`). */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, docsUrl: string) {
  const failure = classify(error);
  if (failure.code === 'database_unavailable') {
    request.log.warn({ err: error }, 'database unavailable');
  } else if (failure.statusCode >= 500) {
    request.log.error({ err: error }, 'unhandled error');
  } else {
    request.log.info({ statusCode: failure.statusCode, code: failure.code, reason: failure.message }, 'request rejected');
  }
  return send(request, reply, failure, docsUrl);
}

function send(request: FastifyRequest, reply: FastifyReply, failure: Failure, docsUrl: string) {
  reply.code(failure.statusCode);
  if (failure.statusCode === 429 || failure.retryAfterSeconds !== undefined) {
    reply.header('Retry-After', String(failure.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
  }
  if (isScimPath(request.url)) {
    return reply
      .header('content-type', 'application/scim+json; charset=utf-8')
      .send(scimFailure(failure.statusCode, failure.message));
  }
  if (isIdentityPath(request.url)) {
    return reply.send(identityFailure(request, failure.statusCode, failure.code, failure.message, docsUrl, traceIdOf(request)));
  }
  return reply.send(sellerFailure(failure.problems, request.id, traceIdOf(request)));
}

function classify(error: FastifyError): Failure {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      problems: error.problems,
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const problems = validationProblems(error.validation, error.validationContext);
    return { statusCode: 400, code: 'bad_request', message: problems.map((p) => p.description).join('; '), problems };
  }
  if (isUnstorableTextError(error)) {
    // The last guard behind the edge's text rule (input-guard.ts): bad text is never a 500.
    const message = 'The request contains text that cannot be stored (a NUL character or an unpaired surrogate).';
    return { statusCode: 400, code: 'bad_request', message, problems: [{ type: 'validation', description: message }] };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx errors (malformed JSON, body too large, unsupported media type...).
    const code = FASTIFY_CODES[error.code] ?? 'bad_request';
    const message = FASTIFY_MESSAGES[error.code] ?? error.message;
    return { statusCode: status, code, message, problems: [{ type: code, description: message }] };
  }
  if (isDatabaseUnavailable(error)) {
    const message = 'The database is not available right now. Please try again in a few seconds.';
    return {
      statusCode: 503,
      code: 'database_unavailable',
      message,
      problems: [{ type: 'database_unavailable', description: message }],
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  const message = 'An unexpected error occurred. Please try again; if it persists, contact support with the request id.';
  return {
    statusCode: 500,
    code: 'internal_server_error',
    message,
    problems: [{ type: 'internal_error', description: message }],
  };
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This Content-Type is not supported here; send application/json.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is longer than 100 characters.',
  FST_ERR_BAD_URL: 'The URL is malformed.',
};
