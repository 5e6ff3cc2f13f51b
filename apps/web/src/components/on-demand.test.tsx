import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { useOnDemand } from './on-demand';

type Props = { defaultOpened: boolean };

/** A menu loaded on demand whose code arrives when the test says (`arrive`). */
function deferredMenu() {
  let arrive: () => void = () => {};
  const Loaded: ComponentType<Props> = ({ defaultOpened }) => (
    <button type="button">{defaultOpened ? 'menu open' : 'menu shut'}</button>
  );
  const code = new Promise<{ default: ComponentType<Props> }>((resolve) => {
    arrive = () => resolve({ default: Loaded });
  });
  function Menu() {
    const menu = useOnDemand(() => code);
    if (menu.loaded) return <menu.loaded.Component defaultOpened={menu.loaded.isOpenAtFirst} />;
    return (
      <button type="button" {...menu.trigger}>
        placeholder
      </button>
    );
  }
  return { Menu, arrive: () => act(async () => arrive()) };
}

describe('a part loaded on demand', () => {
  it('opens when its code arrives between the press and the release', async () => {
    const { Menu, arrive } = deferredMenu();
    render(<Menu />);
    const placeholder = screen.getByRole('button', { name: 'placeholder' });
    // The hover starts the load; the press comes before the code, the release after it (on the
    // loaded button, so no click reaches the placeholder).
    fireEvent.pointerEnter(placeholder);
    fireEvent.pointerDown(placeholder);
    await arrive();
    expect(await screen.findByRole('button', { name: 'menu open' })).toBeTruthy();
  });

  it('stays shut when the pointer only passed over it', async () => {
    const { Menu, arrive } = deferredMenu();
    render(<Menu />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'placeholder' }));
    await arrive();
    expect(await screen.findByRole('button', { name: 'menu shut' })).toBeTruthy();
  });

  it('opens on a click or Enter before the code arrives', async () => {
    const { Menu, arrive } = deferredMenu();
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'placeholder' }));
    await arrive();
    expect(await screen.findByRole('button', { name: 'menu open' })).toBeTruthy();
  });
});
