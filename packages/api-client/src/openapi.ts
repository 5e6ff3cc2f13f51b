/**
 * Generated from the seller API's OpenAPI document (/api/openapi.json) by openapi-typescript.
 * Do not edit: apps/server/src/platform/http/api-client.test.ts regenerates it
 * (UPDATE_API_CLIENT=1) and fails while it is stale.
 */

export interface paths {
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: booted, not draining, database reachable and migrated */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                ready: boolean;
                                /** @enum {string} */
                                state: "starting" | "ready" | "draining";
                                database: {
                                    reachable: boolean;
                                    migrated: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                ready: boolean;
                                /** @enum {string} */
                                state: "starting" | "ready" | "draining";
                                database: {
                                    reachable: boolean;
                                    migrated: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** @enum {string} */
                                status: "ok" | "degraded";
                                /** @description The release the server was built as (git describe, or the package version) */
                                version: string;
                                uptimeSeconds: number;
                                database: {
                                    /** @enum {string} */
                                    kind: "pglite" | "postgres";
                                    reachable: boolean;
                                    latencyMs: number | null;
                                };
                                devTools: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** @enum {string} */
                                status: "ok" | "degraded";
                                /** @description The release the server was built as (git describe, or the package version) */
                                version: string;
                                uptimeSeconds: number;
                                database: {
                                    /** @enum {string} */
                                    kind: "pglite" | "postgres";
                                    reachable: boolean;
                                    latencyMs: number | null;
                                };
                                devTools: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/marketing/lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a marketing lead (public; Turnstile-protected) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        compagain?: string | null;
                        turnstileToken?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** @enum {boolean} */
                                received: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity project's public token, API origin, session-cookie mode and OAuth providers, for browser clients (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                identity: {
                                    publicToken: string;
                                    baseUrl: string;
                                    /** @enum {string} */
                                    sessionCookies: "httponly" | "script";
                                    oauthProviders?: ("google" | "microsoft" | "hubspot" | "slack" | "github")[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live events for the member (text/event-stream); the ticket comes from POST /api/Notification/stream-ticket */
        get: {
            parameters: {
                query: {
                    ticket: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments-hook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment provider's webhook (Stripe-signed events) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** @enum {boolean} */
                                received: true;
                                duplicate: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AlertRule/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page of an alert email’s unsubscribe link (public) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Unsubscribe from an alert rule’s emails with the signed link (public, one click) */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                ruleName: string;
                                /** @enum {boolean} */
                                unsubscribed: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AlertRule/unsubscribe/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The unsubscribe page’s button (public) */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Company"];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Update the company's profile (organization admins; renames the organization) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone?: string | null;
                        email?: string | null;
                        address?: string | null;
                        city?: string | null;
                        state?: string | null;
                        zipCode?: string | null;
                        taxId?: string | null;
                        shipTo?: string | null;
                        defaultTerms?: string | null;
                        orderNumberPrefix?: string;
                        /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                        defaultMarketplace?: string;
                        vatRegistered?: boolean;
                        vatNumber?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Company"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's API keys, revoked ones too (never the keys themselves) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                prefix: string;
                                scopes: ("products:read" | "products:write" | "suppliers:read" | "suppliers:write" | "uploads:read" | "uploads:write" | "shortlists:read" | "shortlists:write" | "orders:read" | "orders:write" | "company:read" | "dashboard:read" | "members:read" | "members:write")[];
                                expiresAt: string | null;
                                /** Format: date-time */
                                created: string;
                                createdBy: string;
                                lastUsedAt: string | null;
                                lastUsedAddress: string | null;
                                revokedAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an API key: the answer holds the key, shown this once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        scopes: ("products:read" | "products:write" | "suppliers:read" | "suppliers:write" | "uploads:read" | "uploads:write" | "shortlists:read" | "shortlists:write" | "orders:read" | "orders:write" | "company:read" | "dashboard:read" | "members:read" | "members:write")[];
                        expiresAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                prefix: string;
                                scopes: ("products:read" | "products:write" | "suppliers:read" | "suppliers:write" | "uploads:read" | "uploads:write" | "shortlists:read" | "shortlists:write" | "orders:read" | "orders:write" | "company:read" | "dashboard:read" | "members:read" | "members:write")[];
                                expiresAt: string | null;
                                /** Format: date-time */
                                created: string;
                                createdBy: string;
                                lastUsedAt: string | null;
                                lastUsedAddress: string | null;
                                revokedAt: string | null;
                                key: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ApiKey/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key: refused from the next request on, on every instance */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                prefix: string;
                                scopes: ("products:read" | "products:write" | "suppliers:read" | "suppliers:write" | "uploads:read" | "uploads:write" | "shortlists:read" | "shortlists:write" | "orders:read" | "orders:write" | "company:read" | "dashboard:read" | "members:read" | "members:write")[];
                                expiresAt: string | null;
                                /** Format: date-time */
                                created: string;
                                createdBy: string;
                                lastUsedAt: string | null;
                                lastUsedAddress: string | null;
                                revokedAt: string | null;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Identity/Members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's members, a page at a time (stytch.member search) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                members: {
                                    memberId: string;
                                    emailAddress: string;
                                    name: string;
                                    status: string;
                                    roles: string[];
                                    /** Format: date-time */
                                    created: string;
                                }[];
                                total: number;
                                nextCursor: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add an active member (stytch.member create; roles need update.settings.roles) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        emailAddress: string;
                        name?: string;
                        roles?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                memberId: string;
                                emailAddress: string;
                                name: string;
                                status: string;
                                roles: string[];
                                /** Format: date-time */
                                created: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Identity/Members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member: status deleted, sessions revoked (stytch.member delete) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                memberId: string;
                                emailAddress: string;
                                name: string;
                                status: string;
                                roles: string[];
                                /** Format: date-time */
                                created: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a member's name or roles (per-field identity permissions) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        roles?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                memberId: string;
                                emailAddress: string;
                                name: string;
                                status: string;
                                roles: string[];
                                /** Format: date-time */
                                created: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/AuditLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's audit log, newest first: filter by member, action, entity and date; format=csv downloads it */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    memberId?: string;
                    action?: string;
                    entity?: "supplier" | "category" | "product" | "shortlist" | "shortlist_item" | "purchase_order" | "purchase_order_item" | "upload" | "settings" | "company" | "organization" | "member" | "sso_connection" | "scim_connection";
                    entityId?: string;
                    from?: string;
                    to?: string;
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                id: number;
                                /** Format: date-time */
                                at: string;
                                memberId: string | null;
                                member: string | null;
                                impersonatorId: string | null;
                                impersonatorEmail: string | null;
                                apiKeyId: string | null;
                                address: string | null;
                                action: string;
                                entity: string;
                                entityId: string | null;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                after: {
                                    [key: string]: unknown;
                                } | null;
                            }[];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AuditLog.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's audit log as CSV (the same filters), streamed */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    memberId?: string;
                    action?: string;
                    entity?: "supplier" | "category" | "product" | "shortlist" | "shortlist_item" | "purchase_order" | "purchase_order_item" | "upload" | "settings" | "company" | "organization" | "member" | "sso_connection" | "scim_connection";
                    entityId?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["WebhookEndpoint"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add an endpoint: the answer holds its signing secret (whsec_…), shown this once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        /** @default  */
                        description?: string;
                        eventTypes: ("upload.finished" | "refresh.finished" | "purchase_order.status_changed" | "alert.fired" | "member.created" | "member.updated" | "member.deleted" | "session.created" | "session.revoked" | "organization.updated" | "sso_connection.created" | "sso_connection.updated" | "sso_connection.deleted" | "scim_connection.created" | "scim_connection.updated" | "scim_connection.deleted" | "scim_group.created" | "scim_group.updated" | "scim_group.deleted" | "subscription.changed")[];
                        /** @default true */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                description: string;
                                eventTypes: ("upload.finished" | "refresh.finished" | "purchase_order.status_changed" | "alert.fired" | "member.created" | "member.updated" | "member.deleted" | "session.created" | "session.revoked" | "organization.updated" | "sso_connection.created" | "sso_connection.updated" | "sso_connection.deleted" | "scim_connection.created" | "scim_connection.updated" | "scim_connection.deleted" | "scim_group.created" | "scim_group.updated" | "scim_group.deleted" | "subscription.changed")[];
                                enabled: boolean;
                                disabledReason: string | null;
                                consecutiveFailures: number;
                                previousSecretUntil: string | null;
                                /** Format: date-time */
                                created: string;
                                createdBy: string;
                                secret: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhook/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an endpoint (URL, description, event types, on or off) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: string;
                        description?: string;
                        eventTypes?: ("upload.finished" | "refresh.finished" | "purchase_order.status_changed" | "alert.fired" | "member.created" | "member.updated" | "member.deleted" | "session.created" | "session.revoked" | "organization.updated" | "sso_connection.created" | "sso_connection.updated" | "sso_connection.deleted" | "scim_connection.created" | "scim_connection.updated" | "scim_connection.deleted" | "scim_group.created" | "scim_group.updated" | "scim_group.deleted" | "subscription.changed")[];
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["WebhookEndpoint"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an endpoint and its log */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["WebhookEndpoint"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhook/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret (shown once); the old one keeps signing beside it for the overlap window */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                description: string;
                                eventTypes: ("upload.finished" | "refresh.finished" | "purchase_order.status_changed" | "alert.fired" | "member.created" | "member.updated" | "member.deleted" | "session.created" | "session.revoked" | "organization.updated" | "sso_connection.created" | "sso_connection.updated" | "sso_connection.deleted" | "scim_connection.created" | "scim_connection.updated" | "scim_connection.deleted" | "scim_group.created" | "scim_group.updated" | "scim_group.deleted" | "subscription.changed")[];
                                enabled: boolean;
                                disabledReason: string | null;
                                consecutiveFailures: number;
                                previousSecretUntil: string | null;
                                /** Format: date-time */
                                created: string;
                                createdBy: string;
                                secret: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhook/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's delivery log, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                endpointId: string;
                                eventId: string;
                                eventType: string;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                attempts: number;
                                responseStatus: number | null;
                                responseExcerpt: string | null;
                                latencyMs: number | null;
                                nextAttemptAt: string | null;
                                lastAttemptAt: string | null;
                                /** Format: date-time */
                                created: string;
                            }[];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhook/{id}/deliveries/{deliveryId}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every attempt of one delivery, oldest first (the log's detail) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    deliveryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                attempt: number;
                                /** @enum {string} */
                                outcome: "succeeded" | "failed";
                                responseStatus: number | null;
                                responseExcerpt: string | null;
                                latencyMs: number;
                                /** Format: date-time */
                                at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhook/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (same webhook-id, so receivers can tell) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    deliveryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                endpointId: string;
                                eventId: string;
                                eventType: string;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                attempts: number;
                                responseStatus: number | null;
                                responseExcerpt: string | null;
                                latencyMs: number | null;
                                nextAttemptAt: string | null;
                                lastAttemptAt: string | null;
                                /** Format: date-time */
                                created: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webhook/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event to this endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                deliveryIds: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dashboard/first-steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which of a new company's first steps it has taken (supplier, price list, shortlist, purchase order) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                supplier: boolean;
                                priceList: boolean;
                                shortlist: boolean;
                                purchaseOrder: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dashboard/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each member's lookups, uploads, proposals and approvals per day (owners and buyers) */
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                days: string[];
                                timeZone: string;
                                members: {
                                    memberId: string;
                                    member: string | null;
                                    totals: {
                                        lookups: number;
                                        uploads: number;
                                        proposals: number;
                                        approvals: number;
                                    };
                                    daily: {
                                        lookups: number[];
                                        uploads: number[];
                                        proposals: number[];
                                        approvals: number[];
                                    };
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dashboard/team/lookups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's lookup history, newest first, with the figures each analysis gave (owners and buyers) */
        get: {
            parameters: {
                query: {
                    memberId: string;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                versionId: string;
                                productId: string;
                                asin: string;
                                title: string | null;
                                marketplace: string;
                                /** Format: date-time */
                                at: string;
                                buyBox: number | null;
                                profit: number | null;
                                roi: number | null;
                            }[];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Billing/Invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's invoices, newest first (the last 100) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                id: string;
                                /** @enum {string} */
                                status: "paid" | "open" | "void" | "draft" | "uncollectible";
                                amount: number;
                                currency: string;
                                line: string;
                                /** Format: date-time */
                                created: string;
                                paidAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Billing/Invoices/{invoiceId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the company’s invoices as a PDF: the company, the line billed, amount and currency, paid date */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Checkout/GetCheckoutSessionUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A checkout at the provider for a plan and period */
        get: {
            parameters: {
                query: {
                    plan: "AstroExtension" | "OAPro" | "WSUltimate" | "Enterprise";
                    period?: "Month" | "Year";
                    trialEnabled?: boolean | ("true" | "false");
                    referralCode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                url: string;
                                sessionId: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/GetSubscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's subscriptions, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Subscription"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/GetCurrentSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscription that sets the plan (null: none yet) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Subscription"] | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/GetPaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved cards (brand, last four, expiry) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                id: string;
                                brand: string;
                                last4: string;
                                expMonth: number;
                                expYear: number;
                                isDefault: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/GetNextInvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next invoice (null: nothing will be charged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                nextPaymentAttempt: string | null;
                                amount: number;
                                trialEndDate: string | null;
                                currentPeriodEndDate: string | null;
                                /** @enum {string} */
                                planCode: "Undefined" | "AstroExtension" | "OAPro" | "WSUltimate" | "Enterprise";
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AccountManagement/get-next-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next invoice (null: nothing will be charged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                nextPaymentAttempt: string | null;
                                amount: number;
                                trialEndDate: string | null;
                                currentPeriodEndDate: string | null;
                                /** @enum {string} */
                                planCode: "Undefined" | "AstroExtension" | "OAPro" | "WSUltimate" | "Enterprise";
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/CancelSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel now or at the end of the paid period; data is kept */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subscriptionId: string;
                        cancelImmediately: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Subscription"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/CancelTrial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a trial: upgrade (pay now) or cancel it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subscriptionId: string;
                        upgrade: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Subscription"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/UpgradeTrial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the trial now and pay the first period */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subscriptionId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Subscription"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AccountManagement/upgrade-trial-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** End the trial now and pay the first period */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Subscription"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Customer/ResumeSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back a cancellation at period end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subscriptionId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Subscription"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AccountManagement/customer-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's customer portal (null before the first checkout) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                portalUrl: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Stripe/GetCustomerPortal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's customer portal (null before the first checkout) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                portalUrl: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Stripe/GetCustomerId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's customer id at the payment provider */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                customerId: string | null;
                                /** @enum {string} */
                                provider: "local" | "stripe";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Stripe/GetPaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's cards (only the caller's own customer) */
        get: {
            parameters: {
                query: {
                    customerId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                id: string;
                                brand: string;
                                last4: string;
                                expMonth: number;
                                expYear: number;
                                isDefault: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Stripe/GetSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's current subscription (only the caller's own customer) */
        get: {
            parameters: {
                query: {
                    customerId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Subscription"] | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UserAccount/admin-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller is a platform admin */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                isAdmin: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Checkout/Plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan catalog: prices (cents, monthly and yearly), features and limits */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** @enum {string} */
                                planCode: "AstroExtension" | "OAPro" | "WSUltimate" | "Enterprise";
                                planName: string;
                                planFeatures: {
                                    code: string;
                                    name: string;
                                }[];
                                planLimits: {
                                    limitName: string;
                                    maxValue: number;
                                }[];
                                monthlyPrice: number;
                                yearlyPrice: number;
                                /** @enum {string} */
                                currency: "usd";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UserAccount/PlanDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan with its features, limits and usage */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PlanDetails"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UserAccount/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan with its features, limits and usage */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PlanDetails"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Marketplace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The marketplaces ShelfScope analyses for: code, name, domain, currency, locale, VAT */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** @enum {string} */
                                code: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
                                name: string;
                                country: string;
                                domain: string;
                                keepaDomain: number;
                                /** @enum {string} */
                                region: "NA" | "EU" | "FE";
                                currency: string;
                                locale: string;
                                vatApplies: boolean;
                                taxName: string | null;
                                metric: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExtensionSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue the browser extension a session of its own for the caller's member */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        extensionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                sessionToken: string;
                                sessionJwt: string;
                                expiresAt: string;
                                publicToken: string;
                                sessionDurationMinutes: number;
                                memberEmail: string;
                                organizationName: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UserSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's settings (defaults on first read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserSettings"];
                        };
                    };
                };
            };
        };
        /** Replace the member's settings */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        theme: number;
                        measurementSystem: number;
                        inboundFees: number;
                        roiPercentage: number;
                        competitionMargin: number;
                        defaultPreparationCost: number;
                        applyDefaultPreparationCostWhenZero: boolean;
                        scoreThresholds: {
                            amazon: components["schemas"]["ScoreThresholdInput"];
                            bsr: components["schemas"]["ScoreThresholdInput"];
                            offers: components["schemas"]["ScoreThresholdInput"];
                            breakEven: components["schemas"]["ScoreThresholdInput"];
                            profit: components["schemas"]["ScoreThresholdInput"];
                            salesEstimate: components["schemas"]["ScoreThresholdInput"];
                            myShare30: components["schemas"]["ScoreThresholdInput"];
                            roi: components["schemas"]["ScoreThresholdInput"];
                            margin: components["schemas"]["ScoreThresholdInput"];
                        };
                        defaultColumns?: ("image" | "asin" | "title" | "brand" | "model" | "manufacturer" | "partNumber" | "parentAsin" | "category" | "supplierUPC" | "itemNumber" | "supplierDescription" | "cost" | "preparationCost" | "quantityPack" | "comment" | "rating" | "shortlistNames" | "override" | "hasAlert" | "alertThreatLevel" | "isHazmat" | "isMeltable" | "hasBuyBox" | "isVariation" | "isBrandSeller" | "isAmazonSeller" | "buyBoxIsAmazon" | "buyBoxIsFba" | "buyBoxIsFbm" | "totalGoodsCost" | "selectedBuyBoxValue" | "referralFeePercentage" | "referralFee" | "inboundFees" | "fbaFeesTotal" | "fulfillmentFee" | "profitLoss" | "margin" | "roi" | "targetROI" | "competition" | "breakEven" | "marginScore" | "roiScore" | "astroScore" | "breakEvenStrengthScore" | "salesEstimateScore" | "profitLossScore" | "myShare30" | "myShare30Score" | "amazonInStockScore30" | "amazonInStockScore90" | "amazonInStockScore180" | "amazonInStockScore365" | "salesEstimate" | "variantSalesEstimate" | "boughtInThePastMonth" | "astroBsr" | "bsrCurrent" | "bsrAvg30" | "bsrAvg90" | "bsrAvg180" | "salesRankDrops30" | "salesRankDrops90" | "salesRankDrops180" | "salesRankDrops365" | "outOfStock30" | "outOfStock90" | "outOfStock180" | "outOfStock365" | "amazonLowest" | "amazonHighest" | "amazonCurrent" | "amazonAvg30" | "amazonAvg90" | "amazonAvg180" | "buyBoxLowest" | "buyBoxHighest" | "buyBoxCurrent" | "buyBoxAvg" | "buyBoxAvg30" | "buyBoxAvg90" | "buyBoxAvg180" | "newFbaLowest" | "newFbmLowest" | "highestBuyBoxEligiblePrice" | "fbaOffersCount" | "fbmOffersCount" | "buyBoxSellerName" | "packageQuantity" | "variants" | "reviewsCount" | "ratingsCount" | "amazonAvailability" | "updated" | "priceExVat" | "vatOnSale" | "vatOnCost" | "vatOnFees" | "storageFee" | "fulfilment" | "eligibility" | "fbaFulfillable")[];
                        /** @enum {string} */
                        defaultFulfilment?: "FBA" | "FBM";
                        fbmShippingPerUnit?: number;
                        fbmShippingTable?: {
                            upToGrams: number;
                            cost: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserSettings"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UserSettings/default-columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the product grid's default columns */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        columns: ("image" | "asin" | "title" | "brand" | "model" | "manufacturer" | "partNumber" | "parentAsin" | "category" | "supplierUPC" | "itemNumber" | "supplierDescription" | "cost" | "preparationCost" | "quantityPack" | "comment" | "rating" | "shortlistNames" | "override" | "hasAlert" | "alertThreatLevel" | "isHazmat" | "isMeltable" | "hasBuyBox" | "isVariation" | "isBrandSeller" | "isAmazonSeller" | "buyBoxIsAmazon" | "buyBoxIsFba" | "buyBoxIsFbm" | "totalGoodsCost" | "selectedBuyBoxValue" | "referralFeePercentage" | "referralFee" | "inboundFees" | "fbaFeesTotal" | "fulfillmentFee" | "profitLoss" | "margin" | "roi" | "targetROI" | "competition" | "breakEven" | "marginScore" | "roiScore" | "astroScore" | "breakEvenStrengthScore" | "salesEstimateScore" | "profitLossScore" | "myShare30" | "myShare30Score" | "amazonInStockScore30" | "amazonInStockScore90" | "amazonInStockScore180" | "amazonInStockScore365" | "salesEstimate" | "variantSalesEstimate" | "boughtInThePastMonth" | "astroBsr" | "bsrCurrent" | "bsrAvg30" | "bsrAvg90" | "bsrAvg180" | "salesRankDrops30" | "salesRankDrops90" | "salesRankDrops180" | "salesRankDrops365" | "outOfStock30" | "outOfStock90" | "outOfStock180" | "outOfStock365" | "amazonLowest" | "amazonHighest" | "amazonCurrent" | "amazonAvg30" | "amazonAvg90" | "amazonAvg180" | "buyBoxLowest" | "buyBoxHighest" | "buyBoxCurrent" | "buyBoxAvg" | "buyBoxAvg30" | "buyBoxAvg90" | "buyBoxAvg180" | "newFbaLowest" | "newFbmLowest" | "highestBuyBoxEligiblePrice" | "fbaOffersCount" | "fbmOffersCount" | "buyBoxSellerName" | "packageQuantity" | "variants" | "reviewsCount" | "ratingsCount" | "amazonAvailability" | "updated" | "priceExVat" | "vatOnSale" | "vatOnCost" | "vatOnFees" | "storageFee" | "fulfilment" | "eligibility" | "fbaFulfillable")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserSettings"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Company/settings-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's default thresholds, target ROI and columns, and whether VAs are held to them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                roiPercentage: number;
                                scoreThresholds: {
                                    amazon: components["schemas"]["ScoreThreshold"];
                                    bsr: components["schemas"]["ScoreThreshold"];
                                    offers: components["schemas"]["ScoreThreshold"];
                                    breakEven: components["schemas"]["ScoreThreshold"];
                                    profit: components["schemas"]["ScoreThreshold"];
                                    salesEstimate: components["schemas"]["ScoreThreshold"];
                                    myShare30: components["schemas"]["ScoreThreshold"];
                                    roi: components["schemas"]["ScoreThreshold"];
                                    margin: components["schemas"]["ScoreThreshold"];
                                };
                                defaultColumns: string[];
                                isLocked: boolean;
                                isSet: boolean;
                            };
                        };
                    };
                };
            };
        };
        /** Set the company's default settings profile for new members, and lock it for VAs (owners) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roiPercentage: number;
                        scoreThresholds: {
                            amazon: components["schemas"]["ScoreThresholdInput"];
                            bsr: components["schemas"]["ScoreThresholdInput"];
                            offers: components["schemas"]["ScoreThresholdInput"];
                            breakEven: components["schemas"]["ScoreThresholdInput"];
                            profit: components["schemas"]["ScoreThresholdInput"];
                            salesEstimate: components["schemas"]["ScoreThresholdInput"];
                            myShare30: components["schemas"]["ScoreThresholdInput"];
                            roi: components["schemas"]["ScoreThresholdInput"];
                            margin: components["schemas"]["ScoreThresholdInput"];
                        };
                        defaultColumns: ("image" | "asin" | "title" | "brand" | "model" | "manufacturer" | "partNumber" | "parentAsin" | "category" | "supplierUPC" | "itemNumber" | "supplierDescription" | "cost" | "preparationCost" | "quantityPack" | "comment" | "rating" | "shortlistNames" | "override" | "hasAlert" | "alertThreatLevel" | "isHazmat" | "isMeltable" | "hasBuyBox" | "isVariation" | "isBrandSeller" | "isAmazonSeller" | "buyBoxIsAmazon" | "buyBoxIsFba" | "buyBoxIsFbm" | "totalGoodsCost" | "selectedBuyBoxValue" | "referralFeePercentage" | "referralFee" | "inboundFees" | "fbaFeesTotal" | "fulfillmentFee" | "profitLoss" | "margin" | "roi" | "targetROI" | "competition" | "breakEven" | "marginScore" | "roiScore" | "astroScore" | "breakEvenStrengthScore" | "salesEstimateScore" | "profitLossScore" | "myShare30" | "myShare30Score" | "amazonInStockScore30" | "amazonInStockScore90" | "amazonInStockScore180" | "amazonInStockScore365" | "salesEstimate" | "variantSalesEstimate" | "boughtInThePastMonth" | "astroBsr" | "bsrCurrent" | "bsrAvg30" | "bsrAvg90" | "bsrAvg180" | "salesRankDrops30" | "salesRankDrops90" | "salesRankDrops180" | "salesRankDrops365" | "outOfStock30" | "outOfStock90" | "outOfStock180" | "outOfStock365" | "amazonLowest" | "amazonHighest" | "amazonCurrent" | "amazonAvg30" | "amazonAvg90" | "amazonAvg180" | "buyBoxLowest" | "buyBoxHighest" | "buyBoxCurrent" | "buyBoxAvg" | "buyBoxAvg30" | "buyBoxAvg90" | "buyBoxAvg180" | "newFbaLowest" | "newFbmLowest" | "highestBuyBoxEligiblePrice" | "fbaOffersCount" | "fbmOffersCount" | "buyBoxSellerName" | "packageQuantity" | "variants" | "reviewsCount" | "ratingsCount" | "amazonAvailability" | "updated" | "priceExVat" | "vatOnSale" | "vatOnCost" | "vatOnFees" | "storageFee" | "fulfilment" | "eligibility" | "fbaFulfillable")[];
                        isLocked: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                roiPercentage: number;
                                scoreThresholds: {
                                    amazon: components["schemas"]["ScoreThreshold"];
                                    bsr: components["schemas"]["ScoreThreshold"];
                                    offers: components["schemas"]["ScoreThreshold"];
                                    breakEven: components["schemas"]["ScoreThreshold"];
                                    profit: components["schemas"]["ScoreThreshold"];
                                    salesEstimate: components["schemas"]["ScoreThreshold"];
                                    myShare30: components["schemas"]["ScoreThreshold"];
                                    roi: components["schemas"]["ScoreThreshold"];
                                    margin: components["schemas"]["ScoreThreshold"];
                                };
                                defaultColumns: string[];
                                isLocked: boolean;
                                isSet: boolean;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UserFilters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's filter named `name` (404 if none), or all of the member's filters */
        get: {
            parameters: {
                query?: {
                    name?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserFilter"] | components["schemas"]["UserFilter"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Save a filter under a new name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        filter: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserFilter"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UserFilters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a filter or change its expression */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        filter?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserFilter"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a filter (soft) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserFilter"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UserResources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's resources, optionally of one type */
        get: {
            parameters: {
                query?: {
                    resourceType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserResource"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a resource */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: string;
                        resourceType: number;
                        name?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserResource"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UserResources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a resource (soft) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["UserResource"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories by name, a page at a time, each with its number of suppliers */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Category"][];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a category (409 duplicate_name when the name is taken) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Category"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Category/slim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category, id and name only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a category */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Category"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a category (soft); its suppliers leave it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Category"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Category/{categoryId}/assign/{supplierId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a supplier in a category (again is harmless); answers the supplier */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: string;
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Category/{categoryId}/unassign/{supplierId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Take a supplier out of a category (if in it); answers the supplier */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: string;
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Supplier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suppliers by name, a page at a time; `categories` keeps those in any of the given categories */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    categories?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"][];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        /** Update a supplier: the fields sent are set (null clears); categoriesIds replaces its categories; a new marketplace, currency or VAT setting analyses its products again in the background */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        phone?: string | null;
                        email?: string | null;
                        address?: string | null;
                        number?: string | null;
                        city?: string | null;
                        state?: string | null;
                        zipCode?: string | null;
                        /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                        marketplace?: string;
                        currency?: string | null;
                        costsIncludeVat?: boolean;
                        categoriesIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        /** Create a supplier (409 duplicate_name when the name is taken, 409 plan_limit_reached at the plan limit) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone?: string | null;
                        email?: string | null;
                        address?: string | null;
                        number?: string | null;
                        city?: string | null;
                        state?: string | null;
                        zipCode?: string | null;
                        /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                        marketplace?: string;
                        currency?: string | null;
                        costsIncludeVat?: boolean;
                        categoriesIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Supplier/slim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every supplier, id and name only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                marketplace?: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
                                currency?: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Supplier/override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the supplier-wide buy-box override (-1..5; 5 needs overrideCustomValue) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        supplierId?: string;
                        id?: string;
                        override: number;
                        overrideCustomValue?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Supplier/{supplierId}/slim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One supplier, id and name only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                marketplace?: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
                                currency?: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Supplier/{supplierId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One supplier */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a supplier (soft); it leaves its categories */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Supplier/{supplierId}/name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the supplier's name */
        patch: {
            parameters: {
                query: {
                    name: string;
                };
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/Supplier/{supplierId}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the supplier's email (empty clears it) */
        patch: {
            parameters: {
                query: {
                    email: string | "";
                };
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/Supplier/{supplierId}/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the supplier's phone (empty clears it) */
        patch: {
            parameters: {
                query: {
                    phone: string | "";
                };
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/Supplier/{supplierId}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the supplier's address (empty clears it) */
        patch: {
            parameters: {
                query: {
                    address: string;
                };
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/SupplierSearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search suppliers by name, city, state and category; answers a list (at most `limit`, default 100) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        city?: string;
                        state?: string;
                        category?: string;
                        /** @default 100 */
                        limit?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Supplier"][];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplier's products (without supplierId, the first supplier's by name): search (ASIN, title, brand, UPC, item number), filter, order, page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    supplierId?: string;
                    search?: string;
                    filter?: string;
                    order?: string;
                    descending?: "true" | "false";
                    after?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"][];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a product to a supplier by ASIN (identifierType 0) or UPC/EAN/ISBN (1); several matches answer the candidates */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        supplierId: string;
                        identifier: string;
                        identifierType: 0 | 1;
                        asin?: string;
                        cost?: number | null;
                        preparationCost?: number | null;
                        quantityPack?: number | null;
                        supplierUPC?: string | null;
                        itemNumber?: string | null;
                        supplierDescription?: string | null;
                        supplierUrl?: string | null;
                        supplierImageUrl?: string | null;
                        comment?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                product: components["schemas"]["Product"] | null;
                                candidates: {
                                    asin: string;
                                    productName: string;
                                    countryAndRegion: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplier's products as the list shows them on every page (search, filter, order), as CSV or XLSX of the given columns; streamed */
        get: {
            parameters: {
                query: {
                    supplierId: string;
                    search?: string;
                    filter?: string;
                    order?: string;
                    descending?: "true" | "false";
                    columns?: string;
                    format?: "csv" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several products (soft) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        fetchStockLevels?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                count: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete (soft) every product of a supplier's list as searched and filtered */
        delete: {
            parameters: {
                query: {
                    search?: string;
                    filter?: string;
                    supplierId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                count: number;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its offers, sellers and stock */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ProductDetail"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/{productId}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's offers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Offer"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/{productId}/variations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's variations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                asin: string;
                                title: string | null;
                                images: string[];
                                attributes: {
                                    dimension: string;
                                    value: string;
                                }[];
                                offersCount: number | null;
                                stock: number | null;
                                buyBoxCurrent: number | null;
                                buyBoxAvg90: number | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/{productId}/graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's price history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ProductGraph"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/{productId}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refresh the market data of one product (fetchStockLevels reads stock too) */
        get: {
            parameters: {
                query?: {
                    fetchStockLevels?: "true" | "false";
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a product's cost inputs and supplier fields (fields sent are set; null clears) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: string;
                        cost?: number | null;
                        preparationCost?: number | null;
                        quantityPack?: number | null;
                        supplierUPC?: string | null;
                        itemNumber?: string | null;
                        supplierDescription?: string | null;
                        supplierUrl?: string | null;
                        supplierImageUrl?: string | null;
                        comment?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a product (soft) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{productId}/buybox-override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product buy-box override (-1..5; 5 needs buyBoxOverrideCustomValue) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: string;
                        override: number;
                        buyBoxOverrideCustomValue?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's cost (the value in the query; profit is recomputed) */
        patch: {
            parameters: {
                query: {
                    cost: number | null;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/preparationCost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's preparationCost (the value in the query; profit is recomputed) */
        patch: {
            parameters: {
                query: {
                    preparationCost: number | null;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/quantityPack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's quantityPack (the value in the query; profit is recomputed) */
        patch: {
            parameters: {
                query: {
                    quantityPack: number | null;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/supplierDescription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's supplierDescription (the value in the query) */
        patch: {
            parameters: {
                query: {
                    supplierDescription: string;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/supplierUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's supplierUrl (the value in the query) */
        patch: {
            parameters: {
                query: {
                    supplierUrl: string;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/supplierImageUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's supplierImageUrl (the value in the query) */
        patch: {
            parameters: {
                query: {
                    supplierImageUrl: string;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/itemNumber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's itemNumber (the value in the query) */
        patch: {
            parameters: {
                query: {
                    itemNumber: string;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/upc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's upc (the value in the query) */
        patch: {
            parameters: {
                query: {
                    upc: string;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's comment (the value in the query) */
        patch: {
            parameters: {
                query: {
                    comment: string;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/fulfilment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's fulfilment (the value in the query; profit is recomputed) */
        patch: {
            parameters: {
                query: {
                    fulfilment: ("FBA" | "FBM") | null;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/product/{productId}/monthsInStock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the product's monthsInStock (the value in the query; profit is recomputed) */
        patch: {
            parameters: {
                query: {
                    monthsInStock: number | null;
                };
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/QuickView": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quick view: search, filter, order, page (as the product list) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    filter?: string;
                    order?: string;
                    descending?: "true" | "false";
                    after?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"][];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Analyse an ASIN or code in the quick view; several matches answer the candidates */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        identifier: string;
                        identifierType?: 0 | 1;
                        asin?: string;
                        cost?: number | null;
                        preparationCost?: number | null;
                        quantityPack?: number | null;
                        /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                        marketplace?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                product: components["schemas"]["Product"] | null;
                                candidates: {
                                    asin: string;
                                    productName: string;
                                    countryAndRegion: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        /** Empty the quick view (soft delete) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                count: number;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One quick-view item with offers, sellers and stock */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ProductDetail"];
                        };
                    };
                };
            };
        };
        /** Update its cost inputs (analysed again) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: string;
                        cost?: number | null;
                        preparationCost?: number | null;
                        quantityPack?: number | null;
                        supplierUPC?: string | null;
                        itemNumber?: string | null;
                        supplierDescription?: string | null;
                        supplierUrl?: string | null;
                        supplierImageUrl?: string | null;
                        comment?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove it (soft) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its price history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ProductGraph"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its offers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Offer"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/variations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its variations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                asin: string;
                                title: string | null;
                                images: string[];
                                attributes: {
                                    dimension: string;
                                    value: string;
                                }[];
                                offersCount: number | null;
                                stock: number | null;
                                buyBoxCurrent: number | null;
                                buyBoxAvg90: number | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/buybox-override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Its buy-box override */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: string;
                        override: number;
                        buyBoxOverrideCustomValue?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refresh its market data */
        get: {
            parameters: {
                query?: {
                    fetchStockLevels?: "true" | "false";
                };
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its cost (the value in the query; analysed again) */
        patch: {
            parameters: {
                query: {
                    cost: number | null;
                };
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/preparationCost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its preparationCost (the value in the query; analysed again) */
        patch: {
            parameters: {
                query: {
                    preparationCost: number | null;
                };
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/quantityPack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its quantityPack (the value in the query; analysed again) */
        patch: {
            parameters: {
                query: {
                    quantityPack: number | null;
                };
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/fulfilment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its fulfilment (the value in the query; analysed again) */
        patch: {
            parameters: {
                query: {
                    fulfilment: ("FBA" | "FBM") | null;
                };
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/QuickView/{quickViewItemId}/monthsInStock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its monthsInStock (the value in the query; analysed again) */
        patch: {
            parameters: {
                query: {
                    monthsInStock: number | null;
                };
                header?: never;
                path: {
                    quickViewItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/BrowserExtension/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The marketplace products behind a UPC, EAN or ISBN (nothing is added) */
        get: {
            parameters: {
                query: {
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                asin: string;
                                productName: string;
                                countryAndRegion: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/BrowserExtension/{asin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ASIN's analysis on the marketplace (served while fresh, fetched when not) */
        get: {
            parameters: {
                query?: {
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                };
                header?: never;
                path: {
                    asin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/BrowserExtension/{asin}/graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its price history */
        get: {
            parameters: {
                query?: {
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                };
                header?: never;
                path: {
                    asin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ProductGraph"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/BrowserExtension/{asin}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its offers as last read */
        get: {
            parameters: {
                query?: {
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                };
                header?: never;
                path: {
                    asin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Offer"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/BrowserExtension/{asin}/offers-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read its offers again now, with stock levels */
        get: {
            parameters: {
                query?: {
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                };
                header?: never;
                path: {
                    asin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Offer"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/BrowserExtension/{asin}/variations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its variations */
        get: {
            parameters: {
                query?: {
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                };
                header?: never;
                path: {
                    asin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                asin: string;
                                title: string | null;
                                images: string[];
                                attributes: {
                                    dimension: string;
                                    value: string;
                                }[];
                                offersCount: number | null;
                                stock: number | null;
                                buyBoxCurrent: number | null;
                                buyBoxAvg90: number | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/BrowserExtension/{asin}/override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its buy-box override (query buyBoxOverride -1..5, customValue for 5) */
        patch: {
            parameters: {
                query: {
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                    buyBoxOverride: number;
                    customValue?: number;
                };
                header?: never;
                path: {
                    asin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/BrowserExtension/{asin}/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its cost (query cost; analysed again) */
        patch: {
            parameters: {
                query: {
                    cost: number | null;
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                };
                header?: never;
                path: {
                    asin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/BrowserExtension/{asin}/preparation-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its preparationCost (query preparationCost; analysed again) */
        patch: {
            parameters: {
                query: {
                    preparationCost: number | null;
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                };
                header?: never;
                path: {
                    asin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/BrowserExtension/{asin}/quantity-pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its quantityPack (query quantityPack; analysed again) */
        patch: {
            parameters: {
                query: {
                    quantityPack: number | null;
                    /** @description A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP */
                    marketplace?: string;
                };
                header?: never;
                path: {
                    asin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Product"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/Shortlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every shortlist with its totals */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Shortlist"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a shortlist for a supplier's products */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        supplierId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Shortlist"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/slim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every shortlist: id, name, supplier */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** Format: uuid */
                                supplierId: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shortlist with its items and totals */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                companyId: string;
                                /** Format: date-time */
                                created: string;
                                createdBy: string | null;
                                modified: string | null;
                                modifiedBy: string | null;
                                deleted: boolean;
                                deletedBy: string | null;
                                name: string;
                                /** Format: uuid */
                                supplierId: string;
                                supplierName: string;
                                override: number;
                                overrideCustomValue: number | null;
                                overrideMode: number;
                                targetStock: number | null;
                                shortlistItemsCount: number;
                                asins: number;
                                asinUnits: number;
                                supplierUnits: number;
                                totalQuantity: number;
                                prep: number;
                                totalGoodsCost: number;
                                extras: number;
                                goodsExtrasSum: number;
                                revenue: number;
                                buyBoxCurrent: number;
                                amazonFees: number;
                                vatOnFees?: number;
                                vatReclaimed?: number;
                                profit: number;
                                margin: number | null;
                                roi: number | null;
                                netReturn: number;
                                currency?: string;
                                byCurrency?: {
                                    currency: string;
                                    prep: number;
                                    totalGoodsCost: number;
                                    extras: number;
                                    goodsExtrasSum: number;
                                    revenue: number;
                                    buyBoxCurrent: number;
                                    amazonFees: number;
                                    vatOnFees?: number;
                                    vatReclaimed?: number;
                                    profit: number;
                                    margin: number | null;
                                    roi: number | null;
                                    netReturn: number;
                                }[];
                                proposalsCount: number;
                                shortlistItems: components["schemas"]["ShortlistItem"][];
                            };
                        };
                    };
                };
            };
        };
        /** Rename a shortlist */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Shortlist"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a shortlist and its items (soft) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Shortlist"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shortlist with its totals, without items */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Shortlist"];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/slim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shortlist: id, name, supplier */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** Format: uuid */
                                supplierId: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a shortlist (name in the query) */
        patch: {
            parameters: {
                query: {
                    name: string;
                };
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Shortlist"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the shortlist buy-box override (0..3, 5 or -1) and mode (-1 off, 0 fills in, 1 applies to every item) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: string;
                        buyBoxOverride: -1 | 0 | 1 | 2 | 3 | 5;
                        buyBoxOverrideMode: -1 | 0 | 1;
                        customValue?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Shortlist"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/target-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the target stock (listing units to hold at Amazon of each product; null clears it) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        targetStock: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Shortlist"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/fill-from-target-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set every item's quantity to the gap between the target stock and what the seller holds at Amazon */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                filled: number;
                                atTarget: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product (quantity adds up when it is there already); a VA's addition is a proposal */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId: string;
                        quantity?: number;
                        comment?: string | null;
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ShortlistItem"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its items: search, filter (the product filter language), orderBy (a product field), page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    filter?: string;
                    orderBy?: string;
                    descending?: "true" | "false";
                };
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ShortlistItem"][];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its items with their figures (search, filter, orderBy as the list), as CSV or XLSX; streamed */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    filter?: string;
                    orderBy?: string;
                    descending?: "true" | "false";
                    format?: "csv" | "xlsx";
                };
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/items/slim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its items, slim */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    search?: string;
                    filter?: string;
                    orderBy?: string;
                    descending?: "true" | "false";
                };
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                productId: string;
                                asin: string;
                                title: string | null;
                                quantity: number;
                            }[];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/item/{shortlistItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item with its figures */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                    shortlistItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ShortlistItem"];
                        };
                    };
                };
            };
        };
        /** Update its quantity and comment */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                    shortlistItemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity?: number;
                        comment?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ShortlistItem"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove it (soft) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                    shortlistItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ShortlistItem"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/item/{shortlistItemId}/slim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item, slim */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                    shortlistItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                productId: string;
                                asin: string;
                                title: string | null;
                                quantity: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/item/{shortlistItemId}/override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the item's own buy-box override (-1..5) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                    shortlistItemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        override: number;
                        overrideCustomValue?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ShortlistItem"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/item/{shortlistItemId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its comment (comments in the query; empty clears) */
        patch: {
            parameters: {
                query?: {
                    comments?: string;
                };
                header?: never;
                path: {
                    shortlistId: string;
                    shortlistItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ShortlistItem"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/item/{shortlistItemId}/quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set its quantity (listing units, in the query) */
        patch: {
            parameters: {
                query: {
                    quantity: number;
                };
                header?: never;
                path: {
                    shortlistId: string;
                    shortlistItemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["ShortlistItem"];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/item/{shortlistItemId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject one proposal, with a comment (buyers); the proposer is notified */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                    shortlistItemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        comment?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                decided: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject every waiting proposal of the shortlist, or those named (buyers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        comment?: string | null;
                        itemIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                decided: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Company/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Whether a VA's shortlist additions wait for a buyer's approval (owners) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        approvalsRequired: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Company"];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders, newest first, a page at a time */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PurchaseOrder"][];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a draft order for a supplier; with shortlistId, its lines come from the shortlist */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        supplierId: string;
                        invoiceNumber?: string | null;
                        placementDate?: (string) | null;
                        shortlistId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PurchaseOrder"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrder/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order with its items */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                companyId: string;
                                /** Format: date-time */
                                created: string;
                                createdBy: string | null;
                                modified: string | null;
                                modifiedBy: string | null;
                                deleted: boolean;
                                deletedBy: string | null;
                                /** Format: uuid */
                                supplierId: string;
                                supplierName: string;
                                supplierPhone: string | null;
                                supplierEmail: string | null;
                                supplierAddress: string | null;
                                orderNumber: string | null;
                                buyerName: string | null;
                                buyerAddress: string | null;
                                buyerPhone: string | null;
                                buyerEmail: string | null;
                                buyerTaxId: string | null;
                                shipTo: string | null;
                                paymentTerms: string | null;
                                notes: string | null;
                                invoiceNumber: string | null;
                                placementDate: string | null;
                                status: number;
                                statusName: string;
                                shortlistId: string | null;
                                itemsCount: number;
                                totalUnits: number;
                                totalCost: number;
                                followsProfile: ("buyerName" | "buyerAddress" | "buyerPhone" | "buyerEmail" | "buyerTaxId" | "shipTo" | "paymentTerms")[];
                                purchaseOrderItems: components["schemas"]["PurchaseOrderItem"][];
                            };
                        };
                    };
                };
            };
        };
        /** Set the invoice number and placement date, or move the status (draft > placed > confirmed > shipped > received; cancelled) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invoiceNumber?: string | null;
                        placementDate?: (string) | null;
                        buyerName?: string | null;
                        buyerAddress?: string | null;
                        buyerPhone?: string | null;
                        buyerEmail?: string | null;
                        buyerTaxId?: string | null;
                        shipTo?: string | null;
                        paymentTerms?: string | null;
                        notes?: string | null;
                        status?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PurchaseOrder"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an order and its items (soft) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PurchaseOrder"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrder/{orderId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order as a file to send: CSV, XLSX or PDF (records the download for the dashboard) */
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx" | "pdf";
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrder/{orderId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its items */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PurchaseOrderItem"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a line (a product of the order's supplier, or a free line); drafts only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId?: string;
                        title?: string | null;
                        asin?: string | null;
                        cost?: number | null;
                        preparationCost?: number | null;
                        upc?: string | null;
                        itemNumber?: string | null;
                        comment?: string | null;
                        quantityPack?: number;
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PurchaseOrderItem"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrder/{orderId}/items/slim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its items, slim */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                asin: string | null;
                                title: string | null;
                                quantity: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrder/{orderId}/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PurchaseOrderItem"];
                        };
                    };
                };
            };
        };
        /** Update its quantity, comment or cost; drafts only */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity?: number;
                        comment?: string | null;
                        cost?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PurchaseOrderItem"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove it (soft); drafts only */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["PurchaseOrderItem"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrder/{orderId}/items/{id}/slim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item, slim */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                asin: string | null;
                                title: string | null;
                                quantity: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a supplier price list (multipart: file = CSV or XLSX, supplierId, optional mapping JSON); answers at once, the rows are processed in the background */
        post: {
            parameters: {
                query?: {
                    supplierId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                status: "queued" | "parsing" | "matching" | "done" | "stopped" | "failed";
                                queuePosition: number | null;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/bulk/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What an upload of this price list would read, before it starts (multipart: file, optional mapping JSON): the header row, the column of each field and the first five rows */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                headerRow: number | null;
                                firstRowIsData: boolean;
                                looksHeaderless: boolean;
                                headers: string[];
                                columns: {
                                    [key: string]: string;
                                };
                                rows: {
                                    row: number;
                                    cells: string[];
                                }[];
                                problem: string | null;
                                encoding: ("utf-8" | "utf-16le" | "utf-16be" | "windows-1252" | "iso-8859-1") | null;
                                detectedEncoding: ("utf-8" | "utf-16le" | "utf-16be" | "windows-1252" | "iso-8859-1") | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's uploads, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    supplierId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                supplierId: string;
                                fileName: string;
                                /** @enum {string} */
                                format: "csv" | "xlsx";
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "queued" | "parsing" | "matching" | "done" | "stopped" | "failed";
                                queuePosition: number | null;
                                message: string | null;
                                columns: {
                                    [key: string]: string;
                                } | null;
                                rowsTotal: number | null;
                                rowsRead: number;
                                processed: number;
                                matched: number;
                                unmatched: number;
                                candidates: number;
                                merged: number;
                                failed: number;
                                created: string;
                                finished: string | null;
                                changes?: {
                                    previousUploadId: string | null;
                                    previousFileName: string | null;
                                    counts: {
                                        new: number;
                                        dropped: number;
                                        cheaper: number;
                                        dearer: number;
                                        packChanged: number;
                                        codeChanged: number;
                                        itemNumberChanged: number;
                                        nowProfitable: number;
                                        noLongerProfitable: number;
                                    };
                                    unchanged: number;
                                    line: string | null;
                                } | null;
                            }[];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Upload/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An upload's status, progress and one page of its row report (status filters the report) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    status?: "pending" | "matched" | "updated" | "unmatched" | "candidates" | "merged" | "failed" | "skipped";
                };
                header?: never;
                path: {
                    uploadId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                supplierId: string;
                                fileName: string;
                                /** @enum {string} */
                                format: "csv" | "xlsx";
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "queued" | "parsing" | "matching" | "done" | "stopped" | "failed";
                                queuePosition: number | null;
                                message: string | null;
                                columns: {
                                    [key: string]: string;
                                } | null;
                                rowsTotal: number | null;
                                rowsRead: number;
                                processed: number;
                                matched: number;
                                unmatched: number;
                                candidates: number;
                                merged: number;
                                failed: number;
                                created: string;
                                finished: string | null;
                                changes?: {
                                    previousUploadId: string | null;
                                    previousFileName: string | null;
                                    counts: {
                                        new: number;
                                        dropped: number;
                                        cheaper: number;
                                        dearer: number;
                                        packChanged: number;
                                        codeChanged: number;
                                        itemNumberChanged: number;
                                        nowProfitable: number;
                                        noLongerProfitable: number;
                                    };
                                    unchanged: number;
                                    line: string | null;
                                } | null;
                                report: {
                                    row: number;
                                    /** @enum {string} */
                                    status: "pending" | "matched" | "updated" | "unmatched" | "candidates" | "merged" | "failed" | "skipped";
                                    original: string | null;
                                    identifier: string | null;
                                    asin: string | null;
                                    unitCost: number | null;
                                    packSize: number | null;
                                    packCost: number | null;
                                    itemNumber: string | null;
                                    productId: string | null;
                                    candidates: string[];
                                    reason: string | null;
                                    fbaFulfillable: number | null;
                                    fbaInbound: number | null;
                                }[];
                                reportTotal: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Upload/{uploadId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The upload's row report as CSV or XLSX (every row: its outcome and the reason); streamed */
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                };
                header?: never;
                path: {
                    uploadId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Upload/{uploadId}/report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The upload's row report as CSV or XLSX (every row: its outcome and the reason); streamed */
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                };
                header?: never;
                path: {
                    uploadId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Upload/{uploadId}/rows/{row}/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products a "several matches" row's code matches, for the member to choose one: image, buy box, units in the listing, profit and ROI at the row's pack and cost */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uploadId: string;
                    row: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                asin: string;
                                productName: string;
                                countryAndRegion: string;
                                image: string | null;
                                buyBox: number | null;
                                packageQuantity: number;
                                samePack: boolean;
                                profitLoss: number | null;
                                roi: number | null;
                                best: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Upload/{uploadId}/rows/{row}/choice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the product a "several matches" row means: it is added to the supplier with the row's pack, cost, item number and notes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uploadId: string;
                    row: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        asin: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                row: number;
                                /** @enum {string} */
                                status: "pending" | "matched" | "updated" | "unmatched" | "candidates" | "merged" | "failed" | "skipped";
                                original: string | null;
                                identifier: string | null;
                                asin: string | null;
                                unitCost: number | null;
                                packSize: number | null;
                                packCost: number | null;
                                itemNumber: string | null;
                                productId: string | null;
                                candidates: string[];
                                reason: string | null;
                                fbaFulfillable: number | null;
                                fbaInbound: number | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Upload/{uploadId}/best-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pick the best match for every "several matches" row of the upload: the match with the row's pack size, then the highest ROI; rows with no match of that pack are left. One transaction */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uploadId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                picked: number;
                                left: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Upload/{uploadId}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changed since the supplier's previous price list: new and dropped items, cost up or down, pack, code and item number changes, products now or no longer profitable; one kind or all, in file order */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    kind?: "new" | "dropped" | "cheaper" | "dearer" | "packChanged" | "codeChanged" | "itemNumberChanged" | "nowProfitable" | "noLongerProfitable";
                };
                header?: never;
                path: {
                    uploadId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                kinds: ("new" | "dropped" | "cheaper" | "dearer" | "packChanged" | "codeChanged" | "itemNumberChanged" | "nowProfitable" | "noLongerProfitable")[];
                                row: number | null;
                                previousRow: number | null;
                                identifier: string | null;
                                previousIdentifier: string | null;
                                itemNumber: string | null;
                                previousItemNumber: string | null;
                                asin: string | null;
                                productId: string | null;
                                title: string | null;
                                packSize: number | null;
                                previousPackSize: number | null;
                                packCost: number | null;
                                previousPackCost: number | null;
                                packCostChange: number | null;
                                packCostChangePercent: number | null;
                                unitCost: number | null;
                                previousUnitCost: number | null;
                                unitCostChange: number | null;
                                unitCostChangePercent: number | null;
                                profit: number | null;
                                previousProfit: number | null;
                                roi: number | null;
                                previousRoi: number | null;
                            }[];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Refresh the market data of several products (ids; fetchStockLevels) in the background; count = products queued (ids that are not the company’s are ignored) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        fetchStockLevels?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                count: number;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Supplier/{supplierId}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refresh the market data of all the supplier's products in the background (queued = products to refresh) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                queued: number;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Shortlist/{shortlistId}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refresh the market data of all the shortlist's products in the background (queued = products to refresh) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shortlistId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                queued: number;
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's notifications, newest first (unread=true keeps the unread ones) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    unread?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "upload.progress" | "upload.finished" | "refresh.started" | "refresh.finished" | "limit.reached" | "alert.fired" | "shortlist.decision";
                                title: string;
                                message: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                read: boolean;
                                created: string;
                            }[];
                            page: number;
                            pageSize: number;
                            totalItems: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications the member has not read */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                count: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one notification read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    notificationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "upload.progress" | "upload.finished" | "refresh.started" | "refresh.finished" | "limit.reached" | "alert.fired" | "shortlist.decision";
                                title: string;
                                message: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                read: boolean;
                                created: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark all the member's notifications read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                count: number;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/stream-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A short-lived ticket for GET /api/Notification/stream?ticket=… (EventSource sends no bearer header) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                ticket: string;
                                expiresAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AlertRule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's alert rules and the company's shared ones */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["AlertRule"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an alert rule on a product, a supplier, a shortlist or a saved filter */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        productId?: string | null;
                        supplierId?: string | null;
                        shortlistId?: string | null;
                        userFilterId?: string | null;
                        condition: string;
                        channels: ("app" | "email" | "push")[];
                        shared?: boolean;
                        /** @enum {string} */
                        emailMode?: "instant" | "digest";
                        digestHour?: number;
                        digestTimeZone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["AlertRule"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AlertRule/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One alert rule */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["AlertRule"];
                        };
                    };
                };
            };
        };
        /** Change an alert rule (its author only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        productId?: string | null;
                        supplierId?: string | null;
                        shortlistId?: string | null;
                        userFilterId?: string | null;
                        condition?: string;
                        channels?: ("app" | "email" | "push")[];
                        shared?: boolean;
                        /** @enum {string} */
                        emailMode?: "instant" | "digest";
                        digestHour?: number;
                        digestTimeZone?: string;
                        snoozedUntil?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["AlertRule"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an alert rule (soft; its author only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["AlertRule"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AlertRule/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How often a rule would have fired over the stored readings of the last days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId?: string | null;
                        supplierId?: string | null;
                        shortlistId?: string | null;
                        userFilterId?: string | null;
                        condition: string;
                        days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                days: number;
                                fired: number;
                                products: number;
                                readings: number;
                                firings: {
                                    /** Format: uuid */
                                    productId: string;
                                    asin: string;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Alert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alerts of the last 90 days, newest first */
        get: {
            parameters: {
                query?: {
                    unread?: string;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                items: components["schemas"]["Alert"][];
                                totalItems: number;
                                unread: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Alert/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an alert read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Alert"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Alert/{id}/snooze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Snooze the alert's rule for some hours */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hours: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Alert"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Alert/{id}/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mute the alert's product: no more alerts of it reach you */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Alert"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AlertPush/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key for web push (null: push is off on this server) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                publicKey: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AlertPush/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save this browser's push subscription for the member */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        endpoint: string;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                subscribed: boolean;
                            };
                        };
                    };
                };
            };
        };
        /** Forget this browser's push subscription */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                subscribed: boolean;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's watches (a product's alone with productId) */
        get: {
            parameters: {
                query?: {
                    productId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Watch"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Watch a product, a supplier, a shortlist or a saved filter */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId?: string | null;
                        supplierId?: string | null;
                        shortlistId?: string | null;
                        userFilterId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Watch"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Watch/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop watching */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: components["schemas"]["Watch"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SellerAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the company is connected to its Amazon seller account (seller id, region, marketplaces, when) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                connected: boolean;
                                /** @enum {string} */
                                mode: "amazon" | "simulated";
                                accounts: {
                                    /** @enum {string} */
                                    region: "NA" | "EU" | "FE";
                                    sellerId: string;
                                    marketplaces: ("US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP")[];
                                    storeName: string | null;
                                    simulated: boolean;
                                    /** Format: date-time */
                                    connectedAt: string;
                                    inventoryReadAt: string | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SellerAccount/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start connecting a region's seller account: the consent page to open (organization admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        region: "NA" | "EU" | "FE";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                url: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SellerAccount/{region}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect a region's seller account (organization admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    region: "NA" | "EU" | "FE";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                disconnected: boolean;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SellerAccount/Eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the seller may list a product (marketplace, condition): Amazon reasons and approval link */
        get: {
            parameters: {
                query: {
                    asin: string;
                    marketplace?: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
                    condition?: "new_new" | "new_open_box" | "new_oem" | "refurbished_refurbished" | "used_like_new" | "used_very_good" | "used_good" | "used_acceptable" | "collectible_like_new" | "collectible_very_good" | "collectible_good" | "collectible_acceptable" | "club_club";
                    refresh?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                connected: boolean;
                                message: string | null;
                                result: {
                                    asin: string;
                                    /** @enum {string} */
                                    marketplace: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
                                    /** @enum {string} */
                                    condition: "new_new" | "new_open_box" | "new_oem" | "refurbished_refurbished" | "used_like_new" | "used_very_good" | "used_good" | "used_acceptable" | "collectible_like_new" | "collectible_very_good" | "collectible_good" | "collectible_acceptable" | "club_club";
                                    /** @enum {string} */
                                    eligibility: "allowed" | "approval_required" | "not_eligible" | "unknown";
                                    reasons: {
                                        message: string;
                                        reasonCode: string | null;
                                        approvalUrl: string | null;
                                    }[];
                                    approvalUrl: string | null;
                                    eligibilityCheckedAt: string | null;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SellerAccount/FeeEstimates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Amazon's fee estimate (getMyFeesEstimates) beside ShelfScope's fees, at each product's selected price */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                connected: boolean;
                                message: string | null;
                                results: {
                                    productId: string;
                                    asin: string;
                                    /** @enum {string} */
                                    marketplace: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
                                    currency: string;
                                    price: number | null;
                                    amazon: {
                                        total: number;
                                        referralFee: number;
                                        fulfillmentFee: number;
                                        otherFees: number;
                                        fees: {
                                            type: string;
                                            amount: number;
                                        }[];
                                        estimatedAt: string;
                                    } | null;
                                    amazonError: string | null;
                                    ours: {
                                        total: number | null;
                                        referralFee: number | null;
                                        fulfillmentFee: number | null;
                                        otherFees: number | null;
                                    };
                                    difference: number | null;
                                    threshold: number;
                                    highlighted: boolean;
                                    feeTable: {
                                        title: string;
                                        effectiveFrom: string;
                                        urls: string[];
                                    };
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Upload/{uploadId}/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An upload's eligibility checks: how many wait, are allowed, need approval, are restricted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uploadId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                total: number;
                                checked: number;
                                allowed: number;
                                approvalRequired: number;
                                notEligible: number;
                                unknown: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a browser error (public; rate-limited per address and session; tokens and emails removed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        source: "web" | "widget" | "extension";
                        /** @enum {string} */
                        kind: "error" | "unhandledrejection" | "render";
                        message: string;
                        stack?: string;
                        url?: string;
                        release?: string;
                        userAgent?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: components["schemas"]["ApiError"][] | null;
                            details: string | null;
                            hasErrors: boolean;
                            data: {
                                /** @enum {boolean} */
                                received: true;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/market/images/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A simulated marketplace product's picture (SVG, or PNG with a size suffix; public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ScoreThresholdInput: {
            veryWeak: number;
            poor: number;
            moderate: number;
            good: number;
        };
        IdentityMember: {
            organization_id: string;
            member_id: string;
            email_address: string;
            email_address_verified: boolean;
            status: string;
            name: string;
            trusted_metadata: {
                [key: string]: unknown;
            };
            untrusted_metadata: {
                [key: string]: unknown;
            };
            is_breakglass: boolean;
            is_admin: boolean;
            is_locked: boolean;
            member_password_id: string;
            mfa_enrolled: boolean;
            mfa_phone_number: string;
            mfa_phone_number_verified: boolean;
            totp_registration_id: string;
            default_mfa_method: string;
            sso_registrations: ({
                connection_id: string;
                external_id: string;
                registration_id: string;
                sso_attributes: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            })[];
            oauth_registrations: ({
                member_oauth_registration_id: string;
                provider_type: string;
                provider_subject: string;
                profile_picture_url: string;
                locale: string;
            } & {
                [key: string]: unknown;
            })[];
            retired_email_addresses: {
                email_id: string;
                email_address: string;
            }[];
            scim_registration: ({
                connection_id: string;
                registration_id: string;
                external_id: string;
                scim_attributes: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            }) | null;
            external_id: string;
            roles: {
                role_id: string;
                sources: {
                    type: string;
                    details: {
                        [key: string]: unknown;
                    };
                }[];
            }[];
            /** @description ISO 8601 timestamp */
            created_at: string;
            /** @description ISO 8601 timestamp */
            updated_at: string;
        } & {
            [key: string]: unknown;
        };
        IdentityOrganization: {
            organization_id: string;
            organization_name: string;
            organization_slug: string;
            organization_logo_url: string;
            organization_external_id: string;
            trusted_metadata: {
                [key: string]: unknown;
            };
            email_allowed_domains: string[];
            email_jit_provisioning: string;
            email_invites: string;
            auth_methods: string;
            allowed_auth_methods: string[];
            mfa_policy: string;
            mfa_methods: string;
            allowed_mfa_methods: string[];
            sso_default_connection_id: string | null;
            sso_jit_provisioning: string;
            sso_jit_provisioning_allowed_connections: string[];
            sso_active_connections: ({
                connection_id: string;
                display_name: string;
                identity_provider: string;
            } & {
                [key: string]: unknown;
            })[];
            scim_active_connection: ({
                connection_id: string;
                display_name: string;
                bearer_token_last_four: string;
                bearer_token_expires_at: string;
            } & {
                [key: string]: unknown;
            }) | null;
            oauth_tenant_jit_provisioning: string;
            allowed_oauth_tenants: {
                [key: string]: string[];
            };
            rbac_email_implicit_role_assignments: unknown[];
            claimed_email_domains: string[];
            /** @description ISO 8601 timestamp */
            created_at: string;
            /** @description ISO 8601 timestamp */
            updated_at: string;
        } & {
            [key: string]: unknown;
        };
        IdentityMemberSession: {
            member_session_id: string;
            member_id: string;
            organization_id: string;
            organization_slug: string;
            /** @description ISO 8601 timestamp */
            started_at: string;
            /** @description ISO 8601 timestamp */
            last_accessed_at: string;
            /** @description ISO 8601 timestamp */
            expires_at: string;
            authentication_factors: components["schemas"]["IdentityAuthFactor"][];
            custom_claims: {
                [key: string]: unknown;
            };
            roles: string[];
        } & {
            [key: string]: unknown;
        };
        IdentityAuthFactor: {
            /** @enum {string} */
            type: "magic_link" | "email_otp" | "password" | "sso" | "oauth" | "totp" | "sms_otp" | "recovery_code" | "trusted_auth_token" | "access_token_exchange" | "impersonated" | "webauthn";
            delivery_method: string;
            /** @description ISO 8601 timestamp */
            last_authenticated_at: string;
            email_factor?: {
                email_id: string;
                email_address: string;
            };
            trusted_auth_token_factor?: {
                token_id: string;
            };
            impersonated_factor?: {
                impersonator_id: string;
                impersonator_email_address: string;
            };
            phone_number_factor?: {
                phone_id: string;
                phone_number: string;
            };
            authenticator_app_factor?: {
                totp_id: string;
            };
            google_oauth_factor?: {
                id: string;
                provider_subject: string;
                email_id: string;
            };
            microsoft_oauth_factor?: {
                id: string;
                provider_subject: string;
                email_id: string;
            };
            hubspot_oauth_factor?: {
                id: string;
                provider_subject: string;
                email_id: string;
            };
            slack_oauth_factor?: {
                id: string;
                provider_subject: string;
                email_id: string;
            };
            github_oauth_factor?: {
                id: string;
                provider_subject: string;
                email_id: string;
            };
            saml_sso_factor?: {
                id: string;
                provider_id: string;
                external_id: string;
            };
            oidc_sso_factor?: {
                id: string;
                provider_id: string;
                external_id: string;
            };
            webauthn_factor?: {
                webauthn_registration_id: string;
                domain: string;
                user_agent: string;
                user_verified: boolean;
            };
        } & {
            [key: string]: unknown;
        };
        IdentityDiscoveredOrganization: {
            organization: components["schemas"]["IdentityOrganization"];
            membership: {
                type: string;
                details: ({
                    domain?: string;
                    provider?: string;
                    tenant_id?: string;
                } & {
                    [key: string]: unknown;
                }) | null;
                member: components["schemas"]["IdentityMember"] | null;
            } & {
                [key: string]: unknown;
            };
            member_authenticated: boolean;
            primary_required: ({
                allowed_auth_methods: string[];
            } & {
                [key: string]: unknown;
            }) | null;
            mfa_required: ({
                member_options: ({
                    mfa_phone_number: string;
                } & {
                    [key: string]: unknown;
                }) | null;
                secondary_auth_initiated: string | null;
            } & {
                [key: string]: unknown;
            }) | null;
        } & {
            [key: string]: unknown;
        };
        ApiError: {
            type: string;
            description: string;
            field?: string;
        };
        Product: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            asin: string;
            parentAsin: string | null;
            title: string | null;
            description: string | null;
            brand: string | null;
            model: string | null;
            manufacturer: string | null;
            partNumber: string | null;
            image: string | null;
            images: string[];
            category: string | null;
            categoryTree: string[];
            features: string[];
            associatedUPCs: string[];
            associatedEANs: string[];
            hazards: {
                aspect: string;
                value: string;
            }[];
            isHazmat: boolean;
            isMeltable: boolean;
            isAdult: boolean;
            isVariation: boolean;
            variants: number;
            productType: number;
            hasBuyBox: boolean;
            buyBoxIsAmazon: boolean;
            buyBoxIsFba: boolean;
            buyBoxIsFbm: boolean;
            buyBoxIsUnqualified: boolean;
            buyBoxSellerId: string | null;
            buyBoxSellerName: string | null;
            buyBoxShipping: number | null;
            isAmazonSeller: boolean;
            isBrandSeller: boolean;
            amazonAvailability: number;
            amazonCurrent: number | null;
            amazonLowest: number | null;
            amazonHighest: number | null;
            amazonAvg30: number | null;
            amazonAvg90: number | null;
            amazonAvg180: number | null;
            buyBoxCurrent: number | null;
            buyBoxLowest: number | null;
            buyBoxHighest: number | null;
            buyBoxAvg: number | null;
            buyBoxAvg30: number | null;
            buyBoxAvg90: number | null;
            buyBoxAvg180: number | null;
            newCurrent: number | null;
            newFbaLowest: number | null;
            newFbmLowest: number | null;
            highestBuyBoxEligiblePrice: number | null;
            listPrice: number | null;
            minimumBuyBoxDomination30: number | null;
            maximumBuyBoxDomination30: number | null;
            minimumBuyBoxDomination90: number | null;
            maximumBuyBoxDomination90: number | null;
            minimumBuyBoxDomination180: number | null;
            maximumBuyBoxDomination180: number | null;
            fbaOffersCount: number;
            fbmOffersCount: number;
            fbaSellersLowestCount: number;
            fbmSellersLowestCount: number;
            fbaSellerLowest: number | null;
            fbaSellerLowestId: string | null;
            fbmSellerLowest: number | null;
            fbmSellerLowestId: string | null;
            bsrCurrent: number | null;
            bsrAvg30: number | null;
            bsrAvg90: number | null;
            bsrAvg180: number | null;
            salesRankDrops30: number | null;
            salesRankDrops90: number | null;
            salesRankDrops180: number | null;
            salesRankDrops365: number | null;
            boughtInThePastMonth: number | null;
            outOfStock30: number | null;
            outOfStock90: number | null;
            outOfStock180: number | null;
            outOfStock365: number | null;
            inStock30: number | null;
            inStock90: number | null;
            inStock180: number | null;
            inStock365: number | null;
            reviewsCount: number | null;
            ratingsCount: number | null;
            rating: number | null;
            itemHeight: number | null;
            itemWidth: number | null;
            itemLength: number | null;
            itemWeight: number | null;
            itemHeightPrecise: number | null;
            itemWidthPrecise: number | null;
            itemLengthPrecise: number | null;
            itemWeightPrecise: number | null;
            itemDimensions: string | null;
            packageHeight: number | null;
            packageWidth: number | null;
            packageLength: number | null;
            packageWeight: number | null;
            packageHeightPrecise: number | null;
            packageWidthPrecise: number | null;
            packageLengthPrecise: number | null;
            packageWeightPrecise: number | null;
            packageDimensions: string | null;
            packageQuantity: number;
            referralFeePercentage: number | null;
            providerFbaFee: number | null;
            updated: string;
            totalGoodsCost: number | null;
            selectedBuyBoxValue: number | null;
            referralFee: number | null;
            inboundFees: number | null;
            fbaFeesTotal: number | null;
            fulfillmentFee: number | null;
            profitLoss: number | null;
            margin: number | null;
            roi: number | null;
            targetROI: number | null;
            maxCost: number | null;
            competition: number | null;
            breakEven: number | null;
            marginScore: number | null;
            roiScore: number | null;
            astroScore: number | null;
            breakEvenStrengthScore: number | null;
            salesEstimateScore: number | null;
            profitLossScore: number | null;
            myShare30: number | null;
            myShare30Score: number | null;
            amazonInStockScore30: number | null;
            amazonInStockScore90: number | null;
            amazonInStockScore180: number | null;
            amazonInStockScore365: number | null;
            salesEstimate: number | null;
            variantSalesEstimate: number | null;
            salesEstimateBasis: {
                method: string;
                inputs: {
                    [key: string]: number | string | null;
                };
            } | null;
            astroBsr: number | null;
            alert: {
                brand: string;
                threatLevel: 100 | 200 | 300;
                reportType: number;
            } | null;
            alertThreatLevel: number | null;
            hasAlert: boolean;
            alertReasons: string[];
            sizeTier: string | null;
            isValid: boolean;
            /** @enum {string} */
            fulfilment?: "FBA" | "FBM";
            storageFee?: number | null;
            monthsInStock?: number | null;
            vatRate?: number | null;
            priceExVat?: number | null;
            vatOnSale?: number | null;
            vatOnCost?: number | null;
            vatOnFees?: number | null;
            vatRegistered?: boolean;
            costsIncludeVat?: boolean;
            exchangeRate?: {
                from: string;
                to: string;
                rate: number;
                day: string;
                source: string;
            } | null;
            settingsExchangeRate?: {
                from: string;
                to: string;
                rate: number;
                day: string;
                source: string;
            } | null;
            fba?: {
                /** @enum {string} */
                fulfilment: "FBA" | "FBM";
                fulfillmentFee: number | null;
                storageFee: number | null;
                feesTotal: number | null;
                profitLoss: number | null;
                roi: number | null;
                margin: number | null;
                maxCost: number | null;
                breakEven: number | null;
            } | null;
            fbm?: {
                /** @enum {string} */
                fulfilment: "FBA" | "FBM";
                fulfillmentFee: number | null;
                storageFee: number | null;
                feesTotal: number | null;
                profitLoss: number | null;
                roi: number | null;
                margin: number | null;
                maxCost: number | null;
                breakEven: number | null;
            } | null;
            supplierId: string | null;
            supplierUPC: string | null;
            itemNumber: string | null;
            supplierDescription: string | null;
            supplierUrl: string | null;
            supplierImageUrl: string | null;
            cost: number | null;
            preparationCost: number | null;
            quantityPack: number;
            comment: string | null;
            shortlistNames: string[];
            override: number;
            overrideCustomValue: number | null;
            upc: string | null;
            /** @enum {string} */
            marketplace?: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
            currency?: string;
            costCurrency?: string;
            ownFulfilment?: ("FBA" | "FBM") | null;
            ownMonthsInStock?: number | null;
            identifier: string;
            identifierType: number;
            /** Format: uuid */
            versionId: string;
            versionCreated: string;
            eligibility?: ("allowed" | "approval_required" | "not_eligible" | "unknown") | null;
            eligibilityCheckedAt?: string | null;
            fbaFulfillable?: number | null;
            fbaInbound?: number | null;
            buyBoxIsBrand?: boolean | null;
            competitorsOutOfStock?: number | null;
        };
        ProductDetail: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            asin: string;
            parentAsin: string | null;
            title: string | null;
            description: string | null;
            brand: string | null;
            model: string | null;
            manufacturer: string | null;
            partNumber: string | null;
            image: string | null;
            images: string[];
            category: string | null;
            categoryTree: string[];
            features: string[];
            associatedUPCs: string[];
            associatedEANs: string[];
            hazards: {
                aspect: string;
                value: string;
            }[];
            isHazmat: boolean;
            isMeltable: boolean;
            isAdult: boolean;
            isVariation: boolean;
            variants: number;
            productType: number;
            hasBuyBox: boolean;
            buyBoxIsAmazon: boolean;
            buyBoxIsFba: boolean;
            buyBoxIsFbm: boolean;
            buyBoxIsUnqualified: boolean;
            buyBoxSellerId: string | null;
            buyBoxSellerName: string | null;
            buyBoxShipping: number | null;
            isAmazonSeller: boolean;
            isBrandSeller: boolean;
            amazonAvailability: number;
            amazonCurrent: number | null;
            amazonLowest: number | null;
            amazonHighest: number | null;
            amazonAvg30: number | null;
            amazonAvg90: number | null;
            amazonAvg180: number | null;
            buyBoxCurrent: number | null;
            buyBoxLowest: number | null;
            buyBoxHighest: number | null;
            buyBoxAvg: number | null;
            buyBoxAvg30: number | null;
            buyBoxAvg90: number | null;
            buyBoxAvg180: number | null;
            newCurrent: number | null;
            newFbaLowest: number | null;
            newFbmLowest: number | null;
            highestBuyBoxEligiblePrice: number | null;
            listPrice: number | null;
            minimumBuyBoxDomination30: number | null;
            maximumBuyBoxDomination30: number | null;
            minimumBuyBoxDomination90: number | null;
            maximumBuyBoxDomination90: number | null;
            minimumBuyBoxDomination180: number | null;
            maximumBuyBoxDomination180: number | null;
            fbaOffersCount: number;
            fbmOffersCount: number;
            fbaSellersLowestCount: number;
            fbmSellersLowestCount: number;
            fbaSellerLowest: number | null;
            fbaSellerLowestId: string | null;
            fbmSellerLowest: number | null;
            fbmSellerLowestId: string | null;
            bsrCurrent: number | null;
            bsrAvg30: number | null;
            bsrAvg90: number | null;
            bsrAvg180: number | null;
            salesRankDrops30: number | null;
            salesRankDrops90: number | null;
            salesRankDrops180: number | null;
            salesRankDrops365: number | null;
            boughtInThePastMonth: number | null;
            outOfStock30: number | null;
            outOfStock90: number | null;
            outOfStock180: number | null;
            outOfStock365: number | null;
            inStock30: number | null;
            inStock90: number | null;
            inStock180: number | null;
            inStock365: number | null;
            reviewsCount: number | null;
            ratingsCount: number | null;
            rating: number | null;
            itemHeight: number | null;
            itemWidth: number | null;
            itemLength: number | null;
            itemWeight: number | null;
            itemHeightPrecise: number | null;
            itemWidthPrecise: number | null;
            itemLengthPrecise: number | null;
            itemWeightPrecise: number | null;
            itemDimensions: string | null;
            packageHeight: number | null;
            packageWidth: number | null;
            packageLength: number | null;
            packageWeight: number | null;
            packageHeightPrecise: number | null;
            packageWidthPrecise: number | null;
            packageLengthPrecise: number | null;
            packageWeightPrecise: number | null;
            packageDimensions: string | null;
            packageQuantity: number;
            referralFeePercentage: number | null;
            providerFbaFee: number | null;
            updated: string;
            totalGoodsCost: number | null;
            selectedBuyBoxValue: number | null;
            referralFee: number | null;
            inboundFees: number | null;
            fbaFeesTotal: number | null;
            fulfillmentFee: number | null;
            profitLoss: number | null;
            margin: number | null;
            roi: number | null;
            targetROI: number | null;
            maxCost: number | null;
            competition: number | null;
            breakEven: number | null;
            marginScore: number | null;
            roiScore: number | null;
            astroScore: number | null;
            breakEvenStrengthScore: number | null;
            salesEstimateScore: number | null;
            profitLossScore: number | null;
            myShare30: number | null;
            myShare30Score: number | null;
            amazonInStockScore30: number | null;
            amazonInStockScore90: number | null;
            amazonInStockScore180: number | null;
            amazonInStockScore365: number | null;
            salesEstimate: number | null;
            variantSalesEstimate: number | null;
            salesEstimateBasis: {
                method: string;
                inputs: {
                    [key: string]: number | string | null;
                };
            } | null;
            astroBsr: number | null;
            alert: {
                brand: string;
                threatLevel: 100 | 200 | 300;
                reportType: number;
            } | null;
            alertThreatLevel: number | null;
            hasAlert: boolean;
            alertReasons: string[];
            sizeTier: string | null;
            isValid: boolean;
            /** @enum {string} */
            fulfilment?: "FBA" | "FBM";
            storageFee?: number | null;
            monthsInStock?: number | null;
            vatRate?: number | null;
            priceExVat?: number | null;
            vatOnSale?: number | null;
            vatOnCost?: number | null;
            vatOnFees?: number | null;
            vatRegistered?: boolean;
            costsIncludeVat?: boolean;
            exchangeRate?: {
                from: string;
                to: string;
                rate: number;
                day: string;
                source: string;
            } | null;
            settingsExchangeRate?: {
                from: string;
                to: string;
                rate: number;
                day: string;
                source: string;
            } | null;
            fba?: {
                /** @enum {string} */
                fulfilment: "FBA" | "FBM";
                fulfillmentFee: number | null;
                storageFee: number | null;
                feesTotal: number | null;
                profitLoss: number | null;
                roi: number | null;
                margin: number | null;
                maxCost: number | null;
                breakEven: number | null;
            } | null;
            fbm?: {
                /** @enum {string} */
                fulfilment: "FBA" | "FBM";
                fulfillmentFee: number | null;
                storageFee: number | null;
                feesTotal: number | null;
                profitLoss: number | null;
                roi: number | null;
                margin: number | null;
                maxCost: number | null;
                breakEven: number | null;
            } | null;
            supplierId: string | null;
            supplierUPC: string | null;
            itemNumber: string | null;
            supplierDescription: string | null;
            supplierUrl: string | null;
            supplierImageUrl: string | null;
            cost: number | null;
            preparationCost: number | null;
            quantityPack: number;
            comment: string | null;
            shortlistNames: string[];
            override: number;
            overrideCustomValue: number | null;
            upc: string | null;
            /** @enum {string} */
            marketplace?: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
            currency?: string;
            costCurrency?: string;
            ownFulfilment?: ("FBA" | "FBM") | null;
            ownMonthsInStock?: number | null;
            identifier: string;
            identifierType: number;
            /** Format: uuid */
            versionId: string;
            versionCreated: string;
            eligibility?: ("allowed" | "approval_required" | "not_eligible" | "unknown") | null;
            eligibilityCheckedAt?: string | null;
            fbaFulfillable?: number | null;
            fbaInbound?: number | null;
            buyBoxIsBrand?: boolean | null;
            competitorsOutOfStock?: number | null;
            offers: components["schemas"]["Offer"][];
            sellersData: {
                sellerId: string;
                sellerName: string | null;
                currentRating: number | null;
                currentRatingCount: number | null;
                ratingsLast30Days: number | null;
            }[];
            stockInfo: {
                sellerId: string;
                stock: number | null;
                deliveryDate: string | null;
                fastestDeliveryDate: string | null;
                isStockUpdated: boolean;
            }[];
        };
        Offer: {
            offerId: string;
            asin: string;
            sellerId: string;
            sellerName: string | null;
            sellerRatingsCount: number | null;
            sellerRating: number | null;
            condition: number;
            conditionComment: string | null;
            price: number | null;
            shippingCost: number | null;
            stock: number | null;
            minimumOrderQuantity: number | null;
            lastSeen: string | null;
            buyBoxWon30: number | null;
            buyBoxWon90: number | null;
            buyBoxWon180: number | null;
            estimatedDeliveryDate: string | null;
            fastestDeliveryDate: string | null;
            isCompetition: boolean;
            isBrandOffer: boolean;
            isPrimeExcl: boolean;
            isAmazon: boolean;
            isScam: boolean;
            isWarehouseDeal: boolean;
            isPreorder: boolean;
            isAddonItem: boolean;
            isShippable: boolean;
            isMAP: boolean;
            isPrime: boolean;
            isFBA: boolean;
            shipsFromChina: boolean;
        };
        ProductGraph: {
            asin: string;
            amazon: components["schemas"]["HistoryPoint"][];
            new: components["schemas"]["HistoryPoint"][];
            used: components["schemas"]["HistoryPoint"][];
            sales: components["schemas"]["HistoryPoint"][];
            listPrice: components["schemas"]["HistoryPoint"][];
            collectible: components["schemas"]["HistoryPoint"][];
            refurbished: components["schemas"]["HistoryPoint"][];
            newFBMShipping: components["schemas"]["HistoryPoint"][];
            lightningDeal: components["schemas"]["HistoryPoint"][];
            warehouse: components["schemas"]["HistoryPoint"][];
            newFBA: components["schemas"]["HistoryPoint"][];
            countNew: components["schemas"]["HistoryPoint"][];
            countUsed: components["schemas"]["HistoryPoint"][];
            countRefurbished: components["schemas"]["HistoryPoint"][];
            countCollectible: components["schemas"]["HistoryPoint"][];
            rating: components["schemas"]["HistoryPoint"][];
            countReviews: components["schemas"]["HistoryPoint"][];
            buyBoxShipping: components["schemas"]["HistoryPoint"][];
            usedNewShipping: components["schemas"]["HistoryPoint"][];
            usedVeryGoodShipping: components["schemas"]["HistoryPoint"][];
            usedGoodShipping: components["schemas"]["HistoryPoint"][];
            usedAcceptableShipping: components["schemas"]["HistoryPoint"][];
            collectibleNewShipping: components["schemas"]["HistoryPoint"][];
            collectibleVeryGoodShipping: components["schemas"]["HistoryPoint"][];
            collectibleGoodShipping: components["schemas"]["HistoryPoint"][];
            collectibleAcceptableShipping: components["schemas"]["HistoryPoint"][];
            refurbishedShipping: components["schemas"]["HistoryPoint"][];
            tradeIn: components["schemas"]["HistoryPoint"][];
            rental: components["schemas"]["HistoryPoint"][];
            buyBoxUsedShipping: components["schemas"]["HistoryPoint"][];
            primeExcl: components["schemas"]["HistoryPoint"][];
            monthlySold: components["schemas"]["HistoryPoint"][];
            buyBoxSellerHistory: {
                seller: string;
                timestamp: string;
            }[];
            /** Format: uuid */
            versionId: string;
            versionCreated: string;
        };
        HistoryPoint: {
            value: number | null;
            extraValue: number | null;
            timestamp: string;
        };
        ShortlistItem: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            /** Format: uuid */
            shortlistId: string;
            /** Format: uuid */
            productId: string;
            product: components["schemas"]["Product"];
            quantity: number;
            comment: string | null;
            override: number;
            overrideCustomValue: number | null;
            selectedBuyBoxValue: number | null;
            quantityBuyingSupplierUnits: number;
            quantityBuyingListingUnits: number;
            quantityBuyingGoods: number;
            quantityBuyingGoodsSupplierCurrency?: number;
            supplierCurrency?: string;
            currency?: string;
            quantityBuyingPrep: number;
            quantityBuyingGoodsPrep: number;
            amazonFeesOnPurchase: number;
            vatOnFeesOnPurchase?: number;
            vatReclaimedOnPurchase?: number;
            revenueOnPurchase: number;
            profitOnPurchase: number;
            netReturn: number;
            /** @enum {string} */
            status: "proposed" | "approved" | "rejected";
            proposedBy: string | null;
            note: string | null;
            decidedBy: string | null;
            decidedAt: string | null;
            decisionComment: string | null;
        };
        Shortlist: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            name: string;
            /** Format: uuid */
            supplierId: string;
            supplierName: string;
            override: number;
            overrideCustomValue: number | null;
            overrideMode: number;
            targetStock: number | null;
            shortlistItemsCount: number;
            asins: number;
            asinUnits: number;
            supplierUnits: number;
            totalQuantity: number;
            prep: number;
            totalGoodsCost: number;
            extras: number;
            goodsExtrasSum: number;
            revenue: number;
            buyBoxCurrent: number;
            amazonFees: number;
            vatOnFees?: number;
            vatReclaimed?: number;
            profit: number;
            margin: number | null;
            roi: number | null;
            netReturn: number;
            currency?: string;
            byCurrency?: {
                currency: string;
                prep: number;
                totalGoodsCost: number;
                extras: number;
                goodsExtrasSum: number;
                revenue: number;
                buyBoxCurrent: number;
                amazonFees: number;
                vatOnFees?: number;
                vatReclaimed?: number;
                profit: number;
                margin: number | null;
                roi: number | null;
                netReturn: number;
            }[];
            proposalsCount: number;
        };
        Supplier: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            name: string;
            state: string | null;
            city: string | null;
            zipCode: string | null;
            address: string | null;
            number: string | null;
            phone: string | null;
            email: string | null;
            override: number;
            overrideCustomValue: number | null;
            productsCount: number;
            astroScore1: number;
            astroScore2: number;
            astroScore3: number;
            astroScore4: number;
            astroScore5: number;
            categoriesIds: string[];
            categories: {
                /** Format: uuid */
                id: string;
                name: string;
            }[];
            /** @enum {string} */
            marketplace: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
            currency: string;
            costsIncludeVat: boolean;
        };
        Category: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            name: string;
            suppliersCount: number;
        };
        PurchaseOrder: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            /** Format: uuid */
            supplierId: string;
            supplierName: string;
            supplierPhone: string | null;
            supplierEmail: string | null;
            supplierAddress: string | null;
            orderNumber: string | null;
            buyerName: string | null;
            buyerAddress: string | null;
            buyerPhone: string | null;
            buyerEmail: string | null;
            buyerTaxId: string | null;
            shipTo: string | null;
            paymentTerms: string | null;
            notes: string | null;
            invoiceNumber: string | null;
            placementDate: string | null;
            status: number;
            statusName: string;
            shortlistId: string | null;
            itemsCount: number;
            totalUnits: number;
            totalCost: number;
            followsProfile: ("buyerName" | "buyerAddress" | "buyerPhone" | "buyerEmail" | "buyerTaxId" | "shipTo" | "paymentTerms")[];
        };
        PurchaseOrderItem: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            /** Format: uuid */
            purchaseOrderId: string;
            productId: string | null;
            asin: string | null;
            title: string | null;
            image: string | null;
            cost: number | null;
            preparationCost: number | null;
            upc: string | null;
            itemNumber: string | null;
            supplierDescription: string | null;
            supplierUrl: string | null;
            supplierImageUrl: string | null;
            comment: string | null;
            quantityPack: number;
            quantity: number;
            unitCost: number | null;
            lineTotal: number;
        };
        AlertRule: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            name: string;
            memberId: string;
            shared: boolean;
            productId: string | null;
            supplierId: string | null;
            shortlistId: string | null;
            userFilterId: string | null;
            condition: string;
            channels: ("app" | "email" | "push")[];
            /** @enum {string} */
            emailMode: "instant" | "digest";
            digestHour: number;
            digestTimeZone: string;
            snoozedUntil: string | null;
        };
        Alert: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            ruleId: string;
            ruleName: string;
            /** Format: uuid */
            productId: string;
            asin: string;
            title: string | null;
            condition: string;
            figures: {
                field: string;
                before: number | string | boolean | null;
                after: number | string | boolean | null;
            }[];
            /** @enum {string} */
            marketplace: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
            currency: string;
            costCurrency: string;
            link: string;
            /** Format: date-time */
            firedAt: string;
            read: boolean;
            muted: boolean;
        };
        Watch: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "product" | "supplier" | "shortlist" | "userFilter";
            productId: string | null;
            supplierId: string | null;
            shortlistId: string | null;
            userFilterId: string | null;
            name: string | null;
            products: number;
            /** Format: date-time */
            created: string;
        };
        Subscription: {
            subscriptionId: string | null;
            /** @enum {string} */
            planType: "Undefined" | "AstroExtension" | "OAPro" | "WSUltimate" | "Enterprise";
            billingFrequency: 0 | 1;
            isFreeTrial: boolean;
            referralCode: string | null;
            metadata: {
                key: string;
                value: string;
            }[];
            amount: number | null;
            cancelledAt: string | null;
            trialEnd: string | null;
            status: ("trialing" | "active" | "past_due" | "canceled" | "incomplete") | null;
            billingCycleDate: string | null;
            currentPeriodEnd: string | null;
            cancelAtPeriodEnd: boolean;
        };
        PlanDetails: {
            /** @enum {string} */
            planCode: "Undefined" | "AstroExtension" | "OAPro" | "WSUltimate" | "Enterprise";
            planName: string;
            planFeatures: {
                code: string;
                name: string;
            }[];
            planLimits: {
                limitName: string;
                maxValue: number;
                currentValue: number;
            }[];
            /** @enum {string} */
            subscriptionStatus: "trialing" | "active" | "past_due" | "canceled" | "none";
            isActive: boolean;
            trialEnd: string | null;
            currentPeriodEnd: string | null;
        };
        UserSettings: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            userId: string;
            theme: number;
            measurementSystem: number;
            inboundFees: number;
            roiPercentage: number;
            competitionMargin: number;
            defaultPreparationCost: number;
            applyDefaultPreparationCostWhenZero: boolean;
            scoreThresholds: {
                amazon: components["schemas"]["ScoreThreshold"];
                bsr: components["schemas"]["ScoreThreshold"];
                offers: components["schemas"]["ScoreThreshold"];
                breakEven: components["schemas"]["ScoreThreshold"];
                profit: components["schemas"]["ScoreThreshold"];
                salesEstimate: components["schemas"]["ScoreThreshold"];
                myShare30: components["schemas"]["ScoreThreshold"];
                roi: components["schemas"]["ScoreThreshold"];
                margin: components["schemas"]["ScoreThreshold"];
            };
            defaultColumns: string[];
            /** @enum {string} */
            defaultFulfilment: "FBA" | "FBM";
            fbmShippingPerUnit: number;
            fbmShippingTable: {
                upToGrams: number;
                cost: number;
            }[];
            /** @enum {string} */
            profileSource: "own" | "company";
            isProfileLocked: boolean;
        };
        ScoreThreshold: {
            veryWeak: number;
            poor: number;
            moderate: number;
            good: number;
        };
        UserFilter: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            userId: string;
            name: string;
            filter: string;
        };
        UserResource: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            userId: string;
            name: string | null;
            resourceType: number;
            value: string;
        };
        Company: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            companyId: string;
            /** Format: date-time */
            created: string;
            createdBy: string | null;
            modified: string | null;
            modifiedBy: string | null;
            deleted: boolean;
            deletedBy: string | null;
            name: string;
            phone: string | null;
            email: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zipCode: string | null;
            taxId: string | null;
            shipTo: string | null;
            defaultTerms: string | null;
            orderNumberPrefix: string;
            nextOrderNumber: string;
            /** @enum {string} */
            defaultMarketplace: "US" | "CA" | "MX" | "UK" | "DE" | "FR" | "IT" | "ES" | "JP";
            vatRegistered: boolean;
            vatNumber: string | null;
            hasDefaultName: boolean;
            canEdit: boolean;
            permissions: string[];
            roles: string[];
            approvalsRequired: boolean;
        };
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            eventTypes: ("upload.finished" | "refresh.finished" | "purchase_order.status_changed" | "alert.fired" | "member.created" | "member.updated" | "member.deleted" | "session.created" | "session.revoked" | "organization.updated" | "sso_connection.created" | "sso_connection.updated" | "sso_connection.deleted" | "scim_connection.created" | "scim_connection.updated" | "scim_connection.deleted" | "scim_group.created" | "scim_group.updated" | "scim_group.deleted" | "subscription.changed")[];
            enabled: boolean;
            disabledReason: string | null;
            consecutiveFailures: number;
            previousSecretUntil: string | null;
            /** Format: date-time */
            created: string;
            createdBy: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
