/**
 * The request checker's rule table: for each rule of notes/requirements.md#validation-rules that a request can break, a change to
 * an operation's own example, the JSON path the checker must name and the catalogue code it must give.
 * The unit tests run it through the validator, the browser tests through the page.
 *
 * A row belongs here once the contract gives the rule's schema object its `x-error-code`.
 */

export interface RuleRow {
  readonly rule: string;
  /** The checker's value for the operation (CheckerOperation.key). */
  readonly operation: string;
  /** Dotted paths into the operation's example, each set to a value (created with its parents if missing). */
  readonly changes?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly path: string;
  readonly code: string;
}

const chars = (length: number): string => 'a'.repeat(length);
const metadataEntries = (count: number): Record<string, string> =>
  Object.fromEntries(Array.from({length: count}, (_, index) => [`key${index}`, 'value']));

const amountOperations = [
  'createPayment',
  'createTokenPayment',
  'capturePayment',
  'createCheckoutPayment',
  'hcp:createPayment',
];

export const ruleRows: readonly RuleRow[] = [
  ...amountOperations.flatMap((operation): RuleRow[] => [
    {rule: 'amount: at least 1 cent', operation, changes: {amount: 0}, path: '$.amount', code: 'INVALID_AMOUNT'},
    {
      rule: 'amount: at most 100000000 cents',
      operation,
      changes: {amount: 100_000_001},
      path: '$.amount',
      code: 'INVALID_AMOUNT',
    },
    {rule: 'amount: integer cents', operation, changes: {amount: 45.99}, path: '$.amount', code: 'INVALID_AMOUNT'},
  ]),
  {
    rule: 'amount in a session payment',
    operation: 'createCheckoutSession',
    changes: {'payment.amount': 0},
    path: '$.payment.amount',
    code: 'INVALID_AMOUNT',
  },
  ...['createPayment', 'createRefund', 'createTokenPayment'].map((operation): RuleRow => ({
    rule: 'merchantTransactionId: at most 50 characters',
    operation,
    changes: {merchantTransactionId: chars(51)},
    path: '$.merchantTransactionId',
    code: 'INVALID_MERCHANT_TRANSACTION_ID',
  })),
  {
    rule: 'paymentDescription: at most 100 characters',
    operation: 'createPayment',
    changes: {paymentDescription: chars(101)},
    path: '$.paymentDescription',
    code: 'INVALID_PAYMENT_DESCRIPTION',
  },
  {
    rule: 'statementDescriptorSuffix: at most 10 characters',
    operation: 'createPayment',
    changes: {statementDescriptorSuffix: 'ABCDEFGHIJK'},
    path: '$.statementDescriptorSuffix',
    code: 'INVALID_STATEMENT_DESCRIPTOR_SUFFIX',
  },
  {
    rule: 'statementDescriptorSuffix: letters, digits, space, hyphen, period only',
    operation: 'createPayment',
    changes: {statementDescriptorSuffix: 'RX_100'},
    path: '$.statementDescriptorSuffix',
    code: 'INVALID_STATEMENT_DESCRIPTOR_SUFFIX',
  },
  {
    rule: 'statementDescriptorSuffix: at least one letter',
    operation: 'createPayment',
    changes: {statementDescriptorSuffix: '12345'},
    path: '$.statementDescriptorSuffix',
    code: 'INVALID_STATEMENT_DESCRIPTOR_SUFFIX',
  },
  {
    rule: 'metadata: at most 20 entries',
    operation: 'createPayment',
    changes: {metadata: metadataEntries(21)},
    path: '$.metadata',
    code: 'INVALID_METADATA',
  },
  {
    rule: 'metadata: key at most 40 characters',
    operation: 'createPayment',
    changes: {metadata: {[chars(41)]: 'v'}},
    path: `$.metadata.${chars(41)}`,
    code: 'INVALID_METADATA',
  },
  {
    rule: 'metadata: value at most 100 characters',
    operation: 'capturePayment',
    changes: {metadata: {note: chars(101)}},
    path: '$.metadata.note',
    code: 'INVALID_METADATA',
  },
  ...['updatePaymentMethod', 'createTokenSetupPaymentMethod', 'createCustomerSetupPaymentMethod'].flatMap(
    (operation): RuleRow[] => [
      {
        rule: 'nickname: at most 30 characters',
        operation,
        changes: {nickname: chars(31)},
        path: '$.nickname',
        code: 'INVALID_NICKNAME',
      },
      {
        rule: 'nickname: letters and digits, words separated by single spaces',
        operation,
        changes: {nickname: 'Work  Visa'},
        path: '$.nickname',
        code: 'INVALID_NICKNAME',
      },
    ],
  ),
  {
    rule: 'phone country code: 1 to 3 digits',
    operation: 'createChildSession',
    changes: {'phone.countryCode': '1234'},
    path: '$.phone.countryCode',
    code: 'INVALID_PHONE_NUMBER',
  },
  {
    rule: 'phone number: 4 to 11 digits',
    operation: 'createChildSession',
    changes: {'phone.number': '612-555-0143'},
    path: '$.phone.number',
    code: 'INVALID_PHONE_NUMBER',
  },
  {
    rule: 'header X-source: at most 50 characters',
    operation: 'createPayment',
    headers: {'X-source': chars(51)},
    path: 'header X-source',
    code: 'INVALID_HEADER',
  },
  {
    rule: 'header X-Upstream-Env: dev, stage or test',
    operation: 'createRefund',
    headers: {'X-Upstream-Env': 'prod'},
    path: 'header X-Upstream-Env',
    code: 'INVALID_HEADER',
  },
  {
    rule: 'header X-Merchant-Id: a uuid',
    operation: 'createCheckoutSession',
    headers: {'X-Merchant-Id': 'merchant-42'},
    path: 'header X-Merchant-Id',
    code: 'INVALID_HEADER',
  },
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The example with the row's changes applied, as the text the reader would type. */
export function changedBody(example: string, changes: RuleRow['changes'] = {}): string {
  const body = JSON.parse(example) as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const last = keys.pop() ?? '';
    let parent = body;
    for (const key of keys) {
      const next = parent[key];
      parent = isRecord(next) ? next : (parent[key] = {});
    }
    parent[last] = value;
  }
  return JSON.stringify(body, null, 2);
}
