import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {StaticServer} from '../../harness/staticServer';
import {hostFiles} from '../../plugins/static-host/render';
import {axeScript} from './axe';

export const caddyPath = '/usr/bin/caddy';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const address = probe.address();
  await new Promise((closed) => probe.close(closed));
  if (address === null || typeof address === 'string') throw new Error('No free port on 127.0.0.1');
  return address.port;
}

/**
 * Serves a build with Debian's Caddy and the Caddyfile the build generated, as a deployment would, on
 * 127.0.0.1 only. The generated file's DOCS_EXTRA hook adds the binding and axe-core, which the crawl
 * loads from the site's own origin (under /assets/, so it is cached and compiled once).
 */
export async function startCaddy(root: string): Promise<StaticServer> {
  if (!existsSync(caddyPath))
    throw new Error(`${caddyPath} is missing: install Debian's caddy (apt-get install caddy)`);
  const caddyfile = join(root, hostFiles.caddy);
  if (!existsSync(caddyfile)) throw new Error(`${caddyfile} is missing: \`npm run build\` writes it`);
  const port = await freePort();
  const extraDir = await mkdtemp(join(tmpdir(), 'caddy-extra-'));
  const extra = join(extraDir, 'tests.caddy');
  await writeFile(
    extra,
    [
      'bind 127.0.0.1',
      `handle ${axeScript.route} {`,
      `\troot * ${dirname(axeScript.file)}`,
      '\trewrite * /axe.min.js',
      '\tfile_server',
      '}',
      '',
    ].join('\n'),
  );
  const origin = `http://127.0.0.1:${port}`;
  const caddy = spawn(caddyPath, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {...process.env, SITE_ADDRESS: origin, SITE_ROOT: root, DOCS_CADDY_ADMIN: 'off', DOCS_EXTRA: extra},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((done) => caddy.once('exit', done));
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (caddy.exitCode !== null || Date.now() > deadline) {
      caddy.kill();
      throw new Error(`Caddy did not start serving ${origin}:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return {
    origin,
    async close() {
      caddy.kill('SIGTERM');
      await exited;
      await rm(extraDir, {recursive: true, force: true});
    },
  };
}
