/**
 * The MCP server's figures over a local build: start-up (spawn to a completed MCP initialize) and the
 * median latency of each tool over 5 calls, after one warm-up call that fills the server's cache of the
 * site's files. `jiti bench/mcp.ts <origin>` runs it alone against a served build.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {join} from 'node:path';
import {repoRoot} from '../harness/paths';

export interface McpFigures {
  readonly startupMs: number;
  /** Tool name to its median latency in milliseconds. */
  readonly toolMedianMs: Readonly<Record<string, number>>;
}

const calls: readonly {readonly name: string; readonly arguments: Record<string, unknown>}[] = [
  {name: 'search_docs', arguments: {query: 'refund a payment'}},
  {name: 'read_page', arguments: {url: '/docs/overview/'}},
  {name: 'list_operations', arguments: {}},
  {name: 'get_operation', arguments: {operationId: 'createPayment'}},
  {name: 'check_request', arguments: {operationId: 'createPayment', body: {amount: 0}}},
  {name: 'explain_error', arguments: {code: 'INVALID_AMOUNT'}},
  {name: 'get_lifecycle', arguments: {name: 'payment'}},
  {
    name: 'simulate',
    arguments: {
      steps: [
        {
          request: {
            method: 'POST',
            path: '/v1/payments',
            body: {
              amount: 4599,
              paymentMethodId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
              merchantTransactionId: 'bench-1',
              authorizeCard: true,
            },
          },
        },
        {advance: 'PT1M'},
        {request: {method: 'GET', path: '/v1/payments/{{0.data.id}}'}},
      ],
    },
  },
];

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureMcp(origin: string): Promise<McpFigures> {
  const started = performance.now();
  const client = new Client({name: 'bench', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [join(repoRoot, 'node_modules/jiti/bin/jiti.js'), join(repoRoot, 'mcp/cli.ts'), '--docs', origin],
      cwd: repoRoot,
      stderr: 'ignore',
    }),
  );
  const startupMs = Math.round(performance.now() - started);
  try {
    const toolMedianMs: Record<string, number> = {};
    for (const call of calls) {
      await client.callTool(call);
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const before = performance.now();
        await client.callTool(call);
        times.push(performance.now() - before);
      }
      toolMedianMs[call.name] = Math.round(median(times));
    }
    return {startupMs, toolMedianMs};
  } finally {
    await client.close();
  }
}

if (process.argv[1]?.endsWith('bench/mcp.ts') === true) {
  const origin = process.argv[2];
  if (origin === undefined)
    throw new Error('Give the origin of a served build: jiti bench/mcp.ts http://127.0.0.1:3000');
  measureMcp(origin).then(
    (figures) => {
      console.log(`start-up: ${figures.startupMs} ms`);
      console.table(figures.toolMedianMs);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
