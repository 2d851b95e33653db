/**
 * The calls of notes/requirements.md#calls one by one, the scopes of #roles-and-scopes, and the deprecations and enums of #entities and #statuses:
 * each document offers exactly the calls notes/requirements.md gives it, with the statuses, headers, scopes and
 * examples the requirements ask for.
 */
import {describe, expect, it} from 'vitest';
import type {ApiDocumentId} from '../../config/apiDocuments';
import {
  loadBundledContracts,
  loadContract,
  loadContracts,
  type Contract,
  type Pointer,
  type Schema,
} from '../support/contract';

/** The scope families of notes/requirements.md#roles-and-scopes; each also has `nonprod-` variants and is also served by `all`. */
const scopeGroups = {
  merchant: ['merchant', 'all'],
  wallet: ['merchant-wallet-management', 'user', 'all'],
  pci: ['merchant-pci', 'all'],
} as const;
const section6Scopes = ['all', 'merchant', 'merchant-wallet-management', 'user', 'merchant-pci'];
const nonProduction = (scope: string): string => `nonprod-${scope}`;

interface ExpectedCall {
  /** `METHOD /path` as the requirements' list of calls writes it. */
  readonly call: string;
  /** The statuses the requirements list; the call may answer more. */
  readonly statuses?: readonly number[];
  /** Which scopes grant the call, where the requirements say. */
  readonly scope?: keyof typeof scopeGroups;
  /** The request body: the schema the requirements name, or the fields they list. */
  readonly body?: string | readonly string[];
  readonly bodyRequired?: boolean;
  /** Fields of the success answer, as dotted paths. */
  readonly returns?: readonly string[];
  readonly query?: readonly string[];
  /** Headers beyond X-Merchant-Id, X-Upstream-Env and X-source. */
  readonly headers?: readonly string[];
  readonly deprecated?: true;
}

const updateFields = ['isDefault', 'nickname', 'agent', 'paymentMethodDetails', 'card'];

/** The Merchant API calls of notes/requirements.md#calls. */
const merchantCalls: readonly ExpectedCall[] = [
  {
    call: 'POST /sessions',
    statuses: [200, 401, 403, 500],
    scope: 'merchant',
    body: 'SessionRequest',
    returns: ['data.sessionId', 'data.hostedUrl'],
  },
  {call: 'GET /sessions/{sessionId}', statuses: [200, 202, 401, 403, 404, 410, 500], scope: 'merchant'},
  {
    call: 'POST /payments',
    statuses: [202, 400, 401, 403, 406, 500],
    scope: 'merchant',
    body: 'PaymentRequest',
    returns: ['url', 'data'],
  },
  {call: 'GET /payments', statuses: [200, 202], scope: 'merchant', query: ['merchantTransactionId']},
  {call: 'GET /payments/{paymentId}', statuses: [200, 202, 400, 401, 403, 406, 500], scope: 'merchant'},
  {call: 'PATCH /payments/{paymentId}/capture', statuses: [202], scope: 'merchant', body: 'CaptureRequest'},
  {call: 'PATCH /payments/{paymentId}/cancel', statuses: [202], scope: 'merchant', body: 'CancelRequest'},
  {
    call: 'POST /payment-methods/search',
    statuses: [200],
    scope: 'wallet',
    body: 'PaymentMethodSearchRequest',
    returns: ['data'],
  },
  {call: 'GET /payment-methods/{payment-method-id}', statuses: [200], scope: 'wallet', returns: ['url', 'data']},
  {call: 'PATCH /payment-methods/{payment-method-id}', statuses: [200, 202], scope: 'wallet', body: updateFields},
  {
    call: 'DELETE /payment-methods/{payment-method-id}',
    statuses: [204],
    scope: 'wallet',
    body: ['agent'],
    bodyRequired: false,
  },
  {call: 'POST /refunds', statuses: [202], scope: 'merchant', body: 'RefundRequest'},
  {call: 'GET /refunds/{refund-id}', statuses: [200, 202], scope: 'merchant'},
  {call: 'POST /token/setup-payment-methods', statuses: [202], scope: 'pci', body: 'SetupPaymentMethodRequest'},
  {call: 'GET /token/setup-payment-methods/{setupPaymentMethodId}', statuses: [200], scope: 'pci'},
  {call: 'POST /token/payments', statuses: [202], scope: 'pci', body: 'TokenPaymentRequest'},
  {call: 'GET /checkout-sessions/{checkoutId}', statuses: [200], scope: 'merchant', returns: ['data.checkoutSession']},
];

