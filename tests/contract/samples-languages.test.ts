/**
 * The API references' request samples run. Every operation's sample in the three documents, in each of the
 * eight languages of `sampleLanguages` (plugins/openapi-docs/languageSamples.ts), runs through
 * tests/support/languageRunner.ts against the simulator's HTTP server as a reader runs it, with API_BASE_URL
 * and ACCESS_TOKEN set; each prints the first success status its operation documents, or the documented
 * status `expectedOtherwise` gives, and the eight languages print the same. A sample that is another
 * document's, the same call at the same mount, runs once for both (see `ranFor`).
 *
 * A program is the reference's sample with values changed, never its code: the environment header every call
 * outside production sends (x-sandbox's `environmentHeader`, which the production samples leave out); a
 * merchant of its own (X-Merchant-Id, with a token bound to it), so that no program meets another's payments,
 * keys or deletions and all run side by side; and, in place of the examples' ids, which a fresh simulator
 * never issued, the ids of what it acts on, made for it first (see `needsOf`). The payment methods and the
 * customer the examples name are the sandbox's test wallet (x-test-data's `wallet`), which every merchant
 * starts with.
 *
 * curl's sample prints the body only. curl reads its default options from `$CURL_HOME/.curlrc` unless a
 * command starts with `-q`, so the test gives it one with `--include`: the status line comes first, as the
 * other languages print the status first, and the sample stays as the page shows it.
 */
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {extname, join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {apiDocuments, type ApiDocumentId} from '../../config/apiDocuments';
import {
  idempotencyOf,
  lifecycleOf,
  type OperationEntry,
  operationsOf,
  type Parameter,
  productionUrl,
  resolve,
  sandboxOf,
  testDataOf,
} from '../../contract-core';
import {languageSamples, sampleLanguages, type SampleLanguage} from '../../plugins/openapi-docs/languageSamples';
import {requestSample} from '../../plugins/openapi-docs/requestSamples';
import type {RequestSample} from '../../plugins/openapi-docs/types';
import {mounts} from '../../simulator';
import {startSimulatorServer, type RunningSimulator} from '../../simulator/node';
import {pathAfterServer} from '../../shared/codeSamples';
import {
  languageIds,
  languageLabel,
  runPrograms,
  type LanguageId,
  type Program,
  type ProgramRun,
  type RunsByLanguage,
} from '../support/languageRunner';
import {contractDocuments, simulatorAccessToken} from '../support/simulator';

const documents = await contractDocuments();

/** What a GET answers for a resource in `state`, as the status schema's x-lifecycle says. */
function getStatusOf(statusSchema: string, state: string): number {
  const status = lifecycleOf(documents.merchant.components?.schemas?.[statusSchema])?.states[state]?.getStatus;
  if (status === undefined) throw new Error(`${statusSchema}'s x-lifecycle gives no GET status for ${state}`);
  return status;
}

/**
 * The samples that answer other than the first success their operation documents, by document and
 * operationId: the status, which the operation documents, and why. Every other sample must answer that first
 * success. None fails: a sample whose example could not succeed would be listed here with its documented
 * failure, and its title on the reference page would say that it shows a failure.
 */
const expectedOtherwise: Readonly<Record<ApiDocumentId, Readonly<Record<string, {status: number; why: string}>>>> = {
  merchant: {
    getSession: {
      status: getStatusOf('SessionStatus', 'INITIATED'),
      why: 'The session the test made waits for its customer, and GET answers a session in INITIATED so.',
    },
  },
  internal: {},
  hcp: {},
};

const sandbox = sandboxOf(documents.merchant);
const testData = testDataOf(documents.merchant);
const paymentLifecycle = lifecycleOf(documents.merchant.components?.schemas?.PaymentStatus);
const merchantIdParameter = documents.merchant.components?.parameters?.MerchantId;
if (sandbox === undefined || testData === undefined || paymentLifecycle === undefined || !merchantIdParameter)
  throw new Error('The Merchant API has no x-sandbox, x-test-data, PaymentStatus lifecycle or MerchantId parameter');
const exampleMerchantId = String(resolve<Parameter>(documents.merchant, merchantIdParameter).example);

interface Planned {
  readonly api: ApiDocumentId;
  readonly entry: OperationEntry;
}
const planned: Planned[] = apiDocuments.flatMap(({id}) =>
  operationsOf(documents[id]).map((entry) => ({api: id, entry})),
);

const mountOf = (api: ApiDocumentId): string => mounts.find(({apis}) => apis.includes(api))?.prefix ?? '';

/**
 * The operation whose programs run for each one: itself, or the first whose sample is the same call at the
 * same mount. The health-care API's operations are the Merchant API's, at the paths the simulator serves for
 * both under /v1: their programs are the same text and run once.
 */
const shownCall = ({api, entry}: Planned): string =>
  JSON.stringify([mountOf(api), productionUrl(documents[api]), requestSample(documents[api], entry)]);
const ranFor = new Map(
  planned.map((operation) => [
    operation,
    planned.find((other) => shownCall(other) === shownCall(operation)) ?? operation,
  ]),
);
const distinct = [...new Set(ranFor.values())];

/** The program's file: Java's is named after its class, Main; the others after the operation. */
function programName({api, entry}: Planned, language: LanguageId): string {
  const stem = `${api}-${entry.operationId}`;
  const languages: readonly SampleLanguage[] = sampleLanguages;
  const fileName = languages.find(({id}) => id === language)?.fileName;
  if (language === 'java' && fileName !== undefined) return `${stem}/${fileName}`;
  // curl's sample is a shell command; fetch's an ES module, for its top-level await.
  const extension = fileName === undefined ? (language === 'curl' ? '.sh' : '.mjs') : extname(fileName);
  return `${stem}${extension}`;
}

let running: RunningSimulator;
let curlHome: string;
const programs = new Map<string, Program>();
let runs: RunsByLanguage = {};

/** Where a document's operations are served: the simulator's origin and the document's mount. */
const baseUrl = (api: ApiDocumentId): string => `${running.origin}${mountOf(api)}`;

interface Caller {
  readonly merchantId: string;
  readonly token: string;
}

async function send(api: ApiDocumentId, sample: RequestSample, token: string): Promise<Response> {
  return fetch(`${baseUrl(api)}${pathAfterServer(sample, productionUrl(documents[api]))}`, {
    method: sample.method,
    headers: Object.fromEntries([
      ...(sample.bearerToken ? [['Authorization', `Bearer ${token}`] as const] : []),
      ...sample.headers,
    ]),
    ...(sample.body === undefined
      ? {}
      : {body: typeof sample.body === 'string' ? sample.body : JSON.stringify(sample.body)}),
  });
}

/**
 * Moves the simulator's clock past x-test-data's processing time, so that what was made before has been
 * processed: once for all who ask within a few milliseconds, since the clock is the whole simulator's.
 */
function processingClock(): () => Promise<void> {
  let next: Promise<void> | undefined;
  return () => {
    next ??= new Promise((resolvePromise) => setTimeout(resolvePromise, 20)).then(async () => {
      next = undefined;
      const answer = await fetch(`${running.origin}/_sandbox/clock`, {
        method: 'POST',
        body: JSON.stringify({advance: testData?.processingTime}),
      });
      if (!answer.ok) throw new Error(`The sandbox clock answered ${answer.status}`);
    });
    return next;
  };
}
const passProcessingTime = processingClock();

/** The values of a sample's path parameters, by name, read off its URL. */
function pathValues({api, entry}: Planned, sample: RequestSample): Map<string, string> {
  const names: string[] = [];
  const pattern = entry.path.replace(/\{([^}]+)\}|[.*+?^$()|[\]\\]/g, (match, name?: string) => {
    if (name === undefined) return `\\${match}`;
    names.push(name);
    return '([^/?]+)';
  });
  const found = new RegExp(`^${pattern}(?:\\?|$)`).exec(pathAfterServer(sample, productionUrl(documents[api])));
  return new Map(names.map((name, index) => [name, decodeURIComponent(found?.[index + 1] ?? '')]));
}

