import { type BodyParser, serverChecked } from '@shelfscope/contracts';

/**
 * A response's check: in development and in tests the contract's zod schema; in production the
 * server's (its serializer checks every reply against the same schema before sending it) and,
 * here, only that the body is an envelope. Written `checked(import.meta.env.DEV && Schema)`: the
 * production build then drops the schema, and zod with it, from the pages every visit loads
 * (the shell and the dashboard; issue 36's first-visit budget).
 */
export const checked = <T>(schema: BodyParser<T> | false): BodyParser<T> => schema || (serverChecked() as BodyParser<T>);
