import { Group, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { ReadableFigures } from '../../components/readable-figures';
import { currencyOf, money } from '../../lib/money';
import { useSession } from '../../lib/session';
import { useShortlistScan } from './api/use-shortlist-scan';
import { CameraView } from './camera-view';
import { signalNewCode } from './feedback';
import { ManualEntry } from './manual-entry';
import { ScanCard } from './scan-card';
import { ScansToday } from './scans-today';
import { ShortlistTarget, useShortlistTarget } from './shortlist-target';
import { useCamera } from './use-camera';
import { useScanLoop } from './use-scan-loop';
import { useScanSession } from './use-scan-session';

/**
 * The scanner (issue 47; docs/scanner.md): the camera reads codes one after another, each new
 * one beeps and gets a card with the figures at the shelf price; the list of the day below.
 * Laid out for a phone held upright: camera, card, list, one column.
 */
export default function ScannerPage() {
  const video = useRef<HTMLVideoElement>(null);
  const memberId = useSession().session?.member_id ?? 'signed-out';
  const session = useScanSession();
  const camera = useCamera(video);
  const shortlists = useShortlistTarget(memberId);
  const add = useShortlistScan((code, name) => session.update(code, { shortlistedIn: name }));
  // New scans are costed at the last shelf price typed, as a seller walking one aisle expects.
  const [lastPrice, setLastPrice] = useState<{ value: number; currency: string } | null>(null);
  const nextPrice = lastPrice?.value ?? null;
  const { scan } = session;

  const onCode = useCallback(
    (code: string) => {
      if (scan(code, nextPrice, 'camera')) signalNewCode();
    },
    [scan, nextPrice],
  );
  const decoder = useScanLoop(video, camera.state.status === 'live', onCode);
  const status =
    camera.state.status === 'starting'
      ? 'Starting the camera…'
      : decoder === null
        ? 'Loading the barcode reader…'
        : 'problem' in decoder
          ? `The barcode reader did not start (${decoder.problem}): type the code below.`
          : 'Hold a barcode on the red line';

  const selected = session.selected;
  return (
    <ReadableFigures>
      <Stack gap="sm" maw={560} mx="auto">
        <PageHeader title="Scanner" description="Point the camera at a barcode: EAN, UPC or ISBN." />
        <CameraView video={video} camera={camera.state} onTorch={() => void camera.toggleTorch()} status={status} />
        <ManualEntry onCode={(code) => session.scan(code, nextPrice)} />
        <Group gap="xs" justify="space-between" align="flex-end" wrap="wrap">
          <ShortlistTarget lists={shortlists.lists} target={shortlists.target} onChoose={shortlists.choose} />
          <Text size="xs" c="dimmed" role="status">
            {session.isOnline ? '' : 'Offline: scans wait and are looked up when the connection returns. '}
            {lastPrice === null ? '' : `New scans are costed at ${money(lastPrice.value, lastPrice.currency)}.`}
          </Text>
        </Group>
        {selected ? (
          <ScanCard
            key={`${selected.code}:${selected.price}`}
            entry={selected}
            isFresh={session.isFresh(selected.code)}
            onPrice={(price) => {
              setLastPrice({ value: price, currency: currencyOf(selected.product) });
              void session.lookUp(selected.code, price);
            }}
            onPick={(asin) => void session.lookUp(selected.code, selected.price, asin)}
            onRetry={() => void session.lookUp(selected.code, selected.price)}
            shortlist={
              shortlists.target
                ? {
                    name: shortlists.target.name,
                    onAdd: () => shortlists.target && add.mutate({ entry: selected, shortlist: shortlists.target }),
                    isPending: add.isPending && add.variables?.entry.code === selected.code,
                    error: add.error && add.variables?.entry.code === selected.code ? add.error.message : null,
                  }
                : null
            }
          />
        ) : null}
        <ScansToday entries={session.entries} selectedCode={selected?.code ?? null} onSelect={session.select} />
      </Stack>
    </ReadableFigures>
  );
}
