import { Alert, Button, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/**
 * The last wall around the app: a render error no route caught shows a way out instead of a
 * blank page. It is reported by the React root's onCaughtError (main.tsx), not here, so an error
 * caught by a route's boundary and one caught here are reported alike, once.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack p="xl" maw={520}>
        <Alert color="red" role="alert" title="Something went wrong">
          The page failed to show. The error was reported; reloading usually helps.
        </Alert>
        <Button onClick={() => window.location.reload()} w="fit-content">
          Reload
        </Button>
      </Stack>
    );
  }
}
