import { Alert, Button, Group, List, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { LookupRow } from '@shelfscope/contracts';
import { IconBolt } from '@tabler/icons-react';
import { useState } from 'react';
import { CandidateList } from '../../components/product-grid/candidate-list';
import { splitIdentifiers, useAnalyse } from './api/quick-view';

type Pick = { identifier: string; candidates: LookupRow[]; asin: string | null };

/**
 * Paste ASINs or codes and analyse them one after another; codes with several matches wait for
 * the member's pick, failures are listed with the server's reason.
 */
export function AnalyseForm() {
  const analyse = useAnalyse();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [picks, setPicks] = useState<Pick[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const [summary, setSummary] = useState('');

  const run = async () => {
    const ids = splitIdentifiers(text);
    if (ids.length === 0) return;
    setBusy(true);
    setFailures([]);
    const waiting: Pick[] = [];
    const failed: string[] = [];
    let added = 0;
    for (const identifier of ids) {
      try {
        const result = await analyse.mutateAsync({ identifier });
        if (result.product) added += 1;
        else waiting.push({ identifier, candidates: result.candidates, asin: null });
      } catch (error) {
        failed.push(`${identifier}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    setBusy(false);
    setPicks(waiting);
    setFailures(failed);
    setText(failed.map((f) => f.split(':')[0]).join('\n'));
    setSummary(
      [`${added} analysed`, waiting.length ? `${waiting.length} to pick` : '', failed.length ? `${failed.length} failed` : '']
        .filter(Boolean)
        .join(', '),
    );
  };

  const choose = async (pick: Pick) => {
    if (!pick.asin) return;
    try {
      await analyse.mutateAsync({ identifier: pick.identifier, asin: pick.asin });
      setPicks((list) => list.filter((p) => p !== pick));
    } catch (error) {
      setFailures((list) => [...list, `${pick.identifier}: ${error instanceof Error ? error.message : String(error)}`]);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" mb="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Textarea
            label="ASINs or codes"
            description="One per line or comma separated: ASIN, UPC, EAN or ISBN"
            placeholder={'B000000001\n0123456789012'}
            rows={3}
            resize="vertical"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void run();
            }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            style={{ flex: '1 1 320px' }}
          />
          <Button
            type="submit"
            color="teal.9"
            leftSection={<IconBolt size={16} />}
            loading={busy}
            disabled={splitIdentifiers(text).length === 0}
          >
            Analyse
          </Button>
        </Group>
      </form>
      {summary ? (
        <Text size="sm" mt="xs" role="status">
          {summary}.
        </Text>
      ) : null}
      {failures.length > 0 ? (
        <Alert color="red" variant="light" mt="xs" title="Not analysed" role="alert">
          <List size="sm">
            {failures.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Stack gap="sm" mt={picks.length ? 'sm' : 0}>
        {picks.map((pick) => (
          <Paper key={pick.identifier} withBorder p="sm" radius="sm">
            <CandidateList
              label={`${pick.identifier} matches ${pick.candidates.length} products: pick one`}
              candidates={pick.candidates}
              value={pick.asin}
              onChange={(asin) => setPicks((list) => list.map((p) => (p === pick ? { ...p, asin } : p)))}
            />
            <Group justify="flex-end" mt="xs">
              <Button size="xs" variant="default" onClick={() => setPicks((list) => list.filter((p) => p !== pick))}>
                Skip
              </Button>
              <Button
                size="xs"
                color="teal.9"
                disabled={!pick.asin}
                onClick={() => void choose(pick)}
                loading={analyse.isPending}
              >
                Analyse {pick.asin ?? 'the pick'}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