/** The internal checkout API calls of notes/requirements.md#calls. */
const internalCalls: readonly ExpectedCall[] = [
  {
    call: 'POST /checkout-sessions',
    scope: 'merchant',
    body: 'CheckoutRequest',
    returns: ['url', 'data.checkoutSession', 'token'],
  },
  {call: 'POST /checkout-sessions/{sessionId}/child-sessions', body: ['email', 'phone', 'childSessionMode']},
  {call: 'GET /checkout-sessions/{sessionId}', query: ['init'], returns: ['data.appearance']},
  {call: 'PATCH /checkout-sessions/{sessionId}/cancel'},
  {call: 'POST /api-ccg/payments', headers: ['X-Customer-Id', 'X-Checkout-Id']},
  {call: 'GET /api-ccg/payments/{paymentId}'},
  {call: 'GET /api-ccg/payments/{paymentId}/confirm'},
  {call: 'POST /api-ccg/customers/{id}/setup-payment-methods'},
  {call: 'GET /api-ccg/customers/{id}/setup-payment-methods/{setup-payment-method-id}'},
  {call: 'GET /api-ccg/customers/{id}/payment-methods', scope: 'wallet'},
  {call: 'GET /api-ccg/customers/{id}/payment-methods/{payment-method-id}', scope: 'wallet'},
  {call: 'PATCH /api-ccg/customers/{id}/payment-methods/{payment-method-id}', scope: 'wallet', deprecated: true},
  {call: 'DELETE /api-ccg/customers/{id}/payment-methods/{payment-method-id}', scope: 'wallet'},
  {call: 'PATCH /payment-methods/{payment-method-id}', scope: 'wallet', body: updateFields},
  {call: 'GET /api-ccg/customers/banks/routing/{routingNumber}', returns: ['bankName']},
];

/** The health-care platform uses these merchant calls as they are (issue 3). */
const hcpCalls = [
  'POST /payments',
  'GET /payments',
  'GET /payments/{paymentId}',
  'PATCH /payments/{paymentId}/capture',
  'PATCH /payments/{paymentId}/cancel',
  'POST /refunds',
  // Its answer's url points here, so the document must say what that call returns (issue 13).
  'GET /refunds/{refund-id}',
  'POST /payment-methods/search',
  'GET /payment-methods/{payment-method-id}',
  'PATCH /payment-methods/{payment-method-id}',
  'DELETE /payment-methods/{payment-method-id}',
  'POST /token/setup-payment-methods',
  'GET /token/setup-payment-methods/{setupPaymentMethodId}',
];

const expectedCalls: Readonly<Record<ApiDocumentId, readonly ExpectedCall[]>> = {
  merchant: merchantCalls,
  internal: internalCalls,
  hcp: merchantCalls.filter(({call}) => hcpCalls.includes(call)),
};

/** Whether the schema at `pointer` has the dotted property path, through references and allOf. */
function hasProperty(contract: Contract, pointer: Pointer, path: string): boolean {
  const [head = '', ...rest] = path.split('.');
  const {pointer: at, value: schema} = contract.locate<Schema>(pointer);
  if (schema.properties?.[head] !== undefined) {
    return rest.length === 0 || hasProperty(contract, [...at, 'properties', head], rest.join('.'));
  }
  return (schema.allOf ?? []).some((_, index) => hasProperty(contract, [...at, 'allOf', `${index}`], path));
}

const isSuccess = (status: string): boolean => /^2\d\d$/.test(status);

/** The JSON schema of a request body or response. */
const jsonSchemaOf = (owner: Pointer): Pointer => [...owner, 'content', 'application/json', 'schema'];

