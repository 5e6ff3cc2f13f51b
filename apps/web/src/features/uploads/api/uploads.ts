import {
  envelope,
  listEnvelope,
  type TextEncoding,
  Upload,
  UploadBestMatches,
  UploadCandidate,
  UploadCreated,
  UploadDetail,
  type UploadMapping,
  UploadPreview,
  UploadRowReport,
  type UploadRowStatus,
} from '@shelfscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRequester } from '../../../lib/requester-context';

const UPLOADS = ['uploads'] as const;
const Uploads = listEnvelope(Upload);
const Detail = envelope(UploadDetail);
const Created = envelope(UploadCreated);
const Preview = envelope(UploadPreview);

/** Statuses after which an upload changes no more. */
export const FINISHED: Upload['status'][] = ['done', 'stopped', 'failed'];

/**
 * The latest uploads, of one supplier when given. While one of them runs the list is read again
 * every 2 seconds, as the opened upload is (useUpload), so its status and counts there agree with
 * the upload's own card instead of staying at what they were when the page opened.
 */
export function useUploads(supplierId: string | null) {
  const request = useRequester();
  return useQuery<Upload[]>({
    queryKey: [...UPLOADS, 'list', supplierId],
    refetchInterval: (query) => (query.state.data?.some((u) => !FINISHED.includes(u.status)) ? 2_000 : false),
    queryFn: ({ signal }) =>
      request('GET', '/api/Upload', { schema: Uploads, signal, query: { supplierId, page: 1, pageSize: 10 } }).then(
        (e) => e.data,
      ),
  });
}

export type ReportQuery = { page: number; pageSize: number; status: UploadRowStatus | null };

/**
 * One upload with a page of its row report. While it runs it is read again every 2 seconds (the
 * live stream makes that sooner; this is the fallback when the stream is down).
 */
export function useUpload(id: string | null, report: ReportQuery) {
  const request = useRequester();
  return useQuery<UploadDetail>({
    queryKey: [...UPLOADS, 'one', id, report],
    enabled: id !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && FINISHED.includes(query.state.data.status) ? false : 2_000),
    queryFn: ({ signal }) =>
      request('GET', `/api/Upload/${id}`, {
        schema: Detail,
        signal,
        query: { page: report.page, pageSize: report.pageSize, status: report.status },
      }).then((e) => e.data),
  });
}

/** A price list and how to read it: the mapping chosen, whether its first row is data (no header row), its text encoding (null: detected). */
type FileToRead = { file: File; mapping: UploadMapping; firstRowIsData: boolean; encoding: TextEncoding | null };

/** The multipart fields that say how to read the file (the caller appends the file). */
function fileForm(input: FileToRead): FormData {
  const form = new FormData();
  if (Object.keys(input.mapping).length > 0) form.append('mapping', JSON.stringify(input.mapping));
  if (input.firstRowIsData) form.append('firstRowIsData', 'true');
  if (input.encoding) form.append('encoding', input.encoding);
  return form;
}

/**
 * POST /api/Product/bulk (multipart). Silent (spec section 9): the page says to follow the
 * progress in notifications; a 403 shows no plan toast (spec section 8).
 */
export function useStartUpload() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { supplierId: string } & FileToRead) => {
      const form = fileForm(input);
      form.append('supplierId', input.supplierId);
      form.append('file', input.file, input.file.name);
      return request('POST', '/api/Product/bulk', { schema: Created, body: form, silent: true, isBulkUpload: true }).then(
        (e) => e.data,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UPLOADS }),
  });
}

const Candidates = envelope(z.array(UploadCandidate));
const BestMatches = envelope(UploadBestMatches);
const ChosenRow = envelope(UploadRowReport);

/**
 * The products a "several matches" row's code matches, with the server's figures at the row's pack
 * and cost (read when its picker opens).
 */
export function useRowCandidates(uploadId: string, row: number, enabled: boolean) {
  const request = useRequester();
  return useQuery({
    queryKey: [...UPLOADS, 'candidates', uploadId, row],
    enabled,
    queryFn: ({ signal }) =>
      request('GET', `/api/Upload/${uploadId}/rows/${row}/candidates`, { schema: Candidates, signal }).then((e) => e.data),
  });
}

/** Chooses the product a row means: it is added to the supplier; the report and the products are read again. */
export function useChooseCandidate(uploadId: string, row: number) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asin: string) =>
      request('POST', `/api/Upload/${uploadId}/rows/${row}/choice`, {
        schema: ChosenRow,
        body: { asin },
        successMessage: `Row ${row}: ${asin} added to the supplier's products.`,
      }).then((e) => e.data),
    // Not the row's candidates: the row has none to choose from any more (reading them is a 409).
    onSuccess: () => afterChoice(queryClient),
  });
}

/** What the upload's report and the products show after matches were chosen. */
const afterChoice = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...UPLOADS, 'one'] }),
    queryClient.invalidateQueries({ queryKey: [...UPLOADS, 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);

/**
 * "Pick the best match for all": one request; the server resolves every open row by the rule
 * (the row's pack size, then the highest ROI) in one transaction and says how many it picked and
 * how many it left.
 */
export function usePickBestMatches(uploadId: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request('POST', `/api/Upload/${uploadId}/best-matches`, { schema: BestMatches, silent: true }).then((e) => e.data),
    onSuccess: () => afterChoice(queryClient),
  });
}

/**
 * POST /api/Product/bulk/preview (multipart): what the upload would read, before it starts: the
 * header row, each field's column (the mapping applied) and five sample rows. Silent; the server
 * checks the file's content as for the upload (a PNG renamed .csv is refused here at once).
 */
export function useUploadPreview() {
  const request = useRequester();
  return useMutation({
    mutationFn: (input: FileToRead) => {
      const form = fileForm(input);
      form.append('file', input.file, input.file.name);
      return request('POST', '/api/Product/bulk/preview', { schema: Preview, body: form, silent: true, isBulkUpload: true }).then(
        (e) => e.data,
      );
    },
  });
}
