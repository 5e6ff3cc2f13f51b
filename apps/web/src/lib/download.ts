import type { ApiError } from '@shelfscope/contracts';
import { useCallback } from 'react';
import { ApiRequestError, describeErrors } from './api';
import type { AuthPort, Credentials } from './request';
import { useSession } from './session';

export type DownloadedFile = { blob: Blob; fileName: string };

/**
 * GET a file from the seller API with the session's credentials, the way the request wrapper
 * sends JSON calls (one refresh and retry on 401), since the wrapper parses every answer as an
 * envelope. A failed call throws ApiRequestError with the server's error text.
 */
export async function fetchFile(
  auth: AuthPort,
  url: string,
  fallbackName: string,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): Promise<DownloadedFile> {
  const send = (credentials: Credentials) => doFetch(url, { headers: credentials });
  let credentials = auth.credentials() ?? (await auth.refresh());
  if (!credentials) throw new ApiRequestError('Unauthorized - session expired', 401);
  let response = await send(credentials);
  if (response.status === 401) {
    credentials = await auth.refresh();
    if (!credentials) throw new ApiRequestError('Unauthorized - session expired', 401);
    response = await send(credentials);
  }
  if (!response.ok) {
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    if (!isJson)
      throw new ApiRequestError((await response.text()) || `Request failed with status ${response.status}.`, response.status);
    const errors = ((await response.json()) as { errors?: ApiError[] | null }).errors;
    throw new ApiRequestError(describeErrors(errors, response.status), response.status, errors ?? []);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
}

/** The file name of a Content-Disposition header (`filename*=` first, then `filename=`). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename="([^"]*)"|filename=([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Hands a file to the browser's downloads through a Blob URL. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a seller API file with the signed-in session and saves it. */
export function useDownload() {
  const { auth } = useSession();
  return useCallback(async (url: string, fallbackName: string) => saveFile(await fetchFile(auth, url, fallbackName)), [auth]);
}
