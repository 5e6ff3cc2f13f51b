import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { extensionIdOf, useConnectExtension } from './api/connect-extension';

/**
 * /extension/connect: the browser extension signs in here (docs/extension.md). The extension's
 * Sign in button opens this page with its id; the signed-in member confirms, and the page hands
 * the extension a session of its own. No password is ever typed into the extension.
 */
export default function ExtensionConnectPage() {
  const search = useSearch({ strict: false }) as { extensionId?: unknown };
  const extensionId = extensionIdOf(search.extensionId);
  return (
    <Container size="xs" px="lg" py="xl">
      <Stack gap="md">
        <Title order={2}>Connect the browser extension</Title>
        {extensionId ? (
          <Connect extensionId={extensionId} />
        ) : (
          <Alert color="yellow" title="Open this page from the extension">
            Click Sign in in the ShelfScope extension: it opens this page with what it needs.
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function Connect({ extensionId }: { extensionId: string }) {
  const connect = useConnectExtension(extensionId);
  if (connect.isSuccess) {
    return (
      <Alert color="teal" title="The extension is signed in" role="status">
        Signed in as {connect.data.memberEmail} ({connect.data.organizationName}). You can close this tab and open a product page.
      </Alert>
    );
  }
  return (
    <>
      <Text>
        The ShelfScope extension asks to use your account to show profit, fees and scores on marketplace product pages. It gets a
        session of its own, which signing out of the extension ends.
      </Text>
      {connect.error ? (
        <Alert color="red" title="Not connected" role="alert">
          {connect.error.message}
        </Alert>
      ) : null}
      <Button onClick={() => connect.mutate()} loading={connect.isPending}>
        Connect the extension
      </Button>
    </>
  );
}
