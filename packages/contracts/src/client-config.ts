import { z } from 'zod';

/**
 * `GET /api/client-config` (public): what a browser client needs before anyone signs in: the
 * identity project's public token (public by design: it names the project, it grants nothing)
 * and where the identity API is, and where the web app keeps its session.
 */
export const ClientConfig = z.object({
  identity: z.object({
    publicToken: z.string(),
    /** The identity API's origin; the client calls `{baseUrl}/sdk/v1/...`. */
    baseUrl: z.string(),
    /**
     * 'httponly': the server keeps the session token and JWT in HttpOnly cookies and the web app
     * never sees them (docs/identity.md); 'script': the official client's readable cookies.
     */
    sessionCookies: z.enum(['httponly', 'script']),
    /**
     * The OAuth providers the identity server has credentials for (its configuration, or the
     * development identity provider); the sign-in page offers a button for Google and Microsoft
     * among them. Absent: none.
     */
    oauthProviders: z.array(z.enum(['google', 'microsoft', 'hubspot', 'slack', 'github'])).optional(),
  }),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