describe('the required calls', () => {
  for (const [api, calls] of Object.entries(expectedCalls) as [ApiDocumentId, readonly ExpectedCall[]][]) {
    for (const expected of calls) {
      describe(`${api}: ${expected.call}`, () => {
        const contract = (): Promise<Contract> => loadContract(api);

        it('is in the document', async () => {
          expect((await contract()).operations.map(({call}) => call)).toContain(expected.call);
        });

        if (expected.statuses !== undefined) {
          const statuses = expected.statuses.map(String);
          it(`answers ${statuses.join(', ')}`, async () => {
            const {operation} = (await contract()).operation(expected.call);
            expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(statuses));
          });
        }

        const {scope} = expected;
        if (scope !== undefined) {
          it(`needs the ${scope} scopes`, async () => {
            const {operation} = (await contract()).operation(expected.call);
            const scopes = (scheme: string): string[] =>
              (operation.security ?? []).flatMap((requirement) => requirement[scheme] ?? []).sort();
            expect(scopes('production')).toEqual([...scopeGroups[scope]].sort());
            expect(scopes('nonProduction')).toEqual(scopeGroups[scope].map(nonProduction).sort());
          });
        }

        const {body} = expected;
        if (typeof body === 'string') {
          it(`takes a ${body}`, async () => {
            const c = await contract();
            const schema = c.locate(jsonSchemaOf([...c.operation(expected.call).pointer, 'requestBody']));
            expect(schema.pointer).toEqual(['components', 'schemas', body]);
          });
        } else if (body !== undefined) {
          it(`takes ${body.join(', ')}`, async () => {
            const c = await contract();
            const schema = jsonSchemaOf([...c.operation(expected.call).pointer, 'requestBody']);
            expect(body.filter((field) => !hasProperty(c, schema, field))).toEqual([]);
          });
        }

        if (expected.bodyRequired !== undefined) {
          it(`has a request body that is ${expected.bodyRequired ? 'required' : 'optional'}`, async () => {
            const c = await contract();
            const requestBody = c.locate<{required?: boolean}>([...c.operation(expected.call).pointer, 'requestBody']);
            expect(requestBody.value.required ?? false).toBe(expected.bodyRequired);
          });
        }

        const {returns} = expected;
        if (returns !== undefined) {
          it(`returns ${returns.join(', ')}`, async () => {
            const c = await contract();
            const {pointer, operation} = c.operation(expected.call);
            const schemas = Object.keys(operation.responses)
              .filter(isSuccess)
              .map((status) => jsonSchemaOf([...pointer, 'responses', status]));
            const missing = returns.filter((field) => !schemas.some((schema) => hasProperty(c, schema, field)));
            expect(missing).toEqual([]);
          });
        }

        for (const [location, names] of [
          ['query', expected.query],
          ['header', expected.headers],
        ] as const) {
          if (names === undefined) continue;
          it(`takes ${location} ${names.join(', ')}`, async () => {
            const c = await contract();
            const parameters = c.parameters(c.operation(expected.call)).map(({value}) => `${value.in} ${value.name}`);
            expect(parameters).toEqual(expect.arrayContaining(names.map((name) => `${location} ${name}`)));
          });
        }

        if (expected.deprecated) {
          it('is deprecated', async () => {
            expect((await contract()).operation(expected.call).operation.deprecated).toBe(true);
          });
        }
      });
    }
  }
});

const contracts = await loadContracts();

