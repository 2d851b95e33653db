/**
 * The simulator's figures: start-up (from `npm run simulator` to its listening line), requests per second
 * for `POST /payments` then `GET /payments/{paymentId}` with the server pinned to one core, and the
 * server's resident memory after 10,000 payments. The server runs as readers run it, in its own process;
 * the load comes from this one, on the other core. Then its package (simulator/package.json): the packed
 * tarball's size and the start-up of its command installed in an empty folder, as a merchant's CI runs it.
 * `jiti bench/simulator.ts` runs it alone.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {packAndInstall} from '../harness/packages';
import {repoRoot} from '../harness/paths';

export interface SimulatorFigures {
  readonly startupMs: number;
  /** Pairs of POST /payments and GET /payments/{id} per second, 8 clients at once, for 10 s. */
  readonly paymentPairsPerSecond: number;
  readonly rssMiBAfter10000Payments: number;
  /** The tarball `npm pack` makes of simulator/, contract included. */
  readonly packageKiB: number;
  /** From `node dist/cli.js --port 0` of the installed package to its listening line. */
  readonly packageStartupMs: number;
}

const merchantId = '4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10';
const savedCard = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

/** Starts a simulator command on core 0 and resolves with its origin once it prints its listening line. */
function startPinned(
  command: readonly string[] = ['node_modules/jiti/bin/jiti.js', 'simulator/node/cli.ts'],
  cwd = repoRoot,
): Promise<{child: ChildProcess; origin: string; startupMs: number}> {
  const started = performance.now();
  const child = spawn('taskset', ['-c', '0', 'node', ...command, '--port', '0'], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => {
      reject(new Error(`The simulator exited with ${String(code)}: ${output}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (origin !== undefined) resolve({child, origin, startupMs: Math.round(performance.now() - started)});
    });
  });
}

function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** The packed tarball's size and the installed command's start-up. */
async function measurePackage(): Promise<Pick<SimulatorFigures, 'packageKiB' | 'packageStartupMs'>> {
  const installed = await packAndInstall('simulator');
  try {
    const cli = join(installed.folder, 'node_modules/@convenient-checkout/simulator/dist/cli.js');
    const {child, startupMs} = await startPinned([cli], installed.folder);
    child.kill('SIGTERM');
    return {packageKiB: Math.round(statSync(installed.tarball).size / 1024), packageStartupMs: startupMs};
  } finally {
    await installed.remove();
  }
}

export async function measureSimulator(): Promise<SimulatorFigures> {
  const {child, origin, startupMs} = await startPinned();
  try {
    const token = await fetch(`${origin}/oauth2/token`, {
      method: 'POST',
      headers: {authorization: `Basic ${btoa('bench:bench')}`},
      body: 'grant_type=client_credentials&scope=nonprod-merchant',
    }).then(async (answer) => ((await answer.json()) as {access_token: string}).access_token);
    const headers = {
      authorization: `Bearer ${token}`,
      'x-merchant-id': merchantId,
      'x-upstream-env': 'test',
      'content-type': 'application/json',
    };
    let made = 0;
    const pair = async (): Promise<void> => {
      made += 1;
      const body = JSON.stringify({amount: 4599, paymentMethodId: savedCard, merchantTransactionId: `bench-${made}`});
      const created = (await (await fetch(`${origin}/v1/payments`, {method: 'POST', headers, body})).json()) as {
        data: {id: string};
      };
      await (await fetch(`${origin}/v1/payments/${created.data.id}`, {headers})).arrayBuffer();
    };
    const clients = 8;
    const until = performance.now() + 10_000;
    let pairs = 0;
    await Promise.all(
      Array.from({length: clients}, async () => {
        while (performance.now() < until) {
          await pair();
          pairs += 1;
        }
      }),
    );
    const paymentPairsPerSecond = Math.round(pairs / 10);
    while (made < 10_000) await Promise.all(Array.from({length: clients}, pair));
    const pid = child.pid;
    if (pid === undefined) throw new Error('The simulator has no process id');
    const rssMiBAfter10000Payments = rssMiB(pid);
    child.kill('SIGTERM');
    return {startupMs, paymentPairsPerSecond, rssMiBAfter10000Payments, ...(await measurePackage())};
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1]?.endsWith('bench/simulator.ts') === true) {
  measureSimulator().then(
    (figures) => {
      console.table(figures);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
