import { writeFile } from 'node:fs/promises';
import bwipjs from 'bwip-js/node';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per module of the symbol: large enough for the decoder at the camera's resolution. */
const MODULE = 10;

/**
 * A video file Chromium plays as its camera (`--use-file-for-fake-video-capture`): a GS1 DataMatrix
 * of `text` (bracketed AIs, e.g. `(01)…(21)…`) black on white in the middle of the picture. Y4M is
 * a one-line header and raw I420 frames (a byte of brightness per pixel, then the two colour planes
 * at half resolution, grey); Chromium plays the frames in a loop.
 */
export async function writeDataMatrixVideo(file: string, text: string, frames = 2): Promise<void> {
  const [symbol] = bwipjs.raw('gs1datamatrix', text, {});
  if (!('pixs' in symbol)) throw new Error('a DataMatrix comes as a matrix of modules');
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - symbol.pixx * MODULE) / 2);
  const top = Math.floor((HEIGHT - symbol.pixy * MODULE) / 2);
  if (left < MODULE || top < MODULE) throw new Error(`a ${symbol.pixx}×${symbol.pixy} symbol does not fit the picture`);
  for (let y = 0; y < symbol.pixy * MODULE; y++) {
    for (let x = 0; x < symbol.pixx * MODULE; x++) {
      if (symbol.pixs[Math.floor(y / MODULE) * symbol.pixx + Math.floor(x / MODULE)]) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
