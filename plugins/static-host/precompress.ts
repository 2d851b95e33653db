import {readFile, readdir, stat, writeFile} from 'node:fs/promises';
import {extname, join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {precompression} from '../../config/hosting';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files of a build to precompress: text, over the size where compression pays. */
async function compressible(buildDir: string): Promise<string[]> {
  const files = await readdir(buildDir, {recursive: true, encoding: 'utf8'});
  const candidates = files.filter((file) => (precompression.extensions as readonly string[]).includes(extname(file)));
  const sizes = await Promise.all(candidates.map(async (file) => (await stat(join(buildDir, file))).size));
  return candidates.filter((_, index) => (sizes[index] ?? 0) > precompression.minBytes);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build over the threshold, with Node's
 * zlib; the compression runs on libuv's thread pool, so both cores work. Returns the files compressed.
 */
export async function precompress(buildDir: string): Promise<string[]> {
  const files = await compressible(buildDir);
  await Promise.all(
    files.map(async (file) => {
      const path = join(buildDir, file);
      const body = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: precompression.brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, {level: precompression.gzipLevel}),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    }),
  );
  return files;
}
