import { type PDFFont, rgb } from 'pdf-lib';

/** The ink of a document's text, and of its rules and footers (purchase orders, invoices). */
export const INK = rgb(0.1, 0.12, 0.14);
export const RULE = rgb(0.6, 0.6, 0.6);

/** The text cut with an ellipsis to fit `room` points. */
export function fit(value: string, face: PDFFont, size: number, room: number): string {
  // Helvetica covers WinAnsi only: anything else becomes '?'.
  let text = value.replace(/[^\x20-\x7E\xA0-\xFF\u2019\u2026\u00B7]/g, '?');
  if (face.widthOfTextAtSize(text, size) <= room) return text;
  while (text.length > 1 && face.widthOfTextAtSize(`${text}…`, size) > room) text = text.slice(0, -1);
  return `${text}…`;
}
