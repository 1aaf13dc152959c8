import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// The reader's WebAssembly from our own origin: the library would fetch it from a CDN, which the
// Content Security Policy (and a hospital's network) does not allow.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });

/** What the camera reads: GS1 DataMatrix on the units, QR codes, and Code 128 on printed notes. */
const FORMATS = ['data_matrix', 'qr_code', 'code_128'] as const;

/** Reads the codes in a picture (a playing video's current frame): their texts, GS1 separators kept. */
export interface CodeReader {
  read(source: HTMLVideoElement): Promise<string[]>;
}

/** The BarcodeDetector of the Shape Detection API over ZXing-C++, the same in every browser. */
export function createReader(): CodeReader {
  const detector = new BarcodeDetector({ formats: [...FORMATS] });
  return { read: async (source) => (await detector.detect(source)).map((code) => code.rawValue).filter(Boolean) };
}
