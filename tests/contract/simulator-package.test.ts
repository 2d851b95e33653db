/**
 * The simulator as a package (issue 43): packed from simulator/, installed into an empty folder outside the
 * checkout, and started with npx as a merchant's CI starts it. It says first that it is a development
 * tool, picks a port with --port 0, repeats its ids with --seed, records its journal with --record, exits
 * cleanly on SIGTERM, and the docs' CI examples (examples/ci/, in TypeScript and Python) pass against it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {createInterface} from 'node:readline';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Journal} from '../../simulator';
import {banner} from '../../simulator/node';
import {repoRoot} from '../../harness/paths';
import {packAndInstall, type InstalledPackage} from '../../harness/packages';

const bin = 'convenient-checkout-simulator';
// npx finds the package in the folder; offline, it never asks a registry.
const env = {...process.env, npm_config_offline: 'true'};
let installed: InstalledPackage;

beforeAll(async () => {
  installed = await packAndInstall('simulator');
}, 300_000);

afterAll(async () => {
  await installed.remove();
});

interface Started {
  readonly child: ChildProcess;
  readonly lines: string[];
  readonly origin: string;
}

/** Starts the packed simulator and waits for its listening line. */
async function start(...args: string[]): Promise<Started> {
  // The installed command itself, not npx, which does not pass SIGTERM on (run-with-simulator.sh uses npx).
  const child = spawn(join(installed.folder, 'node_modules/.bin', bin), args, {
    cwd: installed.folder,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  for await (const line of createInterface({input: child.stdout})) {
    lines.push(line);
    const origin = /^Listening on (http:\/\/127\.0\.0\.1:\d+):/.exec(line)?.[1];
    if (origin !== undefined) return {child, lines, origin};
  }
  throw new Error(`The simulator stopped before listening: ${lines.join('\n')}`);
}

async function stop({child}: Started): Promise<number | null> {
  const exited = once(child, 'exit') as Promise<[number | null]>;
  child.kill('SIGTERM');
  return (await exited)[0];
}

/** The id of a session made with a fresh token: what --seed should make the same in two runs. */
async function sessionId(origin: string): Promise<string> {
  const token = (await (
    await fetch(`${origin}/oauth2/token`, {
      method: 'POST',
      headers: {authorization: `Basic ${btoa('ci:ci-secret')}`, 'content-type': 'application/x-www-form-urlencoded'},
      body: 'grant_type=client_credentials&scope=nonprod-merchant',
    })
  ).json()) as {access_token: string};
  const created = await fetch(`${origin}/v1/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'x-merchant-id': '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d',
      'x-source': 'package-test',
      'x-upstream-env': 'test',
      'content-type': 'application/json',
    },
    body: JSON.stringify({config: {modes: ['PAYMENT']}, payment: {amount: 2500, merchantTransactionId: 'seed-1'}}),
  });
  return ((await created.json()) as {data: {sessionId: string}}).data.sessionId;
}

describe('the simulator package, run with npx from its tarball', () => {
  it('says first that it is a development tool, names the port --port 0 chose, and exits cleanly on SIGTERM', async () => {
    const started = await start('--port', '0');
    expect(started.lines[0]).toBe(banner);
    expect((await fetch(`${started.origin}/_sandbox/clock`)).status).toBe(200);
    expect(await stop(started)).toBe(0);
  }, 60_000);

  it('hands out the same ids in two runs with the same --seed', async () => {
    const runs = await Promise.all([start('--port', '0', '--seed', 'ci'), start('--port', '0', '--seed', 'ci')]);
    const [first, second] = await Promise.all(runs.map(({origin}) => sessionId(origin)));
    await Promise.all(runs.map(stop));
    expect(first).toBe(second);
  }, 60_000);

  it.each([
    [
      'TypeScript',
      [
        process.execPath,
        join(repoRoot, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--root',
        join(repoRoot, 'examples/ci'),
      ],
    ],
    ['Python', ['python3', '-m', 'unittest', 'discover', '-s', join(repoRoot, 'examples/ci'), '-p', 'test_*.py']],
  ])(
    'passes the first-payment test of the CI page in %s, and records the sandbox journal',
    async (_language, command) => {
      const script = join(repoRoot, 'examples/ci/run-with-simulator.sh');
      const child = spawn('bash', [script, ...command], {cwd: installed.folder, env, stdio: 'inherit'});
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
      const journal = JSON.parse(await readFile(join(installed.folder, 'simulator-journal.json'), 'utf8')) as Journal;
      expect(journal.entries.some(({request}) => request.url.endsWith('/customer'))).toBe(true);
    },
    120_000,
  );
});
