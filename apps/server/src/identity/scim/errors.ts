import { HttpError } from '../../platform/http/errors.js';

export const SCHEMA_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 section 3.12 scimType values this server uses. */
export type ScimType =
  | 'invalidFilter'
  | 'uniqueness'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'noTarget'
  | 'mutability'
  | 'tooMany';

/** An error of the SCIM service endpoints, answered as {schemas, status, scimType?, detail}. */
export class ScimError extends HttpError {
  constructor(
    status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(status, scimType ?? `scim_${status}`, detail);
    this.name = 'ScimError';
  }
}

export const scimError = (status: number, detail: string, scimType?: ScimType) => new ScimError(status, detail, scimType);

export function scimErrorBody(status: number, detail: string, scimType?: string) {
  return { schemas: [SCHEMA_ERROR], status: String(status), ...(scimType ? { scimType } : {}), detail };
}
