/**
 * The docs' MCP server (mcp/), spawned over stdio with the SDK's own client, reading the built site that
 * Caddy serves on 127.0.0.1: it lists its tools, resources and prompt, each tool answers as the contract
 * and the published pages say, a flow runs in `simulate`, and bad input gets an MCP error with a message.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {join} from 'node:path';
import {repoRoot} from '../../harness/paths';
import {bundleDocument} from '../../contract-core/node';
import {errorCodesOf} from '../../contract-core';
import {DocsSite} from '../../mcp/site';

const origin = inject('siteOrigin');
let client: Client;

function connect(docs: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(repoRoot, 'node_modules/jiti/bin/jiti.js'), join(repoRoot, 'mcp/cli.ts'), '--docs', docs],
    cwd: repoRoot,
    stderr: 'ignore',
  });
  const connected = new Client({name: 'docs-test', version: '1.0.0'});
  return connected.connect(transport).then(() => connected);
}

type Json = Record<string, unknown>;

async function call(name: string, args: Json): Promise<Json> {
  const result = await client.callTool({name, arguments: args});
  expect(result.isError ?? false).toBe(false);
  return result.structuredContent as Json;
}

beforeAll(async () => {
  client = await connect(origin);
});

afterAll(async () => {
  await client.close();
});

describe('the MCP server over stdio', () => {
  it('lists the ten tools, each with input and output schemas and a description', async () => {
    const {tools} = await client.listTools();
    expect(tools.map(({name}) => name)).toEqual([
      'search_docs',
      'read_page',
      'list_operations',
      'get_operation',
      'check_request',
      'explain_error',
      'get_lifecycle',
      'simulate',
      'list_scenarios',
      'get_scenario',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }
  });

  it('serves llms.txt and the three OpenAPI documents as resources, and the hosted checkout prompt', async () => {
    const {resources} = await client.listResources();
    expect(resources.map(({name}) => name)).toEqual(['llms.txt', 'merchant.json', 'internal.json', 'hcp.json']);
    const llms = await client.readResource({uri: `${origin}/llms.txt`});
    const [llmsContent] = llms.contents;
    expect(llmsContent !== undefined && 'text' in llmsContent ? llmsContent.text : '').toMatch(
      /^# Convenient Checkout/,
    );
    const {prompts} = await client.listPrompts();
    expect(prompts.map(({name}) => name)).toEqual(['integrate-hosted-checkout']);
    const prompt = await client.getPrompt({name: 'integrate-hosted-checkout'});
    expect(JSON.stringify(prompt.messages)).toMatch(/simulate/);
  });

  it('search_docs finds pages by title and by text, with their twins', async () => {
    const {results} = (await call('search_docs', {query: 'refund'})) as {
      results: {title: string; url: string; twinUrl: string; matchedIn: string}[];
    };
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.twinUrl).toMatch(new RegExp(`^${origin}/.*\\.md$`));
    // No title holds the test bank's name; the pages' text does.
    const byText = (await call('search_docs', {query: 'First Lakes Bank'})) as {
      results: {matchedIn: string; twinUrl: string; excerpt: string}[];
    };
    const [first] = byText.results.filter(({matchedIn}) => matchedIn === 'text');
    expect(first?.excerpt).toMatch(/\*\*First\*\* \*\*Lakes\*\* \*\*Bank\*\*/);
    expect(((await call('read_page', {url: first?.twinUrl})) as {markdown: string}).markdown).toContain(
      'First Lakes Bank',
    );
  });

  it('search_docs answers as the search box does: a task phrase at its section, an error code at its home', async () => {
    type Found = {results: {url: string; section: string}[]};
    const task = (await call('search_docs', {query: 'rotate webhook secret', limit: 3})) as Found;
    expect(task.results.map(({url}) => url)).toContain(`${origin}/docs/developers/Admin/#rotating-secrets`);
    const code = (await call('search_docs', {query: 'CARD_DECLINED', limit: 3})) as Found;
    expect(code.results[0]?.url).toBe(
      `${origin}/docs/developers/convenient-checkout-api/Payments/error_codes/#CARD_DECLINED`,
    );
  });

  it('read_page gives the twin of a page url, a twin url or a path', async () => {
    const page = (await call('read_page', {url: `${origin}/docs/overview/`})) as {url: string; markdown: string};
    expect(page.url).toBe(`${origin}/docs/overview.md`);
    expect(page.markdown).toMatch(/^# Overview/);
    expect(((await call('read_page', {url: '/docs/overview.md'})) as {markdown: string}).markdown).toBe(page.markdown);
  });

  it('list_operations and get_operation answer from the contract', async () => {
    const {operations} = (await call('list_operations', {api: 'merchant'})) as {
      operations: {operationId: string; scopes: string[]}[];
    };
    expect(operations.find(({operationId}) => operationId === 'createPayment')?.scopes).toContain('nonprod-merchant');
    const operation = await call('get_operation', {operationId: 'createPayment'});
    expect(operation).toMatchObject({
      method: 'POST',
      path: '/payments',
      referenceUrl: `${origin}/api-reference/#operation/createPayment`,
    });
    expect(
      (operation.responses as {status: string; errorCodes: string[]}[]).find(({status}) => status === '400')
        ?.errorCodes,
    ).toContain('INVALID_AMOUNT');
    expect((operation.idempotency as {key: {field: string}}).key.field).toBe('merchantTransactionId');
    expect((operation.guides as unknown[]).length).toBeGreaterThan(0);
  });

  it("check_request gives the request checker's problems, with their codes", async () => {
    const checked = (await call('check_request', {operationId: 'createPayment', body: {amount: 0}})) as {
      valid: boolean;
      problems: {path: string; code?: string}[];
    };
    expect(checked.valid).toBe(false);
    expect(checked.problems).toContainEqual(expect.objectContaining({path: '$.amount', code: 'INVALID_AMOUNT'}));
    const syntax = (await call('check_request', {operationId: 'createPayment', body: '{"amount": '})) as {
      syntaxError?: string;
    };
    expect(syntax.syntaxError).toMatch(/line 1/);
  });

  it('explain_error gives the catalogue entry of INVALID_AMOUNT, as the contract holds it', async () => {
    const {document} = await bundleDocument(join(repoRoot, 'openapi/merchant.yaml'), join(repoRoot, 'redocly.yaml'));
    const entry = errorCodesOf(document).find(({errorCode}) => errorCode === 'INVALID_AMOUNT');
    const explained = await call('explain_error', {code: 'INVALID_AMOUNT'});
    expect(explained).toMatchObject({
      errorCode: 'INVALID_AMOUNT',
      httpStatus: entry?.httpStatus,
      errorGroup: entry?.errorGroup,
      message: entry?.message,
    });
    expect(explained.url).toMatch(new RegExp(`^${origin}/docs/.*#INVALID_AMOUNT$`));
    expect(explained.guidance).toMatchObject({retryable: false});
  });

  it('get_operation and explain_error return the rules that span requests, with their scenarios', async () => {
    const operation = await call('get_operation', {operationId: 'createRefund'});
    const rules = operation.rules as {id: string; errorCode: string; scenarios: string[]; url: string}[];
    expect(rules.map(({id}) => id)).toContain('refund-within-captured');
    expect(rules.find(({id}) => id === 'refund-within-captured')).toMatchObject({
      errorCode: 'REFUND_AMOUNT_EXCEEDS_CAPTURED',
      url: `${origin}/docs/developers/Testing/Scenarios/#rule-refund-within-captured`,
    });
    const explained = await call('explain_error', {code: 'DUPLICATE_MERCHANT_TRANSACTION_ID'});
    expect((explained.rules as {id: string}[]).map(({id}) => id)).toEqual(
      expect.arrayContaining(['unique-merchant-transaction-id', 'refund-replay-fields']),
    );
  });

  it('list_scenarios and get_scenario return the transcripts recorded at build time', async () => {
    const {scenarios} = (await call('list_scenarios', {})) as {scenarios: {id: string; rules: string[]}[]};
    expect(scenarios.find(({id}) => id === 'server-error-then-resend')?.rules).toEqual([
      'unique-merchant-transaction-id',
    ]);
    const scenario = await call('get_scenario', {id: 'server-error-then-resend'});
    const steps = scenario.steps as {status: number; answer?: unknown}[];
    expect(steps.map(({status}) => status)).toEqual([500, 200, 400, 200, 202]);
    expect(JSON.stringify(steps[2]?.answer)).toContain('DUPLICATE_MERCHANT_TRANSACTION_ID');
    await expect(client.callTool({name: 'get_scenario', arguments: {id: 'no-such-scenario'}})).rejects.toThrow(
      /No scenario no-such-scenario/,
    );
  });

  it('explain_error also explains a failure reported later, such as CARD_DECLINED, from its enum', async () => {
    const explained = await call('explain_error', {code: 'card_declined'});
    expect(explained).toMatchObject({errorCode: 'CARD_DECLINED', guidance: {retryable: false}});
    expect(explained.reported).toMatch(/PaymentErrorCode/);
    expect(explained.url).toMatch(new RegExp(`^${origin}/docs/.*Payments/error_codes/#CARD_DECLINED$`));
  });

  it('read_page also reads llms.txt, as the prompt tells an assistant to', async () => {
    const llms = (await call('read_page', {url: `${origin}/llms.txt`})) as {markdown: string};
    expect(llms.markdown).toMatch(/^# Convenient Checkout/);
  });

  it('get_lifecycle answers for an entity name and for a schema name', async () => {
    const payment = (await call('get_lifecycle', {name: 'payment'})) as {
      schema: string;
      finalStates: string[];
      webhooks: string[];
    };
    expect(payment.schema).toBe('PaymentStatus');
    expect(payment.finalStates).toContain('COMPLETED');
    expect(payment.webhooks).toContain('PAYMENT_AUTHORIZED');
    expect(((await call('get_lifecycle', {name: 'RefundStatus'})) as {schema: string}).schema).toBe('RefundStatus');
  });

  it('simulate runs an authorize-then-capture flow in a fresh simulator', async () => {
    const {answers} = (await call('simulate', {
      steps: [
        {
          request: {
            method: 'POST',
            path: '/v1/payments',
            body: {
              amount: 18750,
              paymentMethodId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
              merchantTransactionId: 'mcp-flow-1',
              authorizeCard: true,
            },
          },
        },
        {advance: 'PT1M'},
        {request: {method: 'GET', path: '/v1/payments/{{0.data.id}}'}},
        {request: {method: 'PATCH', path: '/v1/payments/{{0.data.id}}/capture', body: {amount: 14200}}},
        {advance: 'PT1M'},
        {request: {method: 'GET', path: '/v1/payments/{{0.data.id}}'}},
      ],
    })) as {answers: {status: number; body: {data?: Json}}[]};
    expect(answers.map(({status}) => status)).toEqual([202, 200, 200, 202, 200, 200]);
    expect(answers[2]?.body.data?.status).toBe('AUTHORIZED');
    expect(answers[5]?.body.data).toMatchObject({status: 'COMPLETED', capturedAmount: 14200});
  });

  it('answers bad input with an MCP error that says what is wrong', async () => {
    await expect(client.callTool({name: 'get_operation', arguments: {operationId: 'noSuchOperation'}})).rejects.toThrow(
      /No operation noSuchOperation/,
    );
    await expect(client.callTool({name: 'explain_error', arguments: {code: 'NOT_A_CODE'}})).rejects.toThrow(
      /No error code NOT_A_CODE/,
    );
    await expect(
      client.callTool({
        name: 'check_request',
        arguments: {operationId: 'createPayment', body: 'x'.repeat(5 * 1024 * 1024)},
      }),
    ).rejects.toThrow(/at most/);
    await expect(client.callTool({name: 'search_docs', arguments: {}})).rejects.toThrow(
      /Invalid input for search_docs/,
    );
    await expect(client.callTool({name: 'no_such_tool', arguments: {}})).rejects.toThrow(/No tool no_such_tool/);
    // The server is still there.
    expect((await call('get_lifecycle', {name: 'refund'})).schema).toBe('RefundStatus');
  });

  it('names the docs URL it cannot reach', async () => {
    const unreachable = await connect('http://127.0.0.1:9');
    try {
      await expect(unreachable.callTool({name: 'list_operations', arguments: {}})).rejects.toThrow(
        /Cannot reach the docs at http:\/\/127\.0\.0\.1:9\/openapi\/merchant\.json/,
      );
    } finally {
      await unreachable.close();
    }
  });

  it("reads the site's index and pages once, and builds search_docs' index once", async () => {
    const site = new DocsSite(origin);
    const [search, sections] = [await site.search(), await site.twinSections()];
    expect(await site.search()).toBe(search);
    expect(await site.twinSections()).toBe(sections);
  });

  it('reads again after a failed read, since the site may have started since', async () => {
    const site = new DocsSite('http://127.0.0.1:9');
    await expect(site.search()).rejects.toThrow(/Cannot reach the docs/);
    const failed = site.search();
    await expect(failed).rejects.toThrow(/Cannot reach the docs/);
    expect(site.search()).not.toBe(failed);
  });
});
