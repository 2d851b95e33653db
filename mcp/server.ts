/**
 * The docs' MCP server: the tools of tools.ts, `llms.txt` and the three OpenAPI documents as resources, and
 * the "integrate hosted checkout" prompt, over the official SDK's low-level server, so each tool's input and
 * output are plain JSON Schemas. Bad input of any kind answers an MCP error with a message, never a crash.
 */
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {apiDocuments} from '../config/apiDocuments';
import {llmsFiles} from '../shared/twinPath';
import {DocsUnreachable, type DocsSite} from './site';
import {ToolInputError, tools} from './tools';

export const serverInfo = {name: 'convenient-checkout-docs', version: '1.0.0'} as const;

const hostedCheckoutPrompt = 'integrate-hosted-checkout';

function promptText(site: DocsSite): string {
  return [
    "Integrate Convenient Checkout's hosted checkout into my server, using the convenient-checkout-docs tools.",
    '',
    `1. Read ${site.url(llmsFiles.index)} with read_page for the rules every integration keeps (integer cents, merchantTransactionId as the retry key, 202 means accepted).`,
    '2. get_operation createSession and getSession: the request, the scopes, the answers, and the session lifecycle (get_lifecycle session).',
    '3. Write the server code: get an OAuth token (client credentials, scopes from get_operation), create a session with a new merchantTransactionId, redirect the customer to data.hostedUrl, then poll getSession until it answers 200 or 410, following x-idempotency and the retry policy.',
    '4. check_request every body you write against its operation before you use it.',
    '5. simulate the flow: create the session, {"customer": {"sessionId": "{{0.data.sessionId}}", "action": "pay"}}, {"advance": "PT1M"}, then GET /v1/sessions/{{0.data.sessionId}}.',
    '6. For each error code your code handles, explain_error gives what to do and what to tell the customer.',
  ].join('\n');
}

/**
 * The JSON-RPC error the client receives: the SDK sends a thrown error's `code` and `message` as they are
 * (McpError would put its own prefix into the message, and the client adds another).
 */
class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function protocolError(error: unknown): ProtocolError {
  if (error instanceof ProtocolError) return error;
  if (error instanceof ToolInputError) return new ProtocolError(ErrorCode.InvalidParams, error.message);
  if (error instanceof DocsUnreachable) return new ProtocolError(ErrorCode.InternalError, error.message);
  return new ProtocolError(
    ErrorCode.InternalError,
    `The docs server failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

// The SDK marks its low-level Server deprecated for "advanced use cases" only: its McpServer takes zod shapes,
// and each of our tools states its input and output as a plain JSON Schema, which this Server serves as it is.
// eslint-disable-next-line @typescript-eslint/no-deprecated
type LowLevelServer = Server;

/** Each tool's input validator, compiled once. */
function inputValidators(): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({allErrors: true, strict: false});
  addFormats(ajv);
  return new Map(tools.map((tool) => [tool.name, ajv.compile(tool.inputSchema)]));
}

function serveTools(server: LowLevelServer, site: DocsSite): void {
  const validators = inputValidators();
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map(({name, description, inputSchema, outputSchema}) => ({
      name,
      description,
      inputSchema,
      outputSchema,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools.find(({name}) => name === request.params.name);
    if (tool === undefined)
      throw new ProtocolError(ErrorCode.InvalidParams, `No tool ${request.params.name}; tools/list names them`);
    const input = request.params.arguments ?? {};
    const validate = validators.get(tool.name);
    if (validate !== undefined && !validate(input)) {
      const problems = (validate.errors ?? [])
        .slice(0, 5)
        .map(({instancePath, message}) => `${instancePath || 'input'} ${message ?? ''}`);
      throw new ProtocolError(ErrorCode.InvalidParams, `Invalid input for ${tool.name}: ${problems.join('; ')}`);
    }
    try {
      const result = await tool.run(site, input);
      return {content: [{type: 'text', text: JSON.stringify(result, null, 2)}], structuredContent: result};
    } catch (error) {
      throw protocolError(error);
    }
  });
}

/** `llms.txt` and the three bundled OpenAPI documents, each at its URL on the docs site. */
function resourcesOf(site: DocsSite) {
  return [
    {
      uri: site.url(llmsFiles.index),
      name: 'llms.txt',
      mimeType: 'text/markdown',
      description: 'Where to start, and the rules every integration keeps',
      path: llmsFiles.index,
    },
    ...apiDocuments.map(({id, title}) => ({
      uri: site.url(`/openapi/${id}.json`),
      name: `${id}.json`,
      mimeType: 'application/json',
      description: `${title}: the bundled OpenAPI document`,
      path: `/openapi/${id}.json`,
    })),
  ];
}

function serveResources(server: LowLevelServer, site: DocsSite): void {
  const resources = resourcesOf(site);
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: resources.map(({uri, name, mimeType, description}) => ({uri, name, mimeType, description})),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const resource = resources.find(({uri}) => uri === request.params.uri);
    if (resource === undefined)
      throw new ProtocolError(ErrorCode.InvalidParams, `No resource ${request.params.uri}; resources/list names them`);
    try {
      return {contents: [{uri: resource.uri, mimeType: resource.mimeType, text: await site.text(resource.path)}]};
    } catch (error) {
      throw protocolError(error);
    }
  });
}

function servePrompts(server: LowLevelServer, site: DocsSite): void {
  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: [
      {
        name: hostedCheckoutPrompt,
        title: 'Integrate hosted checkout',
        description: "The steps, and the tools to use at each, to add hosted checkout to a merchant's server",
      },
    ],
  }));
  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    if (request.params.name !== hostedCheckoutPrompt)
      throw new ProtocolError(ErrorCode.InvalidParams, `No prompt ${request.params.name}`);
    return {messages: [{role: 'user', content: {type: 'text', text: promptText(site)}}]};
  });
}

export function createDocsServer(site: DocsSite): LowLevelServer {
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const server = new Server(serverInfo, {
    capabilities: {tools: {}, resources: {}, prompts: {}},
    instructions: `Answers questions about Convenient Checkout's payment APIs from the published docs at ${site.base}: search and read pages, look up operations, check request bodies, explain error codes and lifecycles, and simulate flows.`,
  });
  serveTools(server, site);
  serveResources(server, site);
  servePrompts(server, site);
  return server;
}
