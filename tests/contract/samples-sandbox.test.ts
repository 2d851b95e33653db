/**
 * The Simulator page, run as a reader runs it: each shell sample it shows (examples/sandbox/) goes to bash as
 * shown, in page order, against one simulator that this file starts, so each sample meets the state the
 * samples before it left. The variables are the ones the page sets, and the ids a reader exports from
 * earlier answers (ACCESS_TOKEN, SESSION_ID, PAYMENT_ID) are taken from those answers. Every call must
 * succeed, and every call of a sample whose file name says `refused` must be refused. The answer the page
 * shows after a sample must be the one the simulator gave, but for ids, times, signatures and the port.
 *
 * Three samples need more than a shell: the start command runs (with `--port 0`) and must print what the
 * page shows; the variables are sourced, and the Getting Started token request and a TypeScript sample
 * must reach the simulator through them; and the webhook endpoint the page registers is a server of this
 * file's, which checks each delivery's signature with the docs' own `verifySignature`. The page's ports
 * (4010 for the simulator, 8080 for the endpoint) are a reader's choice, so the test uses its own.
 */
import {execFile, spawn} from 'node:child_process';
import {mkdir, mkdtemp, readdir, rm, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {verifySignature} from '../../examples/add-ons/webhooks/verify-signature';
import {forgetAccessToken} from '../../examples/shared/auth';
import {checkoutConfig} from '../../examples/shared/config';
import {createSession} from '../../examples/sessions/create-session';
import {repoRoot} from '../../harness/paths';
import {readSample} from '../../plugins/code-samples/samples';
import {mounts} from '../../simulator';
import {banner, startSimulatorServer, type RunningSimulator} from '../../simulator/node';
import {codeBlocks, shownText, titleOf, type CodeBlock} from '../support/codeBlocks';

const run = promisify(execFile);
const page = join('docs', 'developers', 'Testing', 'Simulator.mdx');
const blocks = codeBlocks(page);
const samples = blocks.filter((block) => block.lang === 'bash' && block.sample !== undefined);
const fileOf = (block: CodeBlock): string => block.sample?.file ?? '';

const isStart = (block: CodeBlock): boolean => fileOf(block).endsWith('/start-simulator.sh');
const isVariables = (block: CodeBlock): boolean => fileOf(block).endsWith('-variables.sh');
/** The samples that call the simulator from a shell with the variables set: all but the two above. */
const calls = samples.filter((block) => !isStart(block) && !isVariables(block));

/** What a reader sets once (the values do not matter to the simulator, which takes any credentials). */
const readerVariables = {
  CLIENT_ID: 'simulator-client',
  CLIENT_SECRET: 'simulator-secret',
  MERCHANT_ID: '4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10',
};
/** What a reader exports from earlier answers, as the page says after each of them. */
const answerVariables = ['ACCESS_TOKEN', 'SESSION_ID', 'PAYMENT_ID'];

/** The addresses a reader chooses on the page, which the test replaces with its own. */
const readerSimulator = '127.0.0.1:4010';
const readerEndpoint = '127.0.0.1:8080';

/** The control calls, each of which the page must show in a sample. */
const controlCalls = [
  '/_sandbox/clock',
  '/_sandbox/sessions/',
  '/_sandbox/events',
  '/_sandbox/webhooks',
  '/_sandbox/reset',
];

/** The JSON files the page shows by name, which its samples send with `--data @name.json`. */
const dataFiles = blocks.filter((block) => block.lang === 'json' && /^[\w.-]+\.json$/.test(titleOf(block) ?? ''));

/** The answer the page shows after a sample (a block titled `Response: 200 OK`, or `Output`), if any. */
function shownAnswer(sample: CodeBlock): CodeBlock | undefined {
  const next = samples.find((block) => block.line > sample.line);
  return blocks.find(
    (block) =>
      block.line > sample.line &&
      (next === undefined || block.line < next.line) &&
      /^(?:Response: \d{3}\b|Output$)/.test(titleOf(block) ?? ''),
  );
}

const statusMarker = '@@status';
/**
 * curl as the samples call it, with each call's status written to stderr after its own `--write-out`, if
 * any (the polling loops read theirs); a body is followed by a new line so each answer is a line of its own.
 */
const wrapper = `curl() {
  local format='' arguments=()
  while [ $# -gt 0 ]; do
    if [ "$1" = --write-out ]; then format=$2; shift 2; else arguments+=("$1"); shift; fi
  done
  command curl --silent --show-error "\${arguments[@]}" --write-out "\${format}\\n%{stderr}${statusMarker} %{http_code}\\n"
}
set -euo pipefail
source ./sample.sh`;

interface Outcome {
  readonly output: string;
  readonly statuses: number[];
  /** Each JSON answer the sample printed, in order. */
  readonly answers: unknown[];
}

function outcomeOf(stdout: string, stderr: string): Outcome {
  const output = `${stdout}${stderr}`;
  const statuses = [...output.matchAll(new RegExp(`^${statusMarker} (\\d{3})$`, 'gm'))].map((match) =>
    Number(match[1]),
  );
  const answers = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line): unknown => JSON.parse(line));
  return {output, statuses, answers};
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids a reader exports from an answer: the token, the session's id and the payment's id. */
function exportedIds(answer: unknown): Record<string, string> {
  if (!isObject(answer)) return {};
  const data = isObject(answer.data) ? answer.data : {};
  const ids: Record<string, string> = {};
  if (typeof answer.access_token === 'string') ids.ACCESS_TOKEN = answer.access_token;
  if (typeof data.sessionId === 'string') ids.SESSION_ID = data.sessionId;
  if (typeof answer.url === 'string' && /\/payments\/[^/?]+$/.test(answer.url) && typeof data.id === 'string')
    ids.PAYMENT_ID = data.id;
  return ids;
}

