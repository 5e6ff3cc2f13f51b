import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderScreens } from '../../test/screen-api';
import ScannerPage from './scanner-page';
import { cameraProblemOf } from './use-camera';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

/** The browser's camera answering `getUserMedia` with the DOMException named `name`. */
function cameraRefusing(name: string) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.reject(new DOMException('refused', name)) },
  });
}

describe('no camera, told in words', () => {
  it("names getUserMedia's refusals as what the seller can do about them", () => {
    expect(cameraProblemOf(new DOMException('', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('', 'SecurityError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('', 'NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(new DOMException('', 'NotFoundError'))).toBe('no-camera');
    expect(cameraProblemOf(new DOMException('', 'OverconstrainedError'))).toBe('no-camera');
  });

  it('explains a refused permission, not as an error, and leaves typing the code', async () => {
    cameraRefusing('NotAllowedError');
    await renderScreens('/scan', [{ path: '/scan', component: ScannerPage }], (call) =>
      call.path === '/api/Shortlist' ? ok([]) : undefined,
    );
    expect(await screen.findByText('The camera is not allowed')).toBeTruthy();
    expect(screen.getByText(/Allow it in the browser's site settings/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Type a code')).toBeTruthy();
  });

  it('says when there is no camera at all', async () => {
    cameraRefusing('NotFoundError');
    await renderScreens('/scan', [{ path: '/scan', component: ScannerPage }], (call) =>
      call.path === '/api/Shortlist' ? ok([]) : undefined,
    );
    expect(await screen.findByText('No camera found')).toBeTruthy();
  });
});
