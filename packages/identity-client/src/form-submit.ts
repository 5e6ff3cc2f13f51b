import type { NetworkClient } from './network.js';

/**
 * The form-submit variant of a call: a top-level POST of a form to `{base}/sdk/v1{path}`, the
 * body and the identifying headers as hidden fields (`__Authorization`, `__X-SDK-Client`,
 * `__X-SDK-Parent-Host`), for calls whose answer is a page (a redirect) rather than JSON.
 */
export function submitForm(
  network: NetworkClient,
  options: { path: string; body?: Record<string, string> },
  doc: Document = document,
): void {
  const headers = network.identityHeaders();
  const fields: Record<string, string> = {
    ...options.body,
    __Authorization: headers.Authorization,
    '__X-SDK-Client': headers['X-SDK-Client'],
    '__X-SDK-Parent-Host': headers['X-SDK-Parent-Host'],
  };
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = network.sdkUrl(options.path);
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