for (const {apiDocument, contract} of contracts) {
  describe(`every operation of ${apiDocument.id}`, () => {
    it('bundles', () => {
      expect(contract).not.toBeInstanceOf(Error);
    });
    if (contract instanceof Error) return;

    it('is a required call of this document', () => {
      const expected = expectedCalls[apiDocument.id].map(({call}) => call);
      expect(contract.operations.map(({call}) => call).filter((call) => !expected.includes(call))).toEqual([]);
    });

    it('uses the OAuth2 client-credentials schemes with the required scopes', () => {
      const schemes = contract.document.components?.securitySchemes ?? {};
      for (const [name, scopes] of [
        ['production', section6Scopes],
        ['nonProduction', section6Scopes.map(nonProduction)],
      ] as const) {
        const scheme = contract.locate<{type: string; flows?: {clientCredentials?: {scopes: object}}}>([
          'components',
          'securitySchemes',
          name,
        ]).value;
        expect(name in schemes).toBe(true);
        expect(scheme.type).toBe('oauth2');
        expect(Object.keys(scheme.flows?.clientCredentials?.scopes ?? {}).sort()).toEqual([...scopes].sort());
      }
    });

    for (const entry of contract.operations) {
      describe(entry.call, () => {
        const {operation, pointer} = entry;

        it('has an operationId, a summary and a tag', () => {
          expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
          expect(operation.summary).toEqual(expect.any(String));
          expect(operation.tags?.length).toBeGreaterThan(0);
        });

        it('offers the production and nonProduction scopes', () => {
          const security = operation.security ?? contract.document.security ?? [];
          const production = security.flatMap((requirement) => requirement.production ?? []);
          const nonProductionScopes = security.flatMap((requirement) => requirement.nonProduction ?? []);
          expect(production.length).toBeGreaterThan(0);
          expect(production.filter((scope) => !section6Scopes.includes(scope))).toEqual([]);
          expect([...nonProductionScopes].sort()).toEqual(production.map(nonProduction).sort());
        });

        it('takes X-Merchant-Id (uuid, required), X-Upstream-Env (dev, stage, test) and X-source (at most 50)', () => {
          const header = (name: string): {required: boolean; schema: Schema} => {
            const found = contract.parameters(entry).find(({value}) => value.in === 'header' && value.name === name);
            if (found === undefined) throw new Error(`${entry.call} has no ${name} header`);
            return {
              required: found.value.required ?? false,
              schema: contract.locate<Schema>([...found.pointer, 'schema']).value,
            };
          };
          const merchantId = header('X-Merchant-Id');
          expect(merchantId.required).toBe(true);
          expect(merchantId.schema).toMatchObject({type: 'string', format: 'uuid'});
          expect(header('X-Upstream-Env').schema.enum).toEqual(['dev', 'stage', 'test']);
          const source = header('X-source');
          expect(source.required).toBe(false);
          expect(source.schema.maxLength).toBe(50);
        });

        it('answers at least one 2xx status', () => {
          expect(Object.keys(operation.responses).filter(isSuccess)).not.toEqual([]);
        });

        if (operation.requestBody !== undefined) {
          it('has a request example', () => {
            expect(contract.contentExamples([...pointer, 'requestBody'])).not.toEqual([]);
          });
        }

        const successes = Object.keys(operation.responses).filter(isSuccess);
        for (const status of successes) {
          const response = contract.locate<{content?: object}>([...pointer, 'responses', status]);
          if (response.value.content === undefined) continue;
          it(`has an example for each media type of its ${status} answer`, () => {
            const mediaTypes = Object.keys(response.value.content ?? {});
            for (const mediaType of mediaTypes) {
              const holder = [...response.pointer, 'content', mediaType];
              expect(contract.examplesOf(holder, [...holder, 'schema']), mediaType).not.toEqual([]);
            }
          });
        }
      });
    }
  });
}

const bundled = await loadBundledContracts();

/** The documents that have the schema, at least one; they share their component files, so all are checked. */
function holdersOf(schema: string): Contract[] {
  const holders = bundled.filter((contract) => contract.hasSchema(schema));
  expect(holders, `a document with ${schema}`).not.toEqual([]);
  return holders;
}

/** The deprecated fields notes/requirements.md#entities names, as Schema.property. */
const deprecatedFields = [
  'Customer.name',
  'PaymentRequest.paymentType',
  'Payment.paymentType',
  'SessionOptions.saveDisabled',
  'PaymentMethod.card',
  'UpdatePaymentMethodRequest.card',
  'Payment.metaData',
];

describe('deprecated fields and values of the entities and statuses', () => {
  for (const field of deprecatedFields) {
    it(`${field} is deprecated`, () => {
      const [schema = '', property = ''] = field.split('.');
      for (const contract of holdersOf(schema)) {
        const declared = contract.schemaAt(schema).value.properties?.[property];
        // A property may be marked beside its $ref or on the schema it refers to.
        const marked =
          (declared !== undefined && 'deprecated' in declared && declared.deprecated === true) ||
          contract.schemaAt(schema, property).value.deprecated === true;
        expect(marked, contract.apiDocument.id).toBe(true);
      }
    });
  }

  it('PaymentStatus marks INITIATED, PROCESSING and the two PENDING_FOR_* statuses deprecated', () => {
    const deprecated = [
      'INITIATED',
      'PROCESSING',
      'PENDING_FOR_CUSTOMER_CREATION',
      'PENDING_FOR_PAYMENT_METHOD_CREATION',
    ];
    for (const contract of holdersOf('PaymentStatus')) {
      const status = contract.schemaAt('PaymentStatus').value as Schema & {'x-deprecated-enum'?: unknown[]};
      expect(status['x-deprecated-enum'], contract.apiDocument.id).toEqual(deprecated);
      expect(status.enum, contract.apiDocument.id).toEqual(expect.arrayContaining(deprecated));
    }
  });
});

