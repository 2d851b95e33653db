/**
 * `npm run simulator -- --port <port>`: the simulator as an HTTP server on 127.0.0.1, and nowhere else. The
 * Merchant and health-care APIs answer under /v1, the internal API under /checkout-api, the token endpoint
 * at /oauth2/token and the control calls under /_sandbox/. Webhook events go only to loopback endpoints.
 */
import {writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type RequestListener, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {durationMs, sandboxOf, webhookDeliveryOf} from '../../contract-core';
import type {ContractDocuments} from '../contract';
import {createSimulator, type SimRequest, type SimResponse, type Simulator} from '../index';
import {journaledSimulator, type JournalStore} from '../journal';
import type {Deliver} from '../webhooks';
import {asksForHelp, parseOptions, seededIds, usage, type ServerOptions} from './options';
import {bundleContractDocuments, nodeSimulatorInputs} from './simulator';

export const banner =
  'Convenient Checkout simulator: a development tool that acts out the API contract. It is not the service, holds no real money and keeps its state in memory only.';

/** Reads a body up to `limit` bytes; undefined when it is longer (the rest is drained, not kept). */
async function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  return size > limit ? undefined : Buffer.concat(chunks).toString('utf8');
}

export interface RunningSimulator {
  readonly origin: string;
  readonly simulator: Simulator;
  readonly server: Server;
  stop(): Promise<void>;
}

const problem = (status: number, title: string, detail: string): SimResponse => ({
  status,
  headers: {'content-type': 'application/json'},
  body: {title, status, detail},
});

/** The HTTP request as the simulator takes it: repeated headers joined, as HTTP allows. */
function simRequest(request: IncomingMessage, body: string): SimRequest {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
  return {method: request.method ?? 'GET', url: request.url ?? '/', headers, body};
}

function listener(simulator: Simulator, maxBodyBytes: number): RequestListener {
  return (request, response) => {
    void (async () => {
      try {
        const body = await readBody(request, maxBodyBytes);
        const answer =
          body === undefined
            ? problem(413, 'Payload Too Large', `The simulator reads at most ${maxBodyBytes} bytes of body.`)
            : await simulator.handle(simRequest(request, body));
        response.writeHead(answer.status, {...answer.headers, 'cache-control': 'no-store'});
        response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      } catch (error) {
        // A fault of the simulator itself: say so, and keep serving.
        const detail = `The simulator failed: ${error instanceof Error ? error.message : String(error)}`;
        if (!response.headersSent) response.writeHead(500, {'content-type': 'application/json'});
        response.end(JSON.stringify(problem(500, 'Internal Server Error', detail).body));
      }
    })();
  };
}

/** Posts a webhook event to the registered (loopback) endpoint, waiting no longer than the contract's timeout. */
function loopbackDeliver(timeoutMs: number): Deliver {
  return async (url, headers, body) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, {method: 'POST', headers, body, signal, redirect: 'manual'});
    await response.body?.cancel();
    return response.status;
  };
}

/** A journal kept in a file, in the sandbox's own format (simulator/journal.ts), rewritten after each change. */
function fileJournal(path: string): JournalStore {
  return {
    load: () => undefined,
    save(journal) {
      writeFileSync(path, `${JSON.stringify(journal, null, 2)}\n`);
      return true;
    },
  };
}

async function listen(port: number): Promise<{server: Server; origin: string}> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}

export interface StartOptions extends Omit<ServerOptions, 'port'> {
  /** The bundled documents; by default those of the repository's openapi/. */
  readonly documents?: ContractDocuments;
}

async function serve(port: number, options: StartOptions & {documents: ContractDocuments}): Promise<RunningSimulator> {
  const {documents} = options;
  const sandbox = sandboxOf(documents.merchant);
  const delivery = webhookDeliveryOf(documents.merchant);
  if (sandbox === undefined || delivery === undefined)
    throw new Error('The Merchant API has no x-sandbox or x-webhook-delivery');
  const {server, origin} = await listen(port);
  const inputs = {...nodeSimulatorInputs(documents), origin, deliver: loopbackDeliver(durationMs(delivery.timeout))};
  const freshId = options.seed === undefined ? undefined : seededIds(options.seed);
  const simulator =
    options.record === undefined
      ? createSimulator({...inputs, ...(freshId === undefined ? {} : {newId: freshId})})
      : await journaledSimulator(
          (varying) => createSimulator({...inputs, ...varying}),
          fileJournal(options.record),
          Date.now,
          freshId,
        );
  server.on('request', listener(simulator, sandbox.maxBodyBytes));
  async function stop(): Promise<void> {
    server.closeAllConnections();
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
    await simulator.idle();
  }
  return {origin, simulator, server, stop};
}

export async function startSimulatorServer(port = 0, options: StartOptions = {}): Promise<RunningSimulator> {
  return serve(port, {...options, documents: options.documents ?? (await bundleContractDocuments())});
}

/** The command: the banner first, then the server over the documents `documents` loads (the repository's or the package's). */
export async function main(argv: readonly string[], documents: () => Promise<ContractDocuments>): Promise<void> {
  if (asksForHelp(argv)) {
    console.log(usage);
    return;
  }
  console.log(banner);
  const {port, ...options} = parseOptions(argv);
  const running = await serve(port, {...options, documents: await documents()});
  console.log(
    `Listening on ${running.origin}: /v1 (Merchant and health-care APIs), /checkout-api (internal API), /oauth2/token, /_sandbox/`,
  );
  const stop = () => void running.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