let simulator: RunningSimulator;
let endpoint: Server;
let endpointOrigin = '';
/** The folder a reader runs the samples in, holding the JSON files the page shows. */
let folder = '';
const ids: Record<string, string> = {};
const deliveries: {type: string; verified: boolean}[] = [];
/** The signing secret the page registers its endpoint with. */
const secret =
  /"secret": "([^"]+)"/.exec(calls.map(shownText).find((text) => text.includes('/_sandbox/webhooks')) ?? '')?.[1] ?? '';

/** What varies from run to run: ids, times, signatures and the ports; the rest of an answer must match. */
function normalised(value: unknown): unknown {
  if (typeof value === 'string') {
    return value
      .replaceAll(simulator.origin.replace('http://', ''), readerSimulator)
      .replaceAll(endpointOrigin.replace('http://', ''), readerEndpoint)
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/g, '<time>')
      .replace(/t=\d+,v1=[0-9a-f]{64}/g, '<signature>');
  }
  if (Array.isArray(value)) return value.map(normalised);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalised(item)]));
  return value;
}

async function runCall(block: CodeBlock): Promise<Outcome> {
  const text = shownText(block).replaceAll(readerEndpoint, endpointOrigin.replace('http://', ''));
  await writeFile(join(folder, 'sample.sh'), `${text}\n`);
  const {stdout, stderr} = await run('bash', ['-c', wrapper], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      HOME: folder,
      SIMULATOR_URL: simulator.origin,
      ...readerVariables,
      ...ids,
    },
    timeout: 60_000,
  });
  return outcomeOf(stdout, stderr);
}

