import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** What compresses: code, styles, markup, fonts and WebAssembly (images and .woff2 already are). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|eot|ttf)$/;
/** Brotli's best quality takes seconds per megabyte; the few files past this get a quick quality. */
const BEST_QUALITY_UP_TO = 1024 * 1024;

/**
 * Writes `x.br` and `x.gz` beside every compressible file of the build, which the server sends
 * to browsers that accept them (@fastify/static's preCompressed): a visitor downloads the
 * compressed sizes the bundle budgets count, and the server compresses nothing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'beree:precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((file) => COMPRESSIBLE.test(file.fileName))
          .map(async (file) => {
            const data = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            const quality = data.length <= BEST_QUALITY_UP_TO ? constants.BROTLI_MAX_QUALITY : 5;
            const path = join(dir, file.fileName);
            const [br, gzipped] = await Promise.all([
              brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
              gz(data, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          }),
      );
    },
  };
}
