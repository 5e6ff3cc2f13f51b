import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api';
import { fetchFile, fileNameOf, saveFile } from './download';
import type { AuthPort } from './request';

function auth(tokens: (string | null)[]): AuthPort & { refreshes: number } {
  let token = tokens.shift() ?? null;
  const bearer = () => (token ? { authorization: `Bearer ${token}` } : null);
  const port = {
    refreshes: 0,
    credentials: bearer,
    refresh: async () => {
      port.refreshes += 1;
      token = tokens.shift() ?? null;
      return bearer();
    },
    logOut: () => {},
  };
  return port;
}

/**
 * A Blob's bytes through FileReader: under jsdom the global Blob is jsdom's, which has no
 * arrayBuffer(), and on Node 24 a Response's blob() is made with that global.
 */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const pdf = () =>
  new Response(new Uint8Array([37, 80, 68, 70]), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Harbor Foods INV-7.pdf"' },
  });

describe('file downloads', () => {
  it('sends the bearer token and names the file as the server does', async () => {
    const seen: string[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push((init?.headers as Record<string, string> | undefined)?.authorization ?? '');
      return pdf();
    });
    const file = await fetchFile(auth(['jwt-1']), '/api/PurchaseOrder/1/download?format=pdf', 'order.pdf', fetch);
    expect(seen).toEqual(['Bearer jwt-1']);
    expect(file.fileName).toBe('Harbor Foods INV-7.pdf');
    expect(await bytesOf(file.blob)).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('sends the HttpOnly cookie opt-in header instead of a token when the session lives in cookies', async () => {
    const seen: (Record<string, string> | undefined)[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init?.headers as Record<string, string> | undefined);
      return pdf();
    });
    const cookies = { 'X-ShelfScope-Session-Cookies': 'httponly' };
    const port: AuthPort = { credentials: () => cookies, refresh: async () => cookies, logOut: () => {} };
    const file = await fetchFile(port, '/api/PurchaseOrder/1/download?format=pdf', 'order.pdf', fetch);
    expect(seen).toEqual([cookies]);
    expect(file.fileName).toBe('Harbor Foods INV-7.pdf');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const port = auth(['old', 'new']);
    const answers = [new Response('', { status: 401 }), pdf()];
    const tokens: string[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      tokens.push((init?.headers as Record<string, string> | undefined)?.authorization ?? '');
      return answers.shift() as Response;
    });
    await fetchFile(port, '/x', 'x.pdf', fetch);
    expect(tokens).toEqual(['Bearer old', 'Bearer new']);
    expect(port.refreshes).toBe(1);
  });

  it("throws the server's error text for a refused download", async () => {
    const body = { errors: [{ type: 'validation', description: 'format must be csv, xlsx or pdf' }], hasErrors: true };
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    const error = await fetchFile(auth(['jwt']), '/x', 'x', fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('format must be csv, xlsx or pdf.');
    expect((error as ApiRequestError).status).toBe(400);
  });

  it('fails without a session and without calling the server', async () => {
    const fetch = vi.fn();
    await expect(fetchFile(auth([null, null]), '/x', 'x', fetch)).rejects.toThrow('Unauthorized - session expired');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads file names from Content-Disposition, falling back when there is none', async () => {
    expect(fileNameOf("attachment; filename*=UTF-8''Caf%C3%A9%20order.csv")).toBe('Café order.csv');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf(null)).toBeNull();
    const file = await fetchFile(auth(['jwt']), '/x', 'fallback.csv', async () => new Response('a,b'));
    expect(file.fileName).toBe('fallback.csv');
  });

  it('saves through a Blob URL on a download link', () => {
    const created = vi.fn(() => 'blob:order');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    let clicked: HTMLAnchorElement | null = null;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked = this;
    });
    vi.useFakeTimers();
    saveFile({ blob: new Blob(['x']), fileName: 'order.pdf' });
    expect(clicked).not.toBeNull();
    expect((clicked as unknown as HTMLAnchorElement).download).toBe('order.pdf');
    expect((clicked as unknown as HTMLAnchorElement).href).toBe('blob:order');
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:order');
    vi.useRealTimers();
    click.mockRestore();
  });
});
