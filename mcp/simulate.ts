/**
 * The simulate tool: a list of steps run in a fresh simulator, in process, with a token for every scope and
 * the headers every call carries filled in, so an assistant can try a flow before it writes the code.
 */
import type {ContractDocuments} from '../simulator';
import {nodeSimulator} from '../simulator/node';

type Json = Record<string, unknown>;

export type SimulateStep =
  | {
      readonly request: {
        readonly method: string;
        readonly path: string;
        readonly body?: unknown;
        readonly headers?: Readonly<Record<string, string>>;
      };
    }
  | {readonly advance: string}
  | {
      readonly customer: {
        readonly sessionId: string;
        readonly action: string;
        readonly card?: string;
        readonly bankAccount?: Json;
      };
    };

export interface SimulateInput {
  readonly steps: readonly SimulateStep[];
  readonly merchantId?: string;
}

const uuid = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const simulateInputSchema: Json = {
  type: 'object',
  required: ['steps'],
  properties: {
    merchantId: {
      type: 'string',
      pattern: uuid,
      description: 'X-Merchant-Id for every request; a fixed test merchant if left out',
    },
    steps: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        oneOf: [
          {
            type: 'object',
            required: ['request'],
            additionalProperties: false,
            properties: {
              request: {
                type: 'object',
                required: ['method', 'path'],
                additionalProperties: false,
                properties: {
                  method: {enum: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT']},
                  path: {
                    type: 'string',
                    pattern: '^/(v1|checkout-api)/',
                    maxLength: 2048,
                    description:
                      '/v1/... for the Merchant and health-care APIs, /checkout-api/... for the internal API',
                  },
                  body: {description: 'The JSON body'},
                  headers: {type: 'object', additionalProperties: {type: 'string', maxLength: 1000}},
                },
              },
            },
          },
          {
            type: 'object',
            required: ['advance'],
            additionalProperties: false,
            properties: {
              advance: {type: 'string', pattern: '^P', maxLength: 30, description: 'An ISO 8601 duration: PT30M, P7D'},
            },
          },
          {
            type: 'object',
            required: ['customer'],
            additionalProperties: false,
            properties: {
              customer: {
                type: 'object',
                required: ['sessionId', 'action'],
                additionalProperties: false,
                properties: {
                  sessionId: {type: 'string', maxLength: 100},
                  action: {enum: ['pay', 'authenticate', 'close']},
                  card: {type: 'string', maxLength: 30},
                  bankAccount: {
                    type: 'object',
                    properties: {routingNumber: {type: 'string'}, accountNumber: {type: 'string'}},
                  },
                },
              },
            },
          },
        ],
      },
    },
  },
};

const testMerchant = '4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10';

/** Replaces each `{{N.a.b}}` in the strings of a value with that path of step N's answer body. */
function fill(value: unknown, answers: readonly {body?: unknown}[]): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\d+)((?:\.[\w-]+)*)\}\}/g, (_, step: string, path: string) => {
      const found = path
        .split('.')
        .filter((key) => key !== '')
        .reduce<unknown>(
          (node, key) => (typeof node === 'object' && node !== null ? (node as Json)[key] : undefined),
          answers[Number(step)]?.body,
        );
      if (found === undefined) return '';
      return typeof found === 'string' ? found : JSON.stringify(found);
    });
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, answers));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, answers)]));
  return value;
}

export async function simulate(documents: ContractDocuments, input: SimulateInput): Promise<{answers: Json[]}> {
  const simulator = await nodeSimulator({documents, origin: 'http://simulator.invalid', wait: () => Promise.resolve()});
  const token = await simulator.handle({
    method: 'POST',
    url: '/oauth2/token',
    headers: {authorization: `Basic ${btoa('assistant:assistant')}`},
    body: 'grant_type=client_credentials&scope=nonprod-all',
  });
  const accessToken = String((token.body as Json).access_token);
  const answers: Json[] = [];
  for (const [index, rawStep] of input.steps.entries()) {
    const step = fill(rawStep, answers) as SimulateStep;
    let answer;
    if ('request' in step) {
      const {method, path, body, headers = {}} = step.request;
      answer = await simulator.handle({
        method,
        url: path,
        headers: {
          authorization: `Bearer ${accessToken}`,
          'x-merchant-id': input.merchantId ?? testMerchant,
          'x-upstream-env': 'test',
          'content-type': 'application/json',
          ...headers,
        },
        ...(body === undefined ? {} : {body: typeof body === 'string' ? body : JSON.stringify(body)}),
      });
    } else if ('advance' in step) {
      answer = await simulator.handle({
        method: 'POST',
        url: '/_sandbox/clock',
        body: JSON.stringify({advance: step.advance}),
      });
    } else {
      const {sessionId, ...action} = step.customer;
      answer = await simulator.handle({
        method: 'POST',
        url: `/_sandbox/sessions/${encodeURIComponent(sessionId)}/customer`,
        body: JSON.stringify(action),
      });
    }
    answers.push({step: index, status: answer.status, ...(answer.body === undefined ? {} : {body: answer.body})});
  }
  return {answers};
}
