import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityErrorMessage, useIdentityApi } from '../../../lib/identity-api';
import { TOAST_MS } from '../../../lib/toaster';

const testKey = (connectionId: string) => ['identity', 'sso', 'test', connectionId];

/** While a test waits for the IdP's answer, it is read this often. */
const TEST_POLL_MS = 1500;

/**
 * How the test opens the IdP: a popup opened in the click itself (browsers block one opened
 * later), sent to the IdP once the server has answered. One object, so tests stand in for it.
 */
export const testWindow = {
  open(): Window | null {
    return window.open('about:blank', 'shelfscope-sso-test', 'popup,width=520,height=720');
  },
};

/** Starts a test of a connection and sends the popup to the IdP (or this tab, when popups are blocked). */
export function useStartSsoTest() {
  const api = useIdentityApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ connectionId, popup }: { connectionId: string; popup: Window | null }) => {
      try {
        const started = await api.sso.startTest({ connection_id: connectionId });
        if (popup) popup.location.href = started.redirect_url;
        else window.open(started.redirect_url, '_blank');
        return started.test;
      } catch (error) {
        popup?.close();
        throw error;
      }
    },
    // The pending test is the one shown (and read again) until the IdP answers.
    onSuccess: (test) => queryClient.setQueryData(testKey(test.connection_id), test),
    onError: (error) =>
      notifications.show({ title: 'Not started', message: identityErrorMessage(error), color: 'red', autoClose: TOAST_MS }),
  });
}

/** The connection's latest test, read again while it is pending. */
export function useSsoTest(connectionId: string) {
  const api = useIdentityApi();
  return useQuery({
    queryKey: testKey(connectionId),
    queryFn: async () => (await api.sso.getTest({ connection_id: connectionId })).test,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? TEST_POLL_MS : false),
  });
}