describe('the metadata spelling variant', () => {
  const payment = (metaData: object) => ({
    url: 'https://api.convenient-checkout.example/v1/payments/3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d',
    data: {
      id: '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d',
      amount: 4599,
      merchantTransactionId: 'order-100234-attempt-1',
      status: 'COMPLETED',
      metaData,
    },
  });
  const tooMany = Object.fromEntries(Array.from({length: 21}, (_, index) => [`key${index}`, 'value']));

  it('a payment answer may spell metadata as metaData, with the same limits', async () => {
    const merchant = await loadContract('merchant');
    expect(merchant.responseErrors('GET /payments/{paymentId}', '200', payment({storeId: '0042'}))).toEqual([]);
    expect(merchant.responseErrors('GET /payments/{paymentId}', '200', payment(tooMany))).not.toEqual([]);
  });
});

/** Every list of values of notes/requirements.md (entities, statuses and errors), at the schema or property that holds it. */
const enums: readonly {readonly at: string; readonly values: readonly string[]}[] = [
  {at: 'CardBrand', values: ['VISA', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'MASTERCARD', 'UNIONPAY', 'UNKNOWN']},
  {at: 'CardChannel', values: ['TERMINAL', 'TEXT', 'EMAIL', 'WEBFORM', 'GOOGLE_PAY', 'APPLE_PAY', 'TELEPHONIC_ENTRY']},
  {at: 'BankAccountChannel', values: ['TERMINAL', 'TEXT', 'EMAIL', 'WEBFORM']},
  {at: 'SourceProvider', values: ['CCG', 'GOOGLE_PAY', 'APPLE_PAY']},
  {
    at: 'PaymentStatus',
    values: [
      'PENDING',
      'INITIATED',
      'PROCESSING',
      'PENDING_FOR_CUSTOMER_CREATION',
      'PENDING_FOR_PAYMENT_METHOD_CREATION',
      'CANCEL_FAILED',
      'PAYMENT_METHOD_FAILED',
      'CAPTURE_INITIALIZED',
      'CANCEL_INITIALIZED',
      'CONFIRMATION_INITIALIZED',
      'AUTH_REQUIRED',
      'CONFIRMATION_REQUIRED',
      'ACCEPTED',
      'AUTHORIZED',
      'COMPLETED',
      'CANCELED',
      'FAILED',
    ],
  },
  {at: 'CheckoutSessionStatus', values: ['CREATED', 'INITIATED', 'PENDING', 'COMPLETED', 'FAILED', 'CANCELED']},
  {at: 'SessionStatus', values: ['INITIATED', 'COMPLETED', 'FAILED', 'ACCEPTED']},
  {at: 'PaymentMethodStatus', values: ['INITIATED', 'COMPLETED', 'DELETED']},
  {at: 'CardDetails.status', values: ['ACTIVE', 'EXPIRED']},
  {at: 'BankAccountDetails.status', values: ['ACTIVE', 'INVALIDATED']},
  {at: 'BankAccountDetails.accountType', values: ['checking', 'savings']},
  {at: 'BankAccountInput.accountType', values: ['checking', 'savings']},
  {
    at: 'SetupPaymentMethodStatus',
    values: ['WAITING_FOR_CUSTOMER_CREATION', 'INITIALIZED', 'INITIATED', 'PENDING', 'COMPLETED', 'FAILED'],
  },
  {at: 'RefundStatus', values: ['INITIATED', 'COMPLETED', 'FAILED']},
  {at: 'ChargeDetails.chargeStatus', values: ['SUCCEEDED', 'PENDING', 'FAILED', 'UNKNOWN']},
  {at: 'ChildSession.status', values: ['NOTIFICATION_CREATED', 'NOTIFICATION_SENT', 'NOTIFICATION_FAILED']},
  {at: 'ChildSession.notification.channel', values: ['TEXT', 'EMAIL']},
  {at: 'ChildSessionMode', values: ['TEXT_TO_ADD', 'EMAIL_TO_ADD', 'TEXT_TO_PAY', 'EMAIL_TO_PAY']},
  {
    at: 'WidgetMode',
    values: [
      'PAYMENT',
      'PAYMENT_WITH_WALLET',
      'PAYMENT_METHOD_ENTRY',
      'WALLET',
      'PAYMENT_METHOD_SELECT',
      'PAYMENT_METHOD_DISPLAY',
    ],
  },
  {at: 'PaymentCancellationReason', values: ['DUPLICATE', 'FRAUDULENT', 'REQUESTED_BY_CUSTOMER', 'ABANDONED']},
  {at: 'RefundReason', values: ['REQUESTED_BY_CUSTOMER', 'DUPLICATE', 'FRAUDULENT']},
  {at: 'PaymentMethodTypeOfPayment', values: ['CARD', 'CARD_PRESENT', 'UNKNOWN', 'BANK_ACCOUNT']},
  {at: 'PaymentMethod.paymentMethodType', values: ['CARD', 'BANK_ACCOUNT']},
  {at: 'PaymentType', values: ['SALE', 'PRE_AUTH']},
  {at: 'PaymentMethodSaveMode', values: ['ALLOW_SAVE', 'DISABLE_SAVE', 'AUTO_SAVE']},
  {at: 'CardCategory.type', values: ['MANUFACTURER_CARD']},
  {at: 'Consent.collectionDetails', values: ['WEB', 'TEL', 'PPD']},
  {at: 'FontSource.style', values: ['normal', 'italic', 'oblique']},
  {
    at: 'ApiError.errorGroup',
    values: ['CUSTOMER_ERROR', 'PAYMENT_METHOD_ERROR', 'PAYMENT_ERROR', 'INVALID_REQUEST', 'INTERNAL_ERROR', 'WARNING'],
  },
  {at: 'Warning.errorCode', values: ['DUPLICATE_ENTRY', 'PAYMENT_METHOD_ERROR']},
];