/** The operation that makes what a collection holds: the POST to its path, in the same document first. */
function makerOf(api: ApiDocumentId, collection: string): Planned | undefined {
  const ordered = [api, ...apiDocuments.map(({id}) => id).filter((id) => id !== api)];
  for (const id of ordered) {
    const entry = operationsOf(documents[id]).find(({method, path}) => method === 'post' && path === collection);
    if (entry !== undefined) return {api: id, entry};
  }
  return undefined;
}

/** The collection a path parameter names a member of: the path before it (`/payments` for `paymentId`). */
function collectionOf(path: string, name: string): string {
  return path.slice(0, path.indexOf(`/{${name}}`));
}

/** Something a sample's example names that a fresh merchant does not hold, and how the test makes it. */
interface Need {
  /** The example's value, which the made thing's replaces. */
  readonly example: string;
  readonly maker: Planned;
  /** What the sample names it by: the made thing's id, or the value of a field of the maker's body. */
  readonly by: {readonly id: true} | {readonly field: string};
}

/**
 * What a sample acts on, each made by the POST to its collection: a path parameter's (a payment for
 * `/payments/{paymentId}`, a checkout session for `/checkout-sessions/{checkoutId}`); a body field named as a
 * path parameter of the document (createRefund's `paymentId`); and a query parameter that is the idempotency
 * key of the POST to the same path (the payment findPaymentsByMerchantTransactionId finds). A path parameter
 * whose collection has no POST names what the sandbox holds already: a test wallet's method or customer.
 */
