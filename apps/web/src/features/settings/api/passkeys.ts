import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeysQueryOptions } from '../../../lib/passkeys';
import { useSession } from '../../../lib/session';

export function usePasskeys() {
  const { client } = useSession();
  return useQuery(passkeysQueryOptions(client));
}

function usePasskeyMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const { client } = useSession();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions(client).queryKey }),
  });
}

/**
 * Registers a passkey on this device: the server's options, the browser's ceremony (the member
 * unlocks the device), then the attestation back to the server under the name given.
 */
export function useAddPasskey() {
  const { client } = useSession();
  return usePasskeyMutation(async (name: string) => {
    const start = await client.webauthn.registerStart();
    const credential = await startRegistration({ optionsJSON: JSON.parse(start.public_key_credential_creation_options) });
    return client.webauthn.register({ public_key_credential: credential, name });
  });
}

export function useRemovePasskey() {
  const { client } = useSession();
  return usePasskeyMutation((id: string) => client.webauthn.remove(id));
}
