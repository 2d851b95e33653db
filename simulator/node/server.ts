/**
 * `npm run simulator -- --port <port>`: the simulator as an HTTP server on 127.0.0.1, and nowhere else. The
 * Merchant and health-care APIs answer under /v1, the internal API under /checkout-api, the token endpoint
 * at /oauth2/token and the control calls under /_sandbox/. Webhook events go only to loopback endpoints.
 */
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {durationMs, sandboxOf, webhookDeliveryOf} from '../../contract-core';
import type {Simulator} from '../index';
import {bundleContractDocuments, nodeSimulator} from './simulator';

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

export async function startSimulatorServer(port = 0): Promise<RunningSimulator> {
  const documents = await bundleContractDocuments();
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sandbox = sandboxOf(documents.merchant);
  const delivery = webhookDeliveryOf(documents.merchant);
  if (sandbox === undefined || delivery === undefined)
    throw new Error('The Merchant API has no x-sandbox or x-webhook-delivery');
  const {maxBodyBytes} = sandbox;
  const timeoutMs = durationMs(delivery.timeout);
  const simulator = await nodeSimulator({
    documents,
    origin,
    async deliver(url, headers, body) {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      await response.body?.cancel();
      return response.status;
    },
  });
  server.on('request', (request, response) => {
    void (async () => {
      try {
        const body = await readBody(request, maxBodyBytes);
        const answer =
          body === undefined
            ? {
                status: 413,
                headers: {'content-type': 'application/json'},
                body: {
                  title: 'Payload Too Large',
                  status: 413,
                  detail: `The simulator reads at most ${maxBodyBytes} bytes of body.`,
                },
              }
            : await simulator.handle({
                method: request.method ?? 'GET',
                url: request.url ?? '/',
                headers: Object.fromEntries(
                  Object.entries(request.headers).map(([name, value]) => [
                    name,
                    Array.isArray(value) ? value.join(', ') : (value ?? ''),
                  ]),
                ),
                body,
              });
        response.writeHead(answer.status, {...answer.headers, 'cache-control': 'no-store'});
        response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      } catch (error) {
        // A fault of the simulator itself: say so, and keep serving.
        if (!response.headersSent) response.writeHead(500, {'content-type': 'application/json'});
        response.end(
          JSON.stringify({
            title: 'Internal Server Error',
            status: 500,
            detail: `The simulator failed: ${error instanceof Error ? error.message : String(error)}`,
          }),
        );
      }
    })();
  });
  return {
    origin,
    simulator,
    server,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
      await simulator.idle();
    },
  };
}

function portArgument(argv: readonly string[]): number {
  const index = argv.indexOf('--port');
  const value = index === -1 ? '4010' : argv[index + 1];
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port needs a port number, got "${String(value)}"`);
  return port;
}

export async function main(argv: readonly string[]): Promise<void> {
  console.log(banner);
  const running = await startSimulatorServer(portArgument(argv));
  console.log(
    `Listening on ${running.origin}: /v1 (Merchant and health-care APIs), /checkout-api (internal API), /oauth2/token, /_sandbox/`,
  );
  const stop = () => void running.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