function needsOf(planned: Planned, sample: RequestSample): Need[] {
  const {api, entry} = planned;
  const ofPath = [...pathValues(planned, sample)].flatMap(([name, example]): Need[] => {
    const maker = makerOf(api, collectionOf(entry.path, name));
    return maker === undefined ? [] : [{example, maker, by: {id: true}}];
  });
  const collections = new Map(
    operationsOf(documents[api]).flatMap(({path}) =>
      [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = '']) => [name, collectionOf(path, name)] as const),
    ),
  );
  const body = typeof sample.body === 'object' && sample.body !== null ? Object.entries(sample.body) : [];
  const ofBody = body.flatMap(([name, example]): Need[] => {
    const collection = collections.get(name);
    const maker = collection === undefined ? undefined : makerOf(api, collection);
    return maker === undefined || typeof example !== 'string' ? [] : [{example, maker, by: {id: true}}];
  });
  const maker = makerOf(api, entry.path);
  const key = maker === undefined ? undefined : idempotencyOf(maker.entry.operation)?.key;
  const field = key !== undefined && 'field' in key ? key.field : undefined;
  const example = field === undefined ? undefined : new URL(sample.url).searchParams.get(field);
  const ofQuery =
    maker === undefined || field === undefined || example === null || example === undefined || entry.method !== 'get'
      ? []
      : [{example, maker, by: {field}}];
  return [...ofPath, ...ofBody, ...ofQuery];
}

/**
 * What the payment an operation acts on needs besides the createPayment example, which ends COMPLETED: an
 * operation that PaymentStatus's x-lifecycle allows in AUTHORIZED and not in COMPLETED (capturePayment,
 * cancelPayment) needs an authorization, which authorizeCard asks for, of the amount its own example takes.
 */
function paymentChanges({entry}: Planned, sample: RequestSample): Readonly<Record<string, unknown>> {
  const allowedIn = (state: string) => paymentLifecycle?.states[state]?.actions?.includes(entry.operationId) === true;
  if (!allowedIn('AUTHORIZED') || allowedIn('COMPLETED')) return {};
  const amount = (sample.body as {amount?: unknown} | undefined)?.amount;
  return {authorizeCard: true, ...(typeof amount === 'number' ? {amount} : {})};
}

/** The sample with each value of `values` in place of its example, in the URL, the headers and the body. */
function withValues(sample: RequestSample, values: ReadonlyMap<string, string>): RequestSample {
  const swap = (value: unknown): unknown => (typeof value === 'string' ? (values.get(value) ?? value) : value);
  const url = [...values].reduce((text, [example, value]) => text.replaceAll(example, value), sample.url);
  return {
    ...sample,
    url,
    headers: sample.headers.map(([name, value]) => [name, String(swap(value))] as const),
    ...(sample.body === undefined
      ? {}
      : {body: JSON.parse(JSON.stringify(sample.body), (_, value: unknown) => swap(value)) as unknown}),
  };
}

/**
 * The operation's sample as the reference shows it, made ready for the simulator and the caller: the
 * environment header, the caller's merchant, and what it acts on made first. `changes` go into its body.
 */
async function readySample(
  planned: Planned,
  caller: Caller,
  changes: Readonly<Record<string, unknown>> = {},
): Promise<RequestSample> {
  const shown = requestSample(documents[planned.api], planned.entry);
  const sample: RequestSample = {
    ...shown,
    headers: [...shown.headers, [sandbox?.environmentHeader ?? '', sandbox?.environment ?? '']],
    ...(shown.body === undefined ? {} : {body: {...(shown.body as object), ...changes}}),
  };
  const values = new Map([[exampleMerchantId, caller.merchantId]]);
  for (const need of needsOf(planned, sample)) {
    values.set(need.example, await make(need, caller, paymentChanges(planned, sample)));
  }
  return withValues(sample, values);
}

