/**
 * The identity API's answer as a response schema. One definition, in the identity client's
 * `./wire` subpath, so the server's responses and the client's types come from the same schemas
 * (docs/decisions/043-identity-wire-schemas.md).
 */
export { identityEnvelope } from '@shelfscope/identity-client/wire';
