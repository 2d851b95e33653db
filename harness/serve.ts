/**
 * `npm run serve`: the built site on http://localhost:3000/ (or `--port <n>`), served as a production
 * host serves it, with the headers, policy and precompressed files of the generated configurations.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {buildDir} from './paths';
import {startStaticServer} from './staticServer';

async function serve(): Promise<void> {
  const {values} = parseArgs({options: {port: {type: 'string', default: '3000'}}});
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`--port must be a port number, not "${values.port}"`);
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error('build/ is missing: run `npm run build` first.');
  const server = await startStaticServer(buildDir, {port});
  console.log(
    `Serving build/ on ${server.origin.replace('127.0.0.1', 'localhost')}/ as production does (Ctrl+C stops).`,
  );
}

serve().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