/** Makes what a need names by its maker's own sample, waits out the processing, and answers its id or key. */
async function make(need: Need, caller: Caller, changes: Readonly<Record<string, unknown>>): Promise<string> {
  const sample = await readySample(need.maker, caller, changes);
  const answer = await send(need.maker.api, sample, caller.token);
  const text = await answer.text();
  if (!answer.ok)
    throw new Error(
      `Making what ${need.example} names: ${need.maker.entry.operationId} answered ${answer.status} ${text}`,
    );
  await passProcessingTime();
  if ('field' in need.by) return String((sample.body as Record<string, unknown>)[need.by.field]);
  const {url} = JSON.parse(text) as {url?: unknown};
  const id = typeof url === 'string' ? url.split('/').at(-1) : undefined;
  if (id === undefined) throw new Error(`${need.maker.entry.operationId} answered no url: ${text}`);
  return decodeURIComponent(id);
}

const programKey = ({api, entry}: Planned, language: LanguageId): string => `${api} ${entry.operationId} ${language}`;

beforeAll(async () => {
  running = await startSimulatorServer(0);
  curlHome = await mkdtemp(join(tmpdir(), 'samples-curl-'));
  await writeFile(join(curlHome, '.curlrc'), 'include\nsilent\nshow-error\n');
  // Each operation's programs are made one language after another, the operations side by side.
  await Promise.all(
    distinct.map(async (operation) => {
      for (const language of languageIds) {
        const token = await simulatorAccessToken(running.origin, {credentials: 'samples-client:samples-secret'});
        const sample = await readySample(operation, {merchantId: crypto.randomUUID(), token});
        programs.set(programKey(operation, language), {
          name: programName(operation, language),
          source: languageSamples(sample, productionUrl(documents[operation.api]))[language],
          env: {ACCESS_TOKEN: token, API_BASE_URL: baseUrl(operation.api)},
        });
      }
    }),
  );
  runs = await runPrograms(
    Object.fromEntries(
      languageIds.map((language) => [
        language,
        distinct.map((operation) => programs.get(programKey(operation, language)) as Program),
      ]),
    ),
    {env: {CURL_HOME: curlHome}},
  );
}, 600_000);

afterAll(async () => {
  await running.stop();
  await rm(curlHome, {recursive: true, force: true});
});

/** The status a program printed first: `202`, `202 Accepted` (Go), or curl's status line `HTTP/1.1 202 Accepted`. */
function printedStatus(run: ProgramRun): number | undefined {
  const status = /^(?:HTTP\/[\d.]+ )?(\d{3})\b/.exec(run.stdout)?.[1];
  return status === undefined ? undefined : Number(status);
}

function described(run: ProgramRun | undefined, program: Program | undefined): string {
  const head = program?.source.split('\n').slice(0, 12).join('\n') ?? '';
  if (run === undefined) return `It did not run.\n--- program\n${head}`;
  const ending = run.problem ?? `exit code ${String(run.exitCode)}`;
  return `${languageLabel(run.language)} ${run.name}: ${ending}\n--- program (head)\n${head}\n--- stdout (head)\n${run.stdout.slice(0, 600)}\n--- stderr\n${run.stderr.slice(0, 2000)}`;
}

describe.each(apiDocuments)('the request samples of the $navLabel reference', ({id}) => {
  const operations = planned.filter(({api}) => api === id);

  it('expect otherwise only of operations the document has', () => {
    const operationIds = operations.map(({entry}) => entry.operationId);
    expect(Object.keys(expectedOtherwise[id]).filter((operationId) => !operationIds.includes(operationId))).toEqual([]);
  });

  it.each(operations.map((operation) => [operation.entry.operationId, operation] as const))(
    '%s runs in every language and answers as documented',
    (operationId, operation) => {
      const documented = Object.keys(operation.entry.operation.responses).map(Number);
      const successes = documented.filter((status) => status >= 200 && status < 300);
      const otherwise = expectedOtherwise[id][operationId];
      const printed = languageIds.map((language) => {
        const ran = ranFor.get(operation) ?? operation;
        const run = runs[language]?.[distinct.indexOf(ran)];
        const program = programs.get(programKey(ran, language));
        const status = run === undefined ? undefined : printedStatus(run);
        const context = `${operationId} in ${languageLabel(language)}\n${described(run, program)}`;
        expect(run?.exitCode, context).toBe(0);
        expect(status, `${context}\n${otherwise?.why ?? 'the first success the operation documents'}`).toBe(
          otherwise?.status ?? successes[0],
        );
        expect(documented, `${context}\nanswered a status the operation does not document`).toContain(status);
        return [language, status] as const;
      });
      expect(new Set(printed.map(([, status]) => status)).size, `the languages agree: ${JSON.stringify(printed)}`).toBe(
        1,
      );
    },
  );
});
