/**
 * The first payment of Getting Started, in the eight languages its page shows. Every program of
 * examples/getting-started/ runs as a reader runs it, through tests/support/languageRunner.ts, against the
 * simulator's HTTP server with the variables of Getting Started, and must end with the payment final and
 * print it. On the way each meets the two answers its recovery exists for: the answer to its POST /payments
 * is lost (the simulator takes the payment, the connection drops), so it must look the payment up rather than
 * pay twice; and its first read is refused with 429 and a Retry-After longer than the backoff, which it must
 * wait out.
 *
 * The programs other than TypeScript cannot import the shared helpers, so each states the contract's numbers
 * once at its top; this file fails when one differs from the contract, or when a program reads other
 * variables than examples/shared/config.ts does.
 */
import {readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {longestPaymentWaitMs} from '../../examples/shared/retry';
import {durationMs, lifecycleOf, type OpenApiDocument, retryPolicyOf, testDataOf} from '../../contract-core';
import {repoRoot} from '../../harness/paths';
import {startSimulatorServer, type RunningSimulator} from '../../simulator/node';
import {codeBlocks} from '../support/codeBlocks';
import {
  debianPackages,
  describeRun,
  languageIds,
  languageLabel,
  runPrograms,
  type LanguageId,
  type RunsByLanguage,
} from '../support/languageRunner';

const folder = 'examples/getting-started';
const page = 'docs/developers/Getting-Started/first-payment.mdx';
/** Each language's program; the TypeScript one sits in its folder of examples/, to import the shared helpers. */
const files: Readonly<Record<LanguageId, string>> = {
  curl: 'first-payment.sh',
  ts: 'first-payment.ts',
  python: 'first_payment.py',
  java: 'FirstPayment.java',
  csharp: 'FirstPayment.cs',
  go: 'first_payment.go',
  php: 'first-payment.php',
  ruby: 'first_payment.rb',
};
const sourceOf = (language: LanguageId): string => readFileSync(join(repoRoot, folder, files[language]), 'utf8');
const selfContained = languageIds.filter((language) => language !== 'ts');

const contract = JSON.parse(readFileSync(join(repoRoot, 'examples/openapi/merchant.json'), 'utf8')) as OpenApiDocument;
const policy = retryPolicyOf(contract);
const paymentLifecycle = lifecycleOf(contract.components?.schemas?.PaymentStatus);
const wallet = testDataOf(contract)?.wallet ?? [];
const seconds = (duration: string): number => durationMs(duration) / 1000;

/** The merchant of the variables; the simulator takes any credentials. */
const merchantId = '4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10';
/** The Retry-After of the 429 each program meets: longer than the backoff before a second read. */
const retryAfterSeconds = 3;
const finalLine = /^Payment (?<id>\S+) is final: (?<status>[A-Z_]+)$/;

/** What the programs sent through the test's gateway, per merchantTransactionId. */
interface Traffic {
  paymentId?: string;
  posts: number;
  lookups: number;
  /** When each read of the payment was answered, in ms, and with which status. */
  reads: {readonly at: number; readonly status: number}[];
}

const traffic = new Map<string, Traffic>();
const trafficOf = (merchantTransactionId: string): Traffic => {
  const found = traffic.get(merchantTransactionId) ?? {posts: 0, lookups: 0, reads: []};
  traffic.set(merchantTransactionId, found);
  return found;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The Merchant API as the programs reach it: the simulator's answers, but the first answer to each POST
 * /payments never arrives (the simulator has taken the payment) and the first read of each payment is a 429.
 */
function gateway(simulator: RunningSimulator): Server {
  const forwarded = ['authorization', 'content-type', 'x-merchant-id', 'x-source', 'x-upstream-env'];
  return createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const url = request.url ?? '/';
      const headers = Object.fromEntries(
        forwarded.flatMap((name) => {
          const value = request.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      );
      const payment = /^\/v1\/payments\/([^/?]+)$/.exec(url)?.[1];
      const paid = [...traffic.values()].find(({paymentId}) => paymentId !== undefined && paymentId === payment);
      // The simulator does not limit the rate (notes/simulator.md): the gateway answers as the service would.
      if (request.method === 'GET' && paid !== undefined && paid.reads.length === 0) {
        paid.reads.push({at: Date.now(), status: 429});
        response.writeHead(429, {'content-type': 'application/json', 'retry-after': String(retryAfterSeconds)});
        const message = 'Too many requests. Retry after the time in Retry-After.';
        const error = {errorGroup: 'INVALID_REQUEST', errorCode: 'RATE_LIMITED', message, httpStatus: 429};
        response.end(JSON.stringify({error, status: 429}));
        return;
      }
      const answer = await fetch(`${simulator.origin}${url}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body === '' ? {} : {body}),
      });
      const text = await answer.text();
      if (request.method === 'POST' && url === '/v1/payments') {
        const sent = trafficOf((JSON.parse(body) as {merchantTransactionId: string}).merchantTransactionId);
        sent.posts += 1;
        if (answer.status === 202) sent.paymentId = (JSON.parse(text) as {data: {id: string}}).data.id;
        if (sent.posts === 1) {
          request.socket.destroy();
          return;
        }
      }
      const lookup = /^\/v1\/payments\?merchantTransactionId=([^&]+)$/.exec(url)?.[1];
      if (request.method === 'GET' && lookup !== undefined) trafficOf(decodeURIComponent(lookup)).lookups += 1;
      paid?.reads.push({at: Date.now(), status: answer.status});
      response.writeHead(answer.status, {'content-type': answer.headers.get('content-type') ?? 'application/json'});
      response.end(text);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

let simulator: RunningSimulator;
let apiGateway: Server;
let token = '';
let runs: RunsByLanguage = {};

beforeAll(async () => {
  simulator = await startSimulatorServer(0);
  apiGateway = gateway(simulator);
  await new Promise<void>((resolve) => apiGateway.listen(0, '127.0.0.1', resolve));
  const gatewayOrigin = `http://127.0.0.1:${String((apiGateway.address() as AddressInfo).port)}`;
  const variables = {
    CHECKOUT_API_URL: `${gatewayOrigin}/v1`,
    CHECKOUT_TOKEN_URL: `${simulator.origin}/oauth2/token`,
    CLIENT_ID: 'first-payment-client',
    CLIENT_SECRET: 'first-payment-secret',
    MERCHANT_ID: merchantId,
    UPSTREAM_ENV: 'test',
  };
  const programs = Object.fromEntries(
    languageIds.map((language) => {
      const name = language === 'ts' ? `getting-started/${files[language]}` : files[language];
      return [language, [{name, source: sourceOf(language)}]];
    }),
  );
  runs = await runPrograms(programs, {env: variables, runTimeoutMs: 90_000});
  const granted = await fetch(`${simulator.origin}/oauth2/token`, {
    method: 'POST',
    headers: {authorization: `Basic ${btoa('test:test')}`, 'content-type': 'application/x-www-form-urlencoded'},
    body: 'grant_type=client_credentials&scope=nonprod-merchant',
  });
  token = ((await granted.json()) as {access_token: string}).access_token;
}, 360_000);

afterAll(async () => {
  apiGateway.closeAllConnections();
  await new Promise<void>((resolve) => {
    apiGateway.close(() => {
      resolve();
    });
  });
  await simulator.stop();
});

/** The payment as the simulator holds it. */
async function storedPayment(id: string): Promise<Record<string, unknown>> {
  const answer = await fetch(`${simulator.origin}/v1/payments/${id}`, {
    headers: {
      authorization: `Bearer ${token}`,
      'x-merchant-id': merchantId,
      'x-upstream-env': 'test',
      'x-source': 'test',
    },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as {data: Record<string, unknown>}).data;
}

describe('the first payment, run in each language against the simulator', () => {
  it.each(languageIds.map((language) => [languageLabel(language), language] as const))(
    '%s ends with the payment final, after a lost answer and a 429',
    async (_, language) => {
      const [run] = runs[language] ?? [];
      expect(run, `${language} did not run`).toBeDefined();
      if (run === undefined) return;
      expect(run.exitCode, describeRun(run)).toBe(0);
      const printed = finalLine.exec(run.stdout.trim().split('\n').at(-1) ?? '')?.groups;
      expect(printed, `the last line says the payment is final\n${describeRun(run)}`).toBeDefined();
      const {id = '', status = ''} = printed ?? {};
      expect(paymentLifecycle?.states[status]?.terminal, `${status} is final`).toBe(true);

      const payment = await storedPayment(id);
      const testCard = wallet.find((entry) => entry.card !== undefined);
      expect(payment).toMatchObject({status, amount: 2500, paymentMethodId: testCard?.paymentMethodId});
      expect(status).toBe('COMPLETED');
      const sent = traffic.get(String(payment.merchantTransactionId));
      expect(sent, 'the payment went through the gateway').toBeDefined();
      // Paid once: the lost answer was looked up, not sent again.
      expect(sent?.posts).toBe(1);
      expect(sent?.lookups).toBeGreaterThanOrEqual(1);
      const [throttled, next] = sent?.reads ?? [];
      expect(throttled?.status).toBe(429);
      expect((next?.at ?? 0) - (throttled?.at ?? 0), 'waited out Retry-After').toBeGreaterThanOrEqual(
        retryAfterSeconds * 1000 - 100,
      );
    },
  );
});

/** The value a program declares for a name, in any language's spelling (CALL_TIMEOUT_SECONDS, callTimeoutSeconds). */
function declared(language: LanguageId, name: string): string {
  const spelling = name.replace(/[A-Z]/g, (letter) => `_?${letter}`);
  const declaration = new RegExp(`(?<![\\w$])${spelling}\\s*:?=(?!=)(.*)$`, 'i');
  const values = sourceOf(language)
    .split('\n')
    .flatMap((line) => declaration.exec(line)?.[1] ?? []);
  expect(values, `${files[language]} declares ${name} once`).toHaveLength(1);
  return values[0] ?? '';
}
const numbers = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

describe('the numbers each program states', () => {
  const terminal = Object.entries(paymentLifecycle?.states ?? {})
    .filter(([, state]) => state.terminal)
    .map(([status]) => status)
    .sort();

  it.each(selfContained)("%s states the contract's x-retry-policy", (language) => {
    expect(policy).toBeDefined();
    if (policy === undefined) return;
    expect(numbers(declared(language, 'callTimeoutSeconds'))).toEqual([seconds(policy.timeout)]);
    expect(numbers(declared(language, 'maxAttempts'))).toEqual([policy.attempts]);
    expect(numbers(declared(language, 'backoffSeconds'))).toEqual(policy.backoff.map(seconds));
    expect(numbers(declared(language, 'maxPollIntervalSeconds'))).toEqual([seconds(policy.maxPollInterval)]);
    // Not the contract's: the samples' own bound on one wait, kept with the policy in examples/shared/retry.ts.
    expect(numbers(declared(language, 'longestWaitSeconds'))).toEqual([longestPaymentWaitMs / 1000]);
  });

  it.each(selfContained)("%s states the final statuses of PaymentStatus's x-lifecycle", (language) => {
    expect(terminal.length).toBeGreaterThan(0);
    expect((declared(language, 'finalStatuses').match(/\b[A-Z][A-Z_]+\b/g) ?? []).sort()).toEqual(terminal);
  });

  it.each(languageIds)('%s pays with a card of the test wallet (x-test-data)', (language) => {
    const id = /[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/.exec(declared(language, 'testPaymentMethodId'))?.[0];
    expect(wallet.find((entry) => entry.paymentMethodId === id)?.card).toBeDefined();
  });

  it.each(selfContained)('%s reads the variables examples/shared/config.ts reads', (language) => {
    const config = readFileSync(join(repoRoot, 'examples/shared/config.ts'), 'utf8');
    const names = [...config.matchAll(/(?:required\('|process\.env\.)([A-Z_]+)/g)].map((match) => match[1] ?? '');
    expect(new Set(names).size).toBeGreaterThanOrEqual(6);
    const source = sourceOf(language);
    expect(names.filter((name) => !source.includes(name))).toEqual([]);
  });
});

describe('the first-payment page and the runtimes', () => {
  const blocks = codeBlocks(page);
  const text = readFileSync(join(repoRoot, page), 'utf8');

  it.each(languageIds)('shows the %s program in its tab', (language) => {
    const block = blocks.find(({sample}) => sample?.file === `${folder}/${files[language]}`);
    expect(block, `${page} shows ${files[language]}`).toBeDefined();
    const tab = `<TabItem value="${language}" label="${languageLabel(language)}">`;
    const opened = text.lastIndexOf('<TabItem', text.indexOf(`file=${folder}/${files[language]}`));
    expect(text.slice(opened, opened + tab.length)).toBe(tab);
  });

  it('scripts/install-debian-packages.sh installs every runtime the runner needs', () => {
    const script = readFileSync(join(repoRoot, 'scripts/install-debian-packages.sh'), 'utf8');
    expect(debianPackages().filter((name) => !script.includes(`[${name}]=`))).toEqual([]);
  });
});