/** The values a schema allows: its enum, its const, or the type values its discriminator maps. */
function valuesOf(schema: Schema): unknown[] {
  if (schema.enum !== undefined) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  return Object.keys(schema.discriminator?.mapping ?? {});
}

describe('the enums of the entities, statuses and errors', () => {
  for (const {at, values} of enums) {
    it(`${at} is exactly ${values.join(', ')}`, () => {
      const [schema = '', ...path] = at.split('.');
      for (const contract of holdersOf(schema)) {
        const actual = valuesOf(contract.schemaAt(schema, path.join('.')).value);
        expect([...actual].sort(), contract.apiDocument.id).toEqual([...values].sort());
      }
    });
  }

  it('Vendor has a single value, the card payment provider', () => {
    for (const contract of holdersOf('Vendor')) expect(contract.schemaAt('Vendor').value.enum).toHaveLength(1);
  });
});

describe("the health-care platform's additions (issue 3)", () => {
  for (const {schema, fields} of [
    {schema: 'Customer', fields: ['hsid', 'enterpriseId', 'idType']},
    {schema: 'CardDetails', fields: ['manufacturerCard', 'cardCategories']},
    {schema: 'CardCategory', fields: ['type', 'medications']},
    {
      schema: 'PaymentDetails',
      fields: ['healthcare.qualifiedAmount', 'healthcare.prescriptionAmount', 'healthcare.visionAmount'],
    },
  ]) {
    it(`hcp ${schema} has ${fields.join(', ')}`, async () => {
      const hcp = await loadContract('hcp');
      const pointer = hcp.schemaAt(schema).pointer;
      expect(fields.filter((field) => !hasProperty(hcp, pointer, field))).toEqual([]);
    });
  }

  it('hcp Customer.hsid is a uuid', async () => {
    const hcp = await loadContract('hcp');
    expect(hcp.schemaAt('Customer', 'hsid').value.format).toBe('uuid');
  });
});
