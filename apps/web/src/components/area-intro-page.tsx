import { Paper, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { AREAS } from '../app/areas';
import { PageHeader } from './page-header';

/** The page of an area whose screens are not built yet: what it is for, said plainly. */
export default function AreaIntroPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const area = AREAS.find((a) => a.path === pathname);
  if (!area) return null;
  return (
    <>
      <PageHeader title={area.label} description={area.summary} />
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">This area is not available in this version of ShelfScope yet.</Text>
      </Paper>
    </>
  );
}
