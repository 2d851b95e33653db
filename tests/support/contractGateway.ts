/**
 * The contract's mock, served the way the code samples address the service: one origin on 127.0.0.1 with
 * the public APIs under `/v1` (merchant and health-care platform documents, as on the real host), the
 * internal checkout API under `/internal`, and a stand-in for the identity provider's token URL at
 * `/oauth2/token`, which no OpenAPI document describes. Each API answer comes from a Prism mock of its
 * bundled document, so a request the contract forbids is refused as Prism refuses it.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {apiDocuments, type ApiDocumentId} from '../../config/apiDocuments';
import {loadContract} from './contract';
import {startMockServer, type MockServer} from './prism';

export interface ContractGateway {
  readonly origin: string;
  /** The variables a sample's shell or process sees: the URLs of this gateway and example identifiers. */
  readonly environment: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/** The token the stand-in identity provider issues. */
export const mockAccessToken = 'mock-access-token';

/** Which document serves a path below `/v1`: the merchant API, unless only the health-care platform API has it. */
async function publicRouter(): Promise<(path: string) => ApiDocumentId | undefined> {
  const patterns = async (id: ApiDocumentId): Promise<RegExp[]> =>
    (await loadContract(id)).operations.map(
      ({path}) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    );
  const merchant = await patterns('merchant');
  const hcp = await patterns('hcp');
  return (path) => {
    if (merchant.some((pattern) => pattern.test(path))) return 'merchant';
    if (hcp.some((pattern) => pattern.test(path))) return 'hcp';
    return undefined;
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answerToken(response: ServerResponse): void {
  response.writeHead(200, {'content-type': 'application/json', 'cache-control': 'no-store'});
  response.end(JSON.stringify({access_token: mockAccessToken, token_type: 'Bearer', expires_in: 3600}));
}

export async function startContractGateway(): Promise<ContractGateway> {
  const mocks = new Map<ApiDocumentId, MockServer>();
  const stopMocks = () => Promise.all([...mocks.values()].map((mock) => mock.stop()));
  try {
    for (const apiDocument of apiDocuments) mocks.set(apiDocument.id, await startMockServer(apiDocument));
  } catch (error) {
    await stopMocks();
    throw error;
  }
  const routePublic = await publicRouter();

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://gateway');
      if (url.pathname === '/oauth2/token' && request.method === 'POST') {
        await readBody(request);
        answerToken(response);
        return;
      }
      const [prefix, rest] = url.pathname.startsWith('/v1/')
        ? ['/v1', url.pathname.slice(3)]
        : url.pathname.startsWith('/internal/')
          ? ['/internal', url.pathname.slice(9)]
          : ['', url.pathname];
      const id = prefix === '/v1' ? routePublic(rest) : prefix === '/internal' ? 'internal' : undefined;
      const mock = id === undefined ? undefined : mocks.get(id);
      if (mock === undefined) {
        response.writeHead(404, {'content-type': 'text/plain'});
        response.end(`No document of the contract has ${request.method ?? ''} ${url.pathname}\n`);
        return;
      }
      const body = await readBody(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) =>
          value === undefined || name === 'host' || name === 'content-length' ? [] : [[name, String(value)]],
        ),
      );
      const answer = await fetch(`${mock.origin}${rest}${url.search}`, {
        method: request.method,
        headers,
        body: body.length === 0 ? undefined : new Uint8Array(body),
      });
      const answerHeaders = Object.fromEntries(
        [...answer.headers].filter(
          ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
        ),
      );
      response.writeHead(answer.status, answerHeaders);
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      response.writeHead(502, {'content-type': 'text/plain'});
      response.end(`Gateway error: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    environment: sampleEnvironment(origin),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await stopMocks();
    },
  };
}

/**
 * The variables the samples read, as the Getting Started page tells a reader to set them, pointed at the
 * gateway. Identifiers are the contract's example values, so the mock recognises their shape.
 */
export function sampleEnvironment(origin: string): Record<string, string> {
  return {
    CHECKOUT_API_URL: `${origin}/v1`,
    CHECKOUT_INTERNAL_API_URL: `${origin}/internal`,
    CHECKOUT_TOKEN_URL: `${origin}/oauth2/token`,
    CLIENT_ID: 'mock-client-id',
    CLIENT_SECRET: 'mock-client-secret',
    ACCESS_TOKEN: mockAccessToken,
    CHECKOUT_TOKEN: mockAccessToken,
    PCI_ACCESS_TOKEN: mockAccessToken,
    MERCHANT_ID: '4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10',
    UPSTREAM_ENV: 'stage',
    SESSION_ID: '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47',
    CHECKOUT_ID: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
    PAYMENT_ID: '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d',
    PAYMENT_METHOD_ID: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
    REFUND_ID: '2c4e6a8b-0d1f-4b3c-9e5a-7c9e1b3d5f7a',
    SETUP_ID: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
    MERCHANT_TRANSACTION_ID: 'order-100234-attempt-1',
  };
}