/** Runs the start command with a free port; answers what it printed, and the status of a call to it. */
async function runStart(block: CodeBlock): Promise<{printed: string[]; origin: string; status: number}> {
  const text = shownText(block);
  expect(text).toContain('--port 4010');
  const child = spawn('bash', ['-c', text.replace('--port 4010', '--port 0')], {
    cwd: repoRoot,
    detached: true,
    env: {...process.env, npm_config_update_notifier: 'false'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  let stdout = '';
  let stderr = '';
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const listening = /^Listening on (http:\/\/127\.0\.0\.1:\d+):/m.exec(stdout);
        if (listening?.[1] !== undefined) resolve(listening[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      void exited.then(() => {
        reject(new Error(`The simulator stopped before it listened:\n${stdout}${stderr}`));
      });
    });
    const response = await fetch(`${origin}/_sandbox/clock`);
    await response.body?.cancel();
    // npm's own lines start with `>`; the rest is the simulator's.
    const printed = stdout.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('>'));
    return {printed, origin, status: response.status};
  } finally {
    // The sample's process group: npm, its shell and the simulator. Ctrl+C first, as the page says.
    const group = child.pid;
    if (group !== undefined && child.exitCode === null) {
      process.kill(-group, 'SIGINT');
      const stubborn = setTimeout(() => process.kill(-group, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(stubborn);
    }
  }
}

/**
 * Sources the variables, then sends the Getting Started token request through them; answers the
 * variables as set and the token request's outcome.
 */
async function runVariables(block: CodeBlock): Promise<{variables: Record<string, string>; token: Outcome}> {
  const variables = shownText(block).replaceAll(readerSimulator, simulator.origin.replace('http://', ''));
  const tokenRequest = readSample(repoRoot, {file: 'examples/getting-started/get-access-token.sh'});
  await writeFile(join(folder, 'sample.sh'), `${variables}\n${tokenRequest}\n`);
  const {stdout, stderr} = await run('bash', ['-c', `${wrapper}\nenv >&2`], {
    cwd: folder,
    env: {PATH: process.env.PATH, HOME: folder},
    timeout: 30_000,
  });
  const names = [...variables.matchAll(/^export ([A-Z_]+)=/gm)].map((match) => match[1] ?? '');
  const set = Object.fromEntries(
    stderr
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line))
      .filter((match) => match !== null && names.includes(match[1] ?? ''))
      .map((match) => [match?.[1] ?? '', match?.[2] ?? '']),
  );
  return {variables: set, token: outcomeOf(stdout, stderr)};
}

describe('the Simulator page', () => {
  it('shows shell samples, and every file of examples/sandbox/', async () => {
    expect(calls.length).toBeGreaterThan(0);
    expect(samples.filter(isStart)).toHaveLength(1);
    expect(samples.filter(isVariables)).toHaveLength(1);
    const shown = new Set(samples.map(fileOf));
    const files = (await readdir(join(repoRoot, 'examples', 'sandbox'))).map((name) => `examples/sandbox/${name}`);
    expect(files.filter((file) => !shown.has(file))).toEqual([]);
    expect([...shown].filter((file) => !file.startsWith('examples/sandbox/'))).toEqual([]);
  });

  it.each(controlCalls)('shows the control call %s in a sample', (path) => {
    expect(calls.some((block) => shownText(block).includes(path))).toBe(true);
  });

  it('shows the clock both read and advanced', () => {
    const clock = calls.map(shownText).filter((text) => text.includes('/_sandbox/clock'));
    expect(clock.some((text) => text.includes('--request GET'))).toBe(true);
    expect(clock.some((text) => text.includes('--request POST'))).toBe(true);
  });

  it('has its samples read only the variables it sets and the ids earlier answers give', () => {
    const known = new Set(['SIMULATOR_URL', ...Object.keys(readerVariables), ...answerVariables]);
    const used = calls.flatMap((block) =>
      [...shownText(block).matchAll(/\$\{?([A-Z][A-Z0-9_]+)/g)].map((match) => match[1] ?? ''),
    );
    expect(used.filter((name) => !known.has(name))).toEqual([]);
    expect(secret.length).toBeGreaterThanOrEqual(8);
  });
});

describe('the Simulator page, run in page order against the simulator', () => {
  beforeAll(async () => {
    simulator = await startSimulatorServer(0);
    endpoint = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        let verified = true;
        try {
          const header = request.headers['x-signature'];
          // The simulator's clock is the endpoint's, as the page advises once the clock has moved.
          verifySignature(body, Array.isArray(header) ? header[0] : header, [secret], simulator.simulator.now());
        } catch {
          verified = false;
        }
        const {type} = JSON.parse(body.toString('utf8')) as {type: string};
        deliveries.push({type, verified});
        response.writeHead(verified ? 200 : 400).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    endpointOrigin = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
    const root = await mkdtemp(join(tmpdir(), 'simulator-page-'));
    folder = join(root, 'work');
    await mkdir(folder);
    for (const data of dataFiles) await writeFile(join(folder, titleOf(data) ?? ''), data.body);
  }, 60_000);

  afterAll(async () => {
    await simulator.stop();
    endpoint.closeAllConnections();
    await new Promise<void>((resolve) => {
      endpoint.close(() => {
        resolve();
      });
    });
    if (folder !== '') await rm(join(folder, '..'), {recursive: true, force: true});
    vi.unstubAllEnvs();
  });

  it.each(samples.map((block) => [`${fileOf(block)} on line ${block.line}`, block] as const))(
    '%s',
    async (_, block) => {
      const shown = shownAnswer(block);
      if (isStart(block)) {
        const {printed, origin, status} = await runStart(block);
        expect(status).toBe(200);
        expect(printed[0]).toBe(banner);
        expect(banner).toMatch(/development tool/);
        const port = origin.replace('http://', '');
        expect(shown, 'the page shows what the command prints').toBeDefined();
        expect(printed.map((line) => line.replaceAll(port, readerSimulator))).toEqual(
          (shown?.body ?? '').trimEnd().split('\n'),
        );
        return;
      }
      if (isVariables(block)) {
        const {variables, token} = await runVariables(block);
        expect(token.statuses, token.output).toEqual([200]);
        const prefix = (api: string) => mounts.find(({apis}) => apis.some((id) => id === api))?.prefix ?? '';
        expect(variables).toMatchObject({
          SIMULATOR_URL: simulator.origin,
          CHECKOUT_API_URL: `${simulator.origin}${prefix('merchant')}`,
          CHECKOUT_INTERNAL_API_URL: `${simulator.origin}${prefix('internal')}`,
          CHECKOUT_TOKEN_URL: `${simulator.origin}/oauth2/token`,
          UPSTREAM_ENV: 'test',
        });
        // The TypeScript samples reach the simulator through the same variables, without a change.
        for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
        forgetAccessToken('nonprod-merchant');
        try {
          const created = await createSession(checkoutConfig('checkout-tests'), {
            config: {modes: ['PAYMENT']},
            customer: {email: 'maria.lopez@example.com'},
            payment: {amount: 1000, merchantTransactionId: 'variables-check-attempt-1'},
          });
          expect(created.data.sessionId).toEqual(expect.any(String));
        } finally {
          vi.unstubAllEnvs();
          forgetAccessToken('nonprod-merchant');
        }
        return;
      }

      const sent = [...shownText(block).matchAll(/--data(?:-binary)? @([\w.-]+)/g)].map((match) => match[1]);
      for (const name of sent) expect(dataFiles.map(titleOf), `the page shows no ${name}`).toContain(name);
      // A reader takes a moment between two commands: webhook deliveries in flight are answered by then.
      await simulator.simulator.idle();
      const {output, statuses, answers} = await runCall(block);
      expect(statuses.length, `the sample made no call:\n${output}`).toBeGreaterThan(0);
      const refused = fileOf(block).includes('refused');
      for (const status of statuses) {
        if (refused) expect(status, output).toBeGreaterThanOrEqual(400);
        else expect(status, output).toBeLessThan(300);
      }
      for (const answer of answers) Object.assign(ids, exportedIds(answer));

      expect(shown, `the page shows no answer after ${fileOf(block)}`).toBeDefined();
      const shownStatus = Number(/^Response: (\d{3})/.exec(titleOf(shown ?? block) ?? '')?.[1]);
      expect(statuses.at(-1)).toBe(shownStatus);
      expect(normalised(answers.at(-1))).toEqual(normalised(JSON.parse(shown?.body ?? 'null')));
    },
    90_000,
  );

  it('delivered the events the page names to the endpoint it registers, signed with its secret', async () => {
    await simulator.simulator.idle();
    expect(deliveries.map(({type}) => type)).toEqual(['PAYMENT_COMPLETED', 'PAYMENT_AUTHORIZED', 'PAYMENT_CANCELED']);
    expect(deliveries.every(({verified}) => verified)).toBe(true);
  });
});
