/**
 * The `Content-Disposition` of a download named `fileName` (RFC 6266): `filename` holds an ASCII
 * stand-in for clients that know no other (accents dropped, other characters as `_`), and, when
 * the name is not plain ASCII, `filename*` holds the name itself in UTF-8 (RFC 8187's
 * `UTF-8''` with percent-encoding), which every current browser prefers.
 */
export function attachment(fileName: string): string {
  const fallback = asciiFileName(fileName);
  const plain = `attachment; filename="${fallback}"`;
  return fallback === fileName ? plain : `${plain}; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}

/** The name in printable ASCII, without the characters a quoted string must escape. */
function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 8187's value characters (attr-char) stay; every other byte of the UTF-8 is %XX. */
function encodeRfc8187(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9!#$&+.^_`|~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}
