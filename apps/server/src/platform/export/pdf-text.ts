import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@cantoo/fontkit';
import {
  beginText,
  type Color,
  endText,
  moveText,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  showText,
} from '@cantoo/pdf-lib';

/** The ink of a document's text, and of its rules and footers (purchase orders, invoices). */
export const INK = rgb(0.1, 0.12, 0.14);
export const RULE = rgb(0.6, 0.6, 0.6);

const require = createRequire(import.meta.url);
/**
 * Noto Sans (Latin, Greek, Cyrillic, every currency sign) and Noto Sans JP for the characters
 * it lacks (kana, kanji; and the CJK ideographs Chinese names share), as Google Fonts ships
 * them (SIL Open Font License 1.1: docs/decisions/014-documents-and-encodings.md). Embedded as
 * subsets: a PDF carries only the glyphs it draws.
 */
const FONT_FILES = {
  regular: [
    '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  ],
  bold: [
    '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  ],
} as const;

// The files' bytes, read once a process (they never change).
const fontBytes = new Map<string, Promise<Buffer>>();
const bytesOf = (file: string) => {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFile(require.resolve(file));
    fontBytes.set(file, bytes);
  }
  return bytes;
};

/**
 * A typeface of a main font and a fallback: each run of text is drawn in the first of the two
 * that has its glyphs, so `Müller 日本 £4` prints whole. A character neither has becomes `?`.
 */
export class Face {
  private readonly mainCovers: Set<number>;
  private readonly fallbackCovers: Set<number>;

  constructor(
    private readonly main: PDFFont,
    private readonly fallback: PDFFont,
  ) {
    this.mainCovers = new Set(main.getCharacterSet());
    this.fallbackCovers = new Set(fallback.getCharacterSet());
  }

  /** The text in runs of one font each. */
  runs(text: string): { text: string; font: PDFFont }[] {
    const runs: { text: string; font: PDFFont }[] = [];
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      const [shown, font] = this.mainCovers.has(code)
        ? [char, this.main]
        : this.fallbackCovers.has(code)
          ? [char, this.fallback]
          : ['?', this.main];
      const last = runs.at(-1);
      if (last?.font === font) last.text += shown;
      else runs.push({ text: shown, font });
    }
    return runs;
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /**
   * Draws the runs in one text object, switching fonts between them: each run starts where the one
   * before ended, and a text extractor (pdftotext, a screen reader) reads one string.
   */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: Color }) {
    const operators = [pushGraphicsState(), beginText(), setFillingColor(at.color), moveText(at.x, at.y)];
    for (const run of this.runs(text)) {
      operators.push(setFontAndSize(fontKey(page, run.font), at.size), showText(run.font.encodeText(run.text)));
    }
    page.pushOperators(...operators, endText(), popGraphicsState());
  }
}

// A font's name in each page's resources, added once a page.
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) {
    keys = new Map();
    fontKeys.set(page, keys);
  }
  let key = keys.get(font);
  if (!key) {
    key = page.node.newFontDictionary(font.name, font.ref);
    keys.set(font, key);
  }
  return key;
}

/** The regular and bold faces of a document, embedded as subsets. */
export async function embedFaces(pdf: PDFDocument): Promise<{ font: Face; bold: Face }> {
  pdf.registerFontkit(fontkit);
  const embed = async (files: readonly string[]) => {
    const [main, fallback] = await Promise.all(files.map(async (file) => pdf.embedFont(await bytesOf(file), { subset: true })));
    if (!main || !fallback) throw new Error('a document font is missing');
    return new Face(main, fallback);
  };
  const [font, bold] = await Promise.all([embed(FONT_FILES.regular), embed(FONT_FILES.bold)]);
  return { font, bold };
}

/** The text cut with an ellipsis to fit `room` points. */
export function fit(value: string, face: Face, size: number, room: number): string {
  let text = value;
  if (face.widthOfTextAtSize(text, size) <= room) return text;
  while (text.length > 1 && face.widthOfTextAtSize(`${text}…`, size) > room) text = Array.from(text).slice(0, -1).join('');
  return `${text}…`;
}
