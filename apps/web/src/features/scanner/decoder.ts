import { SCAN_FORMATS } from './codes';

/** A barcode found in a frame, as the Barcode Detection API reports it. */
export type Detected = { format: string; rawValue: string };

/** Reads the barcodes in the video's current frame. */
export type Detector = { kind: 'native' | 'zxing'; detect: (frame: HTMLVideoElement) => Promise<Detected[]> };

type DetectorClass = {
  new (options: { formats: string[] }): { detect: (frame: HTMLVideoElement) => Promise<Detected[]> };
  getSupportedFormats: () => Promise<string[]>;
};

/**
 * The browser's own BarcodeDetector where it reads every format we need (Chrome on Android,
 * Safari 17+), else ZXing-C++ compiled to WebAssembly behind the same interface (the
 * `barcode-detector` ponyfill; Chromium on Linux and Firefox have no detector). The ponyfill
 * and its WebAssembly load only then, in chunks of their own: never on the first screen of the
 * app (issue 36's budgets). The WebAssembly comes from this server, not the package's CDN.
 */
export async function loadDetector(): Promise<Detector> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
    if (SCAN_FORMATS.every((f) => supported.includes(f))) {
      const native = new Native({ formats: [...SCAN_FORMATS] });
      return { kind: 'native', detect: (frame) => native.detect(frame) };
    }
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const zxing = new BarcodeDetector({ formats: [...SCAN_FORMATS] });
  return { kind: 'zxing', detect: (frame) => zxing.detect(frame) };
}
