import { notifications } from '@mantine/notifications';
import { type OIDCConnection, type SAMLConnection, ssoFor } from '@shelfscope/identity-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type IdentityApi, identityErrorMessage, useIdentityApi } from '../../../lib/identity-api';
import { useSession } from '../../../lib/session';
import { TOAST_MS } from '../../../lib/toaster';

/** One row of the connections list, whatever its protocol. */
export type ConnectionRow = {
  connection_id: string;
  display_name: string;
  identity_provider: string;
  status: string;
  kind: 'SAML' | 'OIDC' | 'External';
};

export const ssoConnectionsQueryOptions = (client: Pick<IdentityApi, 'sso'>) =>
  queryOptions({
    queryKey: ['identity', 'sso', 'connections'],
    queryFn: async (): Promise<ConnectionRow[]> => {
      const r = await client.sso.getConnections();
      const row =
        (kind: ConnectionRow['kind']) =>
        (c: { connection_id: string; display_name: string; identity_provider?: string; status?: string }) => ({
          connection_id: c.connection_id,
          display_name: c.display_name,
          identity_provider: c.identity_provider ?? 'generic',
          status: c.status ?? 'active',
          kind,
        });
      return [
        ...(r.saml_connections ?? []).map(row('SAML')),
        ...(r.oidc_connections ?? []).map(row('OIDC')),
        ...(r.external_connections ?? []).map(row('External')),
      ];
    },
  });

export function useSsoConnections() {
  return useQuery(ssoConnectionsQueryOptions(useIdentityApi()));
}

/**
 * How "Test sign-in" leaves the page for the identity provider. One object, so tests can stand in
 * for the browser's navigation (jsdom has none).
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Where SSO comes back to: the sign-in page, which completes the login (the widget's token callback). */
export const ssoReturnUrl = () => `${window.location.origin}/authenticate`;

/** The outcome of a change to the organization's identity settings. */
export const toast = (ok: boolean, message: string) =>
  notifications.show({
    title: ok ? 'Done' : 'Not changed',
    message,
    color: ok ? 'teal' : 'red',
    autoClose: TOAST_MS,
    withCloseButton: true,
  });

/** A change through the identity client; the list is read again, the outcome is a toast. */
function useSsoChange<T, R>(change: (client: IdentityApi, input: T) => Promise<R>, success: (input: T) => string | null) {
  const client = useIdentityApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => change(client, input),
    onSuccess: (_data, input) => {
      const message = success(input);
      if (message) toast(true, message);
      return queryClient.invalidateQueries({ queryKey: ['identity', 'sso'] });
    },
    onError: (error) => toast(false, identityErrorMessage(error)),
  });
}

/** Input of a new OIDC connection. */
export type OidcInput = { display_name: string; issuer: string; client_id: string; client_secret: string };

/** Creates an OIDC connection and sets its IdP settings (two calls, as the API has them). */
export const useCreateOidc = () =>
  useSsoChange(
    async (client, input: OidcInput): Promise<OIDCConnection> => {
      const { connection } = await client.sso.oidc.createConnection({ display_name: input.display_name });
      const updated = await client.sso.oidc.updateConnection({
        connection_id: connection.connection_id,
        issuer: input.issuer,
        client_id: input.client_id,
        client_secret: input.client_secret,
      });
      return updated.connection;
    },
    (input) => `${input.display_name} added.`,
  );

/** A connection made by a provider's guide: SAML or OIDC, named and tagged with the provider. */
export const useCreateGuided = () =>
  useSsoChange(
    async (
      client,
      input: { protocol: 'SAML' | 'OIDC'; display_name: string; identity_provider: string },
    ): Promise<{ kind: 'SAML'; connection: SAMLConnection } | { kind: 'OIDC'; connection: OIDCConnection }> => {
      const params = { display_name: input.display_name, identity_provider: input.identity_provider };
      return input.protocol === 'SAML'
        ? { kind: 'SAML', connection: (await client.sso.saml.createConnection(params)).connection }
        : { kind: 'OIDC', connection: (await client.sso.oidc.createConnection(params)).connection };
    },
    () => null,
  );

/** The IdP side of an OIDC connection: issuer and the client's credentials. */
export const useUpdateOidc = () =>
  useSsoChange(
    async (client, input: { connection_id: string; issuer: string; client_id: string; client_secret: string }) =>
      (await client.sso.oidc.updateConnection(input)).connection,
    () => 'OpenID Connect connection saved.',
  );

/** Creates a SAML connection; its SP entity id and ACS URL are then shown for the IdP. */
export const useCreateSaml = () =>
  useSsoChange(
    async (client, input: { display_name: string }): Promise<SAMLConnection> =>
      (await client.sso.saml.createConnection({ display_name: input.display_name })).connection,
    () => null,
  );

/** The IdP side of a SAML connection: a metadata URL, or entity id, SSO URL and certificate. */
export type SamlIdpInput =
  | { connection_id: string; metadata_url: string }
  | { connection_id: string; idp_entity_id: string; idp_sso_url: string; x509_certificate: string };

export const useConfigureSaml = () =>
  useSsoChange(
    async (client, input: SamlIdpInput) =>
      'metadata_url' in input
        ? (await client.sso.saml.updateConnectionByURL(input)).connection
        : (await client.sso.saml.updateConnection(input)).connection,
    () => 'SAML connection saved.',
  );

export const useDeleteConnection = () =>
  useSsoChange(
    (client, row: ConnectionRow) => client.sso.deleteConnection({ connection_id: row.connection_id }),
    (row) => `${row.display_name} deleted.`,
  );

/** "Test sign-in": starts SSO for the connection; the browser leaves for the identity provider. */
export function useTestSignIn() {
  const { client } = useSession();
  return useMutation({
    mutationFn: (row: ConnectionRow) =>
      ssoFor(client, (url) => pageNavigation.assign(url)).start({
        connection_id: row.connection_id,
        login_redirect_url: ssoReturnUrl(),
        signup_redirect_url: ssoReturnUrl(),
      }),
    onError: (error) => toast(false, identityErrorMessage(error)),
  });
}
