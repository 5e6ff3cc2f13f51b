import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LookupMarketplace } from '../lib/lookup-marketplace';
import { panelChartScales } from '../panel/price-chart';
import { Shell } from '../panel/shell';
import { SERVER, SESSION, workerHarness } from '../test/harness';
import { OptionsPage } from './options-page';

/** The popup's default kept in memory, as chrome.storage.local keeps it. */
function memoryStore(initial: string | null = null) {
  let stored = initial;
  const store: Pick<LookupMarketplace, 'load' | 'save'> & { stored: () => string | null } = {
    load: async () => (stored === 'UK' || stored === 'DE' ? stored : null),
    save: async (code) => {
      stored = code;
    },
    stored: () => stored,
  };
  return store;
}

// Issue 40, item 28.
describe('a server that cannot be reached', () => {
  it('is said with the way out: change the server in Options, which opens', async () => {
    const worker = workerHarness(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { session: SESSION },
    );
    render(
      <Shell send={worker.send} onSessionChange={worker.onSessionChange}>
        {() => <p>the panel</p>}
      </Shell>,
    );
    // The failed call's toast is an alert too; the shell's message is the one with the way out.
    const said = `ShelfScope is not reachable at ${SERVER}; change the server in Options.`;
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(said));
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    await waitFor(() => expect(worker.opened).toEqual(['options']));
  });
});

describe('the options page', () => {
  it("shows the release the extension's build was stamped with", async () => {
    const worker = workerHarness(() => undefined, { session: SESSION });
    render(
      <OptionsPage
        send={worker.send}
        requestAccess={async () => true}
        lookupMarketplace={memoryStore()}
        health={async () => ({ version: '0.1.0' })}
        version="0.1.0"
        release="v0.1.0-12-g48b73e2-dirty"
      />,
    );
    expect(await screen.findByText('Extension version 0.1.0, release v0.1.0-12-g48b73e2-dirty')).toBeTruthy();
  });

  it('checks the connection, says who is signed in and the version, and checks a new server when saved', async () => {
    const worker = workerHarness(() => undefined, { session: SESSION });
    const checked: string[] = [];
    render(
      <OptionsPage
        send={worker.send}
        requestAccess={async () => true}
        lookupMarketplace={memoryStore()}
        health={async (url) => {
          checked.push(url);
          if (url !== SERVER) throw new Error(`ShelfScope does not answer at ${url}.`);
          return { version: '0.1.0' };
        }}
        version="1.4.2"
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('Connection').textContent).toBe('Connected: ShelfScope 0.1.0 answers.'));
    expect(screen.getByText(/Signed in as ada@example.com \(Harbor Traders\)/)).toBeTruthy();
    expect(screen.getByText('Extension version 1.4.2')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Server URL'), { target: { value: 'https://shelfscope.example.com/app' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Connection').textContent).toBe(
        'Not reachable: ShelfScope does not answer at https://shelfscope.example.com.',
      ),
    );
    expect(checked).toEqual([SERVER, 'https://shelfscope.example.com']);
    // Another server ends the session of the old one.
    expect(screen.getByText(/Not signed in/)).toBeTruthy();
  });
});

describe('the panel’s price chart', () => {
  it('runs the rank the web app’s way up, with ticks that fit the axis', () => {
    const { scales, axes } = panelChartScales({ ink: '#000', grid: { stroke: '#eee', width: 1 } });
    expect(scales?.rank?.dir).toBeUndefined();
    const rank = axes?.find((a) => a.scale === 'rank');
    const values = rank?.values as (u: unknown, ticks: number[]) => string[];
    expect(values(null, [100_000, 250_000, 1_500])).toEqual(['#100K', '#250K', '#1.5K']);
    const price = axes?.find((a) => a.scale === '$')?.values as (u: unknown, ticks: number[]) => string[];
    expect(price(null, [9.5, 50])).toEqual(['$9.50', '$50']);
  });
});

describe('the popup’s default marketplace', () => {
  it('is the company’s until one is picked, and is kept when picked', async () => {
    const worker = workerHarness(() => undefined, { session: SESSION });
    const store = memoryStore();
    render(
      <OptionsPage
        send={worker.send}
        requestAccess={async () => true}
        lookupMarketplace={store}
        health={async () => ({ version: '0.1.0' })}
        version="0.1.0"
      />,
    );
    const select = (await screen.findByLabelText('Marketplace when the tab is not an Amazon storefront')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'UK' } });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(store.stored()).toBe('UK');
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(store.stored()).toBeNull());
  });
});
