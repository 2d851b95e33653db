/**
 * The request table of notes/requirements.md#validation-rules: one complete, valid body per call that takes one, and each rule as
 * values or changes that must pass and that must fail. A failing value the request checker must explain
 * carries, in the same row, the path the checker must name; the code it must give is its rule's. The Ajv
 * contract tests, the mock-server tests and the request checker's unit and browser tests all read it, so
 * a rule is stated once.
 */
import type {ApiDocumentId} from '../../config/apiDocuments';

/** A value to try, with the name the test shows for it. */
export class Sample {
  constructor(
    readonly label: string,
    readonly value: unknown,
  ) {}
}

export function sample(value: unknown): Sample {
  if (value instanceof Sample) return value;
  return new Sample(value === undefined ? 'left out' : JSON.stringify(value), value);
}

export const chars = (length: number): Sample => new Sample(`${length} characters`, 'a'.repeat(length));
export const digits = (length: number): Sample =>
  new Sample(`${length} digits`, '1234567890'.repeat(2).slice(0, length));
const metadataEntries = (count: number): Sample =>
  new Sample(`${count} entries`, Object.fromEntries(Array.from({length: count}, (_, i) => [`key${i}`, 'value'])));
const metadataKey = (length: number): Sample =>
  new Sample(`a key of ${length} characters`, {['k'.repeat(length)]: 'v'});
const metadataValue = (length: number): Sample =>
  new Sample(`a value of ${length} characters`, {note: 'v'.repeat(length)});

/**
 * A value that must fail which the request checker must also explain, with its rule's error code. `at` says
 * where the checker is tried and the path it must name there: for a field rule, a field of the rule, set to
 * the value in its operation's own example; for a header rule, a body, whose operation's own example is
 * sent with the header set to the value.
 */
export class Explained extends Sample {
  readonly at: readonly {readonly place: Field | BodyName; readonly path: string}[];

  constructor(tried: Sample, at: ExplainedAt) {
    super(tried.label, tried.value);
    this.at = (Object.entries(at) as [Field | BodyName, string | undefined][]).flatMap(([place, path]) =>
      path === undefined ? [] : [{place, path}],
    );
  }
}

/** Fields or bodies, each with the path the request checker must name there. */
export type ExplainedAt = Readonly<Partial<Record<Field | BodyName, string>>>;

export const explained = (value: unknown, at: ExplainedAt): Explained => new Explained(sample(value), at);

export const uuid = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const metadata = {storeId: '0042'};
const phoneNumber = {countryCode: '1', number: '6125550143'};
const customer = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria.lopez@example.com',
  phoneNumber,
  zip5: '55401',
  statementDescriptorSuffix: 'RX 100234',
  metadata,
};
const agent = {firstName: 'Dana', lastName: 'Okafor', userId: 'agent-7781'};
const consent = {
  merchantConsentId: 'consent-2024-000187',
  merchantConsentText: 'I authorise Northwind Pharmacy to debit my account for 25.00 USD today.',
  collectionTimestamp: '2024-04-12T14:58:40Z',
  collectionDetails: {type: 'TEL', inboundPhoneNumber: phoneNumber},
};
const payment = {
  amount: 4599,
  merchantTransactionId: 'order-100234-attempt-1',
  paymentDescription: 'Prescription refill, order 100234',
  statementDescriptorSuffix: 'RX 100234',
  metadata,
};
const bankAccount = {
  routingNumber: '110000000',
  accountNumber: '000123456789',
  accountType: 'checking',
  nameOnAccount: 'Maria Lopez',
};

export interface Body {
  readonly api?: ApiDocumentId;
  readonly call: string;
  /** The request checker's value for the call (CheckerOperation.key), which its browser test selects. */
  readonly operation: string;
  readonly value: object;
}

/**
 * One complete, valid request body per call that takes one (two where a card and a bank account
 * differ); each rule varies one field. A call is one of the merchant document unless the body names another.
 */
export const bodies = {
  payment: {
    call: 'POST /payments',
    operation: 'createPayment',
    value: {...payment, paymentMethodId: uuid, customer, agent, consent},
  },
  tokenPayment: {
    call: 'POST /token/payments',
    operation: 'createTokenPayment',
    value: {...payment, paymentMethodId: uuid, customer, agent, consent},
  },
  tokenCardPayment: {
    call: 'POST /token/payments',
    operation: 'createTokenPayment',
    value: {
      ...payment,
      paymentMethod: {type: 'CARD', token: 'pm_1PqX2d4Example9aZ', nameOnCard: 'Maria Lopez', zipCode: '55401'},
      customer,
      agent,
      consent,
    },
  },
  session: {
    call: 'POST /sessions',
    operation: 'createSession',
    value: {
      config: {
        modes: ['PAYMENT_WITH_WALLET'],
        options: {preferredLanguage: 'en', paymentMethodSaveMode: 'ALLOW_SAVE'},
        merchant: {name: 'Northwind Pharmacy'},
        appearance: {height: {button: 48}, palette: {primary: {main: '#1a5fb4', contrastText: '#ffffff'}}},
      },
      customer,
      payment,
      agent,
      consent,
    },
  },
  capture: {
    call: 'PATCH /payments/{paymentId}/capture',
    operation: 'capturePayment',
    value: {amount: 4599, metadata, agent},
  },
  cancel: {
    call: 'PATCH /payments/{paymentId}/cancel',
    operation: 'cancelPayment',
    value: {paymentCancellationReason: 'REQUESTED_BY_CUSTOMER', agent},
  },
  refund: {
    call: 'POST /refunds',
    operation: 'createRefund',
    value: {paymentMethodId: uuid, amount: 1500, merchantTransactionId: 'refund-100234-2', metadata, agent, customer},
  },
  cardSetup: {
    call: 'POST /token/setup-payment-methods',
    operation: 'createTokenSetupPaymentMethod',
    value: {
      customer,
      paymentMethod: {type: 'CARD', token: 'pm_1PqX2d4Example9aZ', nameOnCard: 'Maria Lopez', zipCode: '55401'},
      nickname: 'Work Visa',
      agent,
    },
  },
  bankSetup: {
    call: 'POST /token/setup-payment-methods',
    operation: 'createTokenSetupPaymentMethod',
    value: {customer, paymentMethod: {type: 'BANK_ACCOUNT', ...bankAccount}},
  },
  cardUpdate: {
    call: 'PATCH /payment-methods/{payment-method-id}',
    operation: 'updatePaymentMethod',
    value: {
      nickname: 'Work Visa',
      agent,
      paymentMethodDetails: {
        type: 'CARD',
        expiryMonth: 8,
        expiryYear: 2031,
        nameOnCard: 'Maria Lopez',
        zipCode: '55401',
      },
    },
  },
  bankUpdate: {
    call: 'PATCH /payment-methods/{payment-method-id}',
    operation: 'updatePaymentMethod',
    value: {
      paymentMethodDetails: {type: 'BANK_ACCOUNT', nameOnAccount: 'Maria Lopez', accountHolderType: 'individual'},
    },
  },
  delete: {call: 'DELETE /payment-methods/{payment-method-id}', operation: 'deletePaymentMethod', value: {agent}},
  checkoutSession: {
    api: 'internal',
    call: 'POST /checkout-sessions',
    operation: 'createCheckoutSession',
    value: {
      config: {
        modes: ['PAYMENT_WITH_WALLET'],
        options: {preferredLanguage: 'en', paymentMethodSaveMode: 'ALLOW_SAVE'},
        merchant: {name: 'Northwind Pharmacy'},
        appearance: {height: {button: 48}, palette: {primary: {main: '#1a5fb4', contrastText: '#ffffff'}}},
      },
      customer,
      payment,
      agent,
      consent,
    },
  },
  checkoutPayment: {
    api: 'internal',
    call: 'POST /api-ccg/payments',
    operation: 'createCheckoutPayment',
    value: {...payment, paymentMethodId: uuid, customer, agent, consent},
  },
  checkoutDelete: {
    api: 'internal',
    call: 'DELETE /api-ccg/customers/{id}/payment-methods/{payment-method-id}',
    operation: 'deleteCustomerPaymentMethod',
    value: {agent},
  },
  checkoutCardSetup: {
    api: 'internal',
    call: 'POST /api-ccg/customers/{id}/setup-payment-methods',
    operation: 'createCustomerSetupPaymentMethod',
    value: {paymentMethod: {type: 'CARD', nameOnCard: 'Maria Lopez', zipCode: '55401'}, nickname: 'Work Visa', agent},
  },
  checkoutBankSetup: {
    api: 'internal',
    call: 'POST /api-ccg/customers/{id}/setup-payment-methods',
    operation: 'createCustomerSetupPaymentMethod',
    value: {paymentMethod: {type: 'BANK_ACCOUNT', ...bankAccount}},
  },
  childSession: {
    api: 'internal',
    call: 'POST /checkout-sessions/{sessionId}/child-sessions',
    operation: 'createChildSession',
    value: {childSessionMode: 'TEXT_TO_ADD', phone: phoneNumber, email: 'maria.lopez@example.com'},
  },
  // The health-care platform's document shares the merchant's paths; the request checker offers its calls apart.
  hcpPayment: {
    api: 'hcp',
    call: 'POST /payments',
    operation: 'hcp:createPayment',
    value: {...payment, paymentMethodId: uuid, customer, agent, consent},
  },
} as const satisfies Record<string, Body>;

export type BodyName = keyof typeof bodies;
/** A field of one of the bodies: `payment.customer.zip5`. */
export type Field = `${BodyName}.${string}`;

/** Changes to a body: each dotted field path set to a value, or left out when the value is undefined. */
export type Changes = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `body` with the changes made; a field whose parents are missing gets them. */
function withChanges(body: object, changes: Changes): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const [field, value] of Object.entries(changes)) {
    const keys = field.split('.');
    const key = keys.pop() ?? '';
    const parent = keys.reduce((node, name) => {
      const next = node[name];
      return isRecord(next) ? next : (node[name] = {});
    }, copy);
    if (value === undefined) Reflect.deleteProperty(parent, key);
    else parent[key] = value;
  }
  return copy;
}

/** The body a field belongs to, and the field's dotted path inside it. */
function fieldParts(field: Field): {name: BodyName; path: string} {
  const [name, ...path] = field.split('.');
  return {name: name as BodyName, path: path.join('.')};
}

/** The document and call a body is sent to. */
export function callOf(name: BodyName): {api: ApiDocumentId; call: string} {
  const body: Body = bodies[name];
  return {api: body.api ?? 'merchant', call: body.call};
}

/** The named body, with `value` in place of its valid one. */
export function bodyAs(name: BodyName, value: object): Required<Body> {
  return {...callOf(name), operation: bodies[name].operation, value};
}

/** The named body with a rule's changes made. */
export function bodyChanged(name: BodyName, changes: Changes): Required<Body> {
  return bodyAs(name, withChanges(bodies[name].value, changes));
}

/** The body of a field, with the field set to `value`, or left out when `value` is undefined. */
export function bodyWith(field: Field, value: unknown): Required<Body> {
  const {name, path} = fieldParts(field);
  return bodyChanged(name, {[path]: value});
}

/** An operation's own example (as the request checker shows it) with changes made, as the text a reader would type. */
export function exampleChanged(example: string, changes: Changes = {}): string {
  return JSON.stringify(withChanges(JSON.parse(example) as object, changes), null, 2);
}

/** A rule on single fields, tried at each field it applies to. */
export interface FieldRule {
  readonly rule: string;
  readonly errorCode?: string;
  readonly fields: readonly Field[];
  readonly passes: readonly unknown[];
  /** Each tried at every field; an `explained` one also by the request checker, at the fields it names. */
  readonly fails: readonly unknown[];
}

/** A rule on a whole body, tried on each body it applies to with named changes. */
export interface BodyRule {
  readonly rule: string;
  readonly errorCode?: string;
  readonly bodies: readonly BodyName[];
  readonly passes: Readonly<Record<string, Changes>>;
  readonly fails: Readonly<Record<string, Changes>>;
}

/** A rule on a header, query or path parameter of a call. */
export interface ParameterRule {
  readonly rule: string;
  readonly errorCode?: string;
  readonly api: ApiDocumentId;
  readonly call: string;
  readonly parameter: string;
  readonly required?: boolean;
  readonly passes: readonly unknown[];
  /** Each tried on the call; an `explained` one also by the request checker, with the bodies it names. */
  readonly fails: readonly unknown[];
}

const amountFields: Field[] = [
  'payment.amount',
  'checkoutPayment.amount',
  'checkoutSession.payment.amount',
  'tokenPayment.amount',
  'session.payment.amount',
  'capture.amount',
  'refund.amount',
  'hcpPayment.amount',
];
/** Where the request checker must explain a bad amount of a payment or a capture. */
const amountExplainedAt: ExplainedAt = {
  'payment.amount': '$.amount',
  'tokenPayment.amount': '$.amount',
  'capture.amount': '$.amount',
  'checkoutPayment.amount': '$.amount',
  'hcpPayment.amount': '$.amount',
};
const transactionIdFields: Field[] = [
  'payment.merchantTransactionId',
  'checkoutPayment.merchantTransactionId',
  'tokenPayment.merchantTransactionId',
  'session.payment.merchantTransactionId',
  'refund.merchantTransactionId',
];
const descriptorFields: Field[] = [
  'payment.statementDescriptorSuffix',
  'checkoutPayment.statementDescriptorSuffix',
  'tokenPayment.statementDescriptorSuffix',
  'session.payment.statementDescriptorSuffix',
  'payment.customer.statementDescriptorSuffix',
];
const descriptorExplainedAt: ExplainedAt = {'payment.statementDescriptorSuffix': '$.statementDescriptorSuffix'};
const metadataFields: Field[] = [
  'payment.metadata',
  'checkoutPayment.metadata',
  'tokenPayment.metadata',
  'session.payment.metadata',
  'capture.metadata',
  'refund.metadata',
  'payment.customer.metadata',
];
const nicknameFields: Field[] = ['cardSetup.nickname', 'cardUpdate.nickname', 'checkoutCardSetup.nickname'];
const nicknameExplainedAt: ExplainedAt = {
  'cardUpdate.nickname': '$.nickname',
  'cardSetup.nickname': '$.nickname',
  'checkoutCardSetup.nickname': '$.nickname',
};
/** A bank account field wherever a bank account is set up (an update can change only nameOnAccount). */
const bankAccountFields = (name: keyof typeof bankAccount): Field[] => [
  `bankSetup.paymentMethod.${name}`,
  `checkoutBankSetup.paymentMethod.${name}`,
  ...(name === 'nameOnAccount' ? [`bankUpdate.paymentMethodDetails.${name}` as const] : []),
];
const cardNumbers = ['4242 4242 4242 4242', '4242424242424242', '4000-0566-5566-5556', '4222222222222'];
const agentFields: Field[] = (['payment', 'cardUpdate', 'delete', 'checkoutDelete'] as const).flatMap((body) =>
  (['firstName', 'lastName', 'userId'] as const).map((name): Field => `${body}.agent.${name}`),
);
const customerEmailFields: Field[] = [
  'payment.customer.email',
  'checkoutPayment.customer.email',
  'session.customer.email',
  'checkoutSession.customer.email',
  'cardSetup.customer.email',
  'refund.customer.email',
];
const consentTextFields: Field[] = [
  'payment.consent.merchantConsentText',
  'checkoutPayment.consent.merchantConsentText',
  'tokenPayment.consent.merchantConsentText',
  'session.consent.merchantConsentText',
];
const forbiddenConsentCharacters = Array.from('{}+=*^%#~`<>?|\\[]');

export const fieldRules: FieldRule[] = [
  {
    rule: 'amount: integer cents, 1 to 100000000',
    errorCode: 'INVALID_AMOUNT',
    fields: amountFields,
    passes: [1, 100_000_000],
    fails: [
      explained(0, {...amountExplainedAt, 'checkoutSession.payment.amount': '$.payment.amount'}),
      explained(100_000_001, amountExplainedAt),
      explained(12.5, amountExplainedAt),
      '4599',
    ],
  },
  {
    rule: 'merchantTransactionId: at most 50 characters',
    errorCode: 'INVALID_MERCHANT_TRANSACTION_ID',
    fields: transactionIdFields,
    passes: [chars(1), chars(50)],
    fails: [
      explained(chars(51), {
        'payment.merchantTransactionId': '$.merchantTransactionId',
        'refund.merchantTransactionId': '$.merchantTransactionId',
        'tokenPayment.merchantTransactionId': '$.merchantTransactionId',
      }),
    ],
  },
  {
    rule: 'paymentDescription: at most 100 characters',
    errorCode: 'INVALID_PAYMENT_DESCRIPTION',
    fields: [
      'payment.paymentDescription',
      'tokenPayment.paymentDescription',
      'session.payment.paymentDescription',
      'checkoutPayment.paymentDescription',
    ],
    passes: [chars(100)],
    fails: [explained(chars(101), {'payment.paymentDescription': '$.paymentDescription'})],
  },
  {
    rule: 'statementDescriptorSuffix: at most 10 characters',
    errorCode: 'INVALID_STATEMENT_DESCRIPTOR_SUFFIX',
    fields: descriptorFields,
    passes: ['RX-1.0 A', 'ABCDEFGHIJ'],
    fails: [explained('ABCDEFGHIJK', descriptorExplainedAt)],
  },
  {
    rule: 'statementDescriptorSuffix: only letters, digits, space, hyphen, period',
    errorCode: 'INVALID_STATEMENT_DESCRIPTOR_SUFFIX',
    fields: descriptorFields,
    passes: ['RX-1.0 A', 'rx 100234'],
    fails: [explained('RX_100', descriptorExplainedAt), 'RX/100', 'RX#100', 'RX!'],
  },
  {
    rule: 'statementDescriptorSuffix: at least one letter',
    errorCode: 'INVALID_STATEMENT_DESCRIPTOR_SUFFIX',
    fields: descriptorFields,
    passes: ['1.0-2 A', 'A'],
    fails: [explained('12345', descriptorExplainedAt), '1.0-2', ''],
  },
  {
    rule: 'metadata: at most 20 entries',
    errorCode: 'INVALID_METADATA',
    fields: metadataFields,
    passes: [metadataEntries(20)],
    fails: [explained(metadataEntries(21), {'payment.metadata': '$.metadata'})],
  },
  {
    rule: 'metadata: key at most 40 characters',
    errorCode: 'INVALID_METADATA',
    fields: metadataFields,
    passes: [metadataKey(40)],
    fails: [explained(metadataKey(41), {'payment.metadata': `$.metadata.${'k'.repeat(41)}`})],
  },
  {
    rule: 'metadata: value at most 100 characters',
    errorCode: 'INVALID_METADATA',
    fields: metadataFields,
    passes: [metadataValue(100)],
    fails: [explained(metadataValue(101), {'capture.metadata': '$.metadata.note'})],
  },
  {
    rule: 'nickname: at most 30 characters',
    errorCode: 'INVALID_NICKNAME',
    fields: nicknameFields,
    passes: [chars(30)],
    fails: [explained(chars(31), nicknameExplainedAt)],
  },
  {
    rule: 'nickname: letters and digits only, words separated by single spaces',
    errorCode: 'INVALID_NICKNAME',
    fields: nicknameFields,
    passes: ['Work Visa', 'Visa 2029', 'HSA'],
    fails: [explained('Work  Visa', nicknameExplainedAt), ' Visa', 'Visa ', 'Visa!', 'Work-Visa'],
  },
  {
    rule: 'zipCode and zip5: exactly 5 digits',
    errorCode: 'INVALID_ZIP',
    fields: [
      'payment.customer.zip5',
      'cardSetup.paymentMethod.zipCode',
      'cardUpdate.paymentMethodDetails.zipCode',
      'checkoutCardSetup.paymentMethod.zipCode',
    ],
    passes: ['55401', '00501'],
    fails: ['5540', '554011', '55401-1234', 'ABCDE', 55401],
  },
  {
    rule: 'routing number: exactly 9 digits',
    errorCode: 'INVALID_ROUTING_NUMBER',
    fields: bankAccountFields('routingNumber'),
    passes: ['110000000'],
    fails: [digits(8), digits(10), '11000000A', 110000000],
  },
  {
    rule: 'account number: 6 to 17 digits',
    errorCode: 'INVALID_ACCOUNT_NUMBER',
    fields: bankAccountFields('accountNumber'),
    passes: [digits(6), digits(17)],
    fails: [digits(5), digits(18), '12345A'],
  },
  {
    rule: 'accountType: checking or savings',
    errorCode: 'INVALID_ACCOUNT_TYPE',
    fields: bankAccountFields('accountType'),
    passes: ['checking', 'savings'],
    fails: ['Checking', 'SAVINGS', 'business'],
  },
  {
    rule: 'nameOnAccount: no digits',
    errorCode: 'INVALID_NAME_ON_ACCOUNT',
    fields: bankAccountFields('nameOnAccount'),
    passes: ['Maria Lopez', "Maria O'Neil-Smith"],
    fails: ['Maria Lopez 2', '4242'],
  },
  {
    rule: 'agent firstName, lastName and userId: at most 50 characters',
    errorCode: 'INVALID_AGENT',
    fields: agentFields,
    passes: [chars(50)],
    fails: [chars(51)],
  },
  {
    rule: 'merchant display name: 1 to 80 characters',
    errorCode: 'INVALID_MERCHANT_NAME',
    fields: ['session.config.merchant.name', 'checkoutSession.config.merchant.name'],
    passes: [chars(1), chars(80)],
    fails: [chars(0), chars(81)],
  },
  {
    rule: 'phone country code: 1 to 3 digits',
    errorCode: 'INVALID_PHONE_NUMBER',
    fields: [
      'payment.customer.phoneNumber.countryCode',
      'checkoutPayment.customer.phoneNumber.countryCode',
      'session.customer.phoneNumber.countryCode',
      'tokenPayment.customer.phoneNumber.countryCode',
      'refund.customer.phoneNumber.countryCode',
      'cardSetup.customer.phoneNumber.countryCode',
      'payment.consent.collectionDetails.inboundPhoneNumber.countryCode',
      'childSession.phone.countryCode',
    ],
    passes: ['1', '44', '353'],
    fails: ['', explained('1234', {'childSession.phone.countryCode': '$.phone.countryCode'}), '+1', 1],
  },
  {
    rule: 'phone number: 4 to 11 digits',
    errorCode: 'INVALID_PHONE_NUMBER',
    fields: [
      'payment.customer.phoneNumber.number',
      'checkoutPayment.customer.phoneNumber.number',
      'session.customer.phoneNumber.number',
      'tokenPayment.customer.phoneNumber.number',
      'refund.customer.phoneNumber.number',
      'cardSetup.customer.phoneNumber.number',
      'payment.consent.collectionDetails.inboundPhoneNumber.number',
      'childSession.phone.number',
    ],
    passes: [digits(4), digits(11)],
    fails: [digits(3), digits(12), explained('612-555-0143', {'childSession.phone.number': '$.phone.number'})],
  },
  {
    rule: 'customer email is required',
    errorCode: 'CUSTOMER_EMAIL_REQUIRED',
    fields: customerEmailFields,
    passes: ['maria.lopez@example.com'],
    fails: [undefined],
  },
  {
    rule: 'customer email is an email address',
    errorCode: 'CUSTOMER_EMAIL_REQUIRED',
    fields: customerEmailFields,
    passes: ['maria.lopez@example.com'],
    fails: ['maria.lopez', 'maria lopez@example.com', '@example.com'],
  },
  {
    rule: 'wallet button height: 40 to 55',
    errorCode: 'INVALID_BUTTON_HEIGHT',
    fields: ['session.config.appearance.height.button', 'checkoutSession.config.appearance.height.button'],
    passes: [40, 48, 55],
    fails: [39, 56, 47.5],
  },
  {
    rule: 'consent text: no curly braces, plus, equals, asterisk, caret, percent, hash, tilde, backtick, angle brackets, question mark, pipe, backslash, square brackets',
    errorCode: 'INVALID_CONSENT_TEXT',
    fields: consentTextFields,
    passes: [
      'I authorise Northwind Pharmacy to debit my account for 25.00 USD today.',
      'Yes: I agree to pay $25.00 (twenty-five dollars) on 12/04/2024; call 1-800-555-0199 & it\'s fine, "Maria" @ home!',
    ],
    fails: forbiddenConsentCharacters.map((character) => `I agree ${character} to pay`),
  },
  {
    rule: 'paymentMethodSaveMode: ALLOW_SAVE, DISABLE_SAVE or AUTO_SAVE',
    fields: ['session.config.options.paymentMethodSaveMode', 'checkoutSession.config.options.paymentMethodSaveMode'],
    passes: ['ALLOW_SAVE', 'DISABLE_SAVE', 'AUTO_SAVE'],
    fails: ['allow_save', 'NEVER_SAVE'],
  },
  {
    rule: 'paymentMethodSaveMode must not be combined with saveDisabled',
    errorCode: 'SAVE_OPTIONS_CONFLICT',
    fields: ['session.config.options', 'checkoutSession.config.options'],
    passes: [{paymentMethodSaveMode: 'DISABLE_SAVE'}],
    fails: [
      {saveDisabled: true, paymentMethodSaveMode: 'DISABLE_SAVE'},
      {saveDisabled: false, paymentMethodSaveMode: 'ALLOW_SAVE'},
    ],
  },
  {
    rule: 'preferredLanguage: en or es; en for blank or other values, so any text is accepted',
    fields: ['session.config.options.preferredLanguage', 'checkoutSession.config.options.preferredLanguage'],
    passes: ['en', 'es', '', 'fr', 'EN'],
    fails: [chars(36)],
  },
  {
    rule: 'nickname: must not contain a card number, whatever the method',
    errorCode: 'NICKNAME_CONTAINS_CARD_NUMBER',
    fields: [...nicknameFields, 'bankSetup.nickname', 'bankUpdate.nickname'],
    passes: ['Visa 4242', 'Work Visa 2031'],
    fails: cardNumbers.filter((number) => !number.includes('-')),
  },
  {
    rule: 'nameOnCard: must not contain a card number',
    errorCode: 'NAME_ON_CARD_CONTAINS_CARD_NUMBER',
    fields: [
      'cardSetup.paymentMethod.nameOnCard',
      'cardUpdate.paymentMethodDetails.nameOnCard',
      'checkoutCardSetup.paymentMethod.nameOnCard',
    ],
    passes: ['Maria Lopez', 'Maria Lopez 2nd', '4242'],
    fails: [...cardNumbers, `Maria ${cardNumbers[0] ?? ''}`],
  },
  {
    rule: 'consent text: at most 2000 characters (chosen: the requirements give no limit)',
    errorCode: 'INVALID_CONSENT_TEXT',
    fields: consentTextFields,
    passes: [chars(2000)],
    fails: [chars(2001), chars(100_000)],
  },
  {
    rule: 'palette colours: CSS hex colours (chosen: the requirements give no format)',
    errorCode: 'INVALID_APPEARANCE',
    fields: [
      'session.config.appearance.palette.primary.main',
      'checkoutSession.config.appearance.palette.primary.main',
    ],
    passes: ['#1a5fb4', '#FFF'],
    fails: ['blue', '#12345', 'rgb(0, 0, 0)', chars(100_000)],
  },
];

const paymentId = '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d';
const byPayment = {paymentMethodId: undefined, amount: undefined, paymentId};

const cardToken = {type: 'CARD', token: 'pm_1Pt0Example3Hh'};
const closedBodies = Object.keys(bodies) as BodyName[];

export const bodyRules: BodyRule[] = [
  {
    rule: 'request bodies are closed: a field the operation does not list is refused',
    errorCode: 'UNKNOWN_FIELD',
    bodies: closedBodies,
    passes: {},
    fails: {'a misspelt field': {merchantTransactionID: 'order-1'}},
  },
  {
    rule: 'partial authorization is supplied together with authorizeCard',
    errorCode: 'PARTIAL_AUTHORIZATION_REQUIRES_AUTHORIZE_CARD',
    bodies: ['payment', 'tokenPayment', 'checkoutPayment'],
    passes: {'authorizeCard true': {authorizeCard: true, partialAuthorization: true}},
    fails: {
      'authorizeCard false': {authorizeCard: false, partialAuthorization: true},
      'no authorizeCard': {partialAuthorization: true},
    },
  },
  {
    rule: 'partial authorization in a session is supplied together with authorizeCard',
    errorCode: 'PARTIAL_AUTHORIZATION_REQUIRES_AUTHORIZE_CARD',
    bodies: ['session', 'checkoutSession'],
    passes: {'authorizeCard true': {'payment.authorizeCard': true, 'payment.partialAuthorization': true}},
    fails: {'authorizeCard false': {'payment.authorizeCard': false, 'payment.partialAuthorization': true}},
  },
  {
    rule: 'saveDisabled yields 400 for PAYMENT_WITH_WALLET, PAYMENT_METHOD_ENTRY, PAYMENT_METHOD_DISPLAY, PAYMENT_METHOD_SELECT and WALLET',
    errorCode: 'SAVE_DISABLED_NOT_ALLOWED',
    bodies: ['session', 'checkoutSession'],
    passes: {'PAYMENT mode': {'config.modes': ['PAYMENT'], 'config.options': {saveDisabled: true}}},
    fails: Object.fromEntries(
      ['PAYMENT_WITH_WALLET', 'PAYMENT_METHOD_ENTRY', 'PAYMENT_METHOD_SELECT', 'WALLET'].map((mode) => [
        `${mode} mode`,
        {'config.modes': ['PAYMENT', mode], 'config.options': {saveDisabled: true}},
      ]),
    ),
  },
  {
    rule: 'PAYMENT_METHOD_DISPLAY names its payment method',
    errorCode: 'PAYMENT_METHOD_ID_REQUIRED',
    bodies: ['session', 'checkoutSession'],
    passes: {'with paymentMethod.id': {'config.modes': ['PAYMENT_METHOD_DISPLAY'], paymentMethod: {id: uuid}}},
    fails: {
      'without paymentMethod': {'config.modes': ['PAYMENT_METHOD_DISPLAY']},
      'with an empty paymentMethod': {'config.modes': ['PAYMENT_METHOD_DISPLAY'], paymentMethod: {}},
    },
  },
  {
    rule: 'only agents can flag a card as a manufacturer card',
    errorCode: 'MANUFACTURER_CARD_REQUIRES_AGENT',
    bodies: ['cardSetup', 'checkoutCardSetup', 'tokenCardPayment'],
    passes: {'with an agent': {'paymentMethod.manufacturerCard': true}},
    fails: {'without an agent': {'paymentMethod.manufacturerCard': true, agent: undefined}},
  },
  {
    rule: 'only agents can flag a saved card as a manufacturer card',
    errorCode: 'MANUFACTURER_CARD_REQUIRES_AGENT',
    bodies: ['cardUpdate'],
    passes: {'with an agent': {'paymentMethodDetails.manufacturerCard': true}},
    fails: {'without an agent': {'paymentMethodDetails.manufacturerCard': true, agent: undefined}},
  },
  {
    rule: 'a manufacturer card cannot be the default card',
    errorCode: 'MANUFACTURER_CARD_CANNOT_BE_DEFAULT',
    bodies: ['cardSetup', 'checkoutCardSetup'],
    passes: {'not the default': {'paymentMethod.manufacturerCard': true, default: false}},
    fails: {'as the default': {'paymentMethod.manufacturerCard': true, default: true}},
  },
  {
    rule: 'a saved manufacturer card cannot become the default card',
    errorCode: 'MANUFACTURER_CARD_CANNOT_BE_DEFAULT',
    bodies: ['cardUpdate'],
    passes: {'not the default': {'paymentMethodDetails.manufacturerCard': true}},
    fails: {'as the default': {'paymentMethodDetails.manufacturerCard': true, isDefault: true}},
  },
  {
    rule: "a saved bank account's routing and account numbers cannot change",
    errorCode: 'BANK_ACCOUNT_NUMBERS_CANNOT_CHANGE',
    bodies: ['bankUpdate'],
    passes: {'a new nameOnAccount': {'paymentMethodDetails.nameOnAccount': 'Maria Lopez-Garcia'}},
    fails: {
      'a new accountNumber': {'paymentMethodDetails.accountNumber': '000123456789'},
      'a new routingNumber': {'paymentMethodDetails.routingNumber': '110000000'},
    },
  },
  {
    rule: 'a token payment names exactly one of paymentMethod and paymentMethodId',
    errorCode: 'ONE_PAYMENT_METHOD_REQUIRED',
    bodies: ['tokenPayment'],
    passes: {'paymentMethod only': {paymentMethodId: undefined, paymentMethod: cardToken}},
    fails: {both: {paymentMethod: cardToken}, neither: {paymentMethodId: undefined}},
  },
  {
    rule: 'authorizeCard and the deprecated paymentType are not sent together',
    errorCode: 'PAYMENT_TYPE_CONFLICT',
    bodies: ['payment', 'checkoutPayment'],
    passes: {'paymentType alone': {paymentType: 'PRE_AUTH'}},
    fails: {both: {paymentType: 'SALE', authorizeCard: false}},
  },
  {
    rule: 'child sessions: text modes need phone, email modes need email',
    errorCode: 'CONTACT_REQUIRED_FOR_MODE',
    bodies: ['childSession'],
    passes: {'email mode with email': {childSessionMode: 'EMAIL_TO_PAY', phone: undefined}},
    fails: {
      'text mode without phone': {phone: undefined},
      'email mode without email': {childSessionMode: 'EMAIL_TO_PAY', email: undefined},
    },
  },
  {
    rule: 'bank account setup requires routing number, account number, account type and name on account',
    errorCode: 'BANK_ACCOUNT_DETAILS_REQUIRED',
    bodies: ['bankSetup', 'checkoutBankSetup'],
    passes: {'all four': {}},
    fails: {
      'no routingNumber': {'paymentMethod.routingNumber': undefined},
      'no accountNumber': {'paymentMethod.accountNumber': undefined},
      'no accountType': {'paymentMethod.accountType': undefined},
      'no nameOnAccount': {'paymentMethod.nameOnAccount': undefined},
    },
  },
  {
    rule: 'setting up a payment method requires paymentMethod',
    errorCode: 'PAYMENT_METHOD_REQUIRED',
    bodies: ['cardSetup', 'checkoutCardSetup'],
    passes: {'a card': {}},
    fails: {'no paymentMethod': {paymentMethod: undefined}},
  },
  {
    rule: 'refund by paymentId: amount is not applicable',
    errorCode: 'REFUND_AMOUNT_NOT_APPLICABLE',
    bodies: ['refund'],
    passes: {'paymentId without amount': byPayment},
    fails: {'paymentId with amount': {...byPayment, amount: 1500}},
  },
  {
    rule: 'refund by paymentMethodId: amount is required',
    errorCode: 'REFUND_AMOUNT_REQUIRED',
    bodies: ['refund'],
    passes: {'paymentMethodId with amount': {}},
    fails: {'paymentMethodId without amount': {amount: undefined}},
  },
  {
    rule: 'refund: by paymentId or by paymentMethodId',
    errorCode: 'REFUND_TARGET_REQUIRED',
    bodies: ['refund'],
    passes: {},
    fails: {neither: {paymentMethodId: undefined}, both: {paymentId}},
  },
  {
    rule: 'merchantTransactionId is required on refunds',
    errorCode: 'MERCHANT_TRANSACTION_ID_REQUIRED',
    bodies: ['refund'],
    passes: {},
    fails: {
      'by paymentMethodId without it': {merchantTransactionId: undefined},
      'by paymentId without it': {...byPayment, merchantTransactionId: undefined},
    },
  },
  {
    rule: 'cancel requires paymentCancellationReason',
    errorCode: 'CANCELLATION_REASON_REQUIRED',
    bodies: ['cancel'],
    passes: {'a reason': {}},
    fails: {'no reason': {paymentCancellationReason: undefined}},
  },
  {
    rule: 'capture: amount may be left out to capture the full authorized amount',
    bodies: ['capture'],
    passes: {'no amount': {amount: undefined}},
    fails: {},
  },
];

export const parameterRules: ParameterRule[] = [
  {
    rule: 'header X-source: at most 50 characters',
    errorCode: 'INVALID_HEADER',
    api: 'merchant',
    call: 'POST /payments',
    parameter: 'X-source',
    passes: ['pharmacy-web', chars(50)],
    fails: [explained(chars(51), {payment: 'header X-source'})],
  },
  {
    rule: 'header X-Upstream-Env: dev, stage or test',
    errorCode: 'INVALID_HEADER',
    api: 'merchant',
    call: 'POST /payments',
    parameter: 'X-Upstream-Env',
    passes: ['dev', 'stage', 'test'],
    // The checker is tried on another call: the calls that take this header share its one definition.
    fails: [explained('prod', {refund: 'header X-Upstream-Env'}), 'production', 'DEV', ''],
  },
  {
    rule: 'header X-Merchant-Id: a uuid',
    errorCode: 'INVALID_HEADER',
    api: 'internal',
    call: 'POST /checkout-sessions',
    parameter: 'X-Merchant-Id',
    required: true,
    passes: [uuid],
    fails: [explained('merchant-42', {checkoutSession: 'header X-Merchant-Id'})],
  },
  {
    rule: 'GET payments by merchantTransactionId: the query parameter is required, at most 50 characters',
    errorCode: 'MERCHANT_TRANSACTION_ID_REQUIRED',
    api: 'merchant',
    call: 'GET /payments',
    parameter: 'merchantTransactionId',
    required: true,
    passes: [chars(1), chars(50)],
    fails: [chars(51)],
  },
  {
    rule: 'routing number: exactly 9 digits',
    errorCode: 'INVALID_ROUTING_NUMBER',
    api: 'internal',
    call: 'GET /api-ccg/customers/banks/routing/{routingNumber}',
    parameter: 'routingNumber',
    required: true,
    passes: ['110000000'],
    fails: [digits(8), digits(10), '11000000A'],
  },
];

/** A failing case the request checker must explain, as its unit and browser tests try it. */
export interface CheckerCase {
  readonly rule: string;
  /** The checker's value for the operation (CheckerOperation.key). */
  readonly operation: string;
  /** What is tried, for the test's name: `amount = 0`. */
  readonly label: string;
  /** Changes to the operation's own example: the checker is tried on what a reader starts from. */
  readonly changes: Changes;
  readonly headers: Readonly<Record<string, string>>;
  /** The path the checker must name, and the error code it must give there. */
  readonly path: string;
  readonly code: string;
}

/** Each place an `explained` failing value of the rule is tried at, with the rule's error code. */
function explainedPlaces({rule, errorCode, fails}: FieldRule | ParameterRule) {
  return fails.flatMap((value) => {
    if (!(value instanceof Explained)) return [];
    if (errorCode === undefined) throw new Error(`${rule}: an explained value needs the rule's error code`);
    return value.at.map(({place, path}) => ({tried: value, place, path, code: errorCode}));
  });
}

const isBodyName = (place: string): place is BodyName => place in bodies;

export const checkerCases: readonly CheckerCase[] = [
  ...fieldRules.flatMap((fieldRule) =>
    explainedPlaces(fieldRule).map(({tried, place, path, code}): CheckerCase => {
      // Only a field of the rule: the contract tests try the value there too, so both agree on the case.
      const field = fieldRule.fields.find((candidate) => candidate === place);
      if (field === undefined)
        throw new Error(`${fieldRule.rule}: the checker is tried at ${place}, not a field of it`);
      const {name, path: fieldPath} = fieldParts(field);
      return {
        rule: fieldRule.rule,
        operation: bodies[name].operation,
        label: `${fieldPath} = ${tried.label}`,
        changes: {[fieldPath]: tried.value},
        headers: {},
        path,
        code,
      };
    }),
  ),
  ...parameterRules.flatMap((parameterRule) =>
    explainedPlaces(parameterRule).map(({tried, place, path, code}): CheckerCase => {
      if (!isBodyName(place)) throw new Error(`${parameterRule.rule}: a header is tried with a body, not at ${place}`);
      return {
        rule: parameterRule.rule,
        operation: bodies[place].operation,
        label: `${parameterRule.parameter} = ${tried.label}`,
        changes: {},
        headers: {[parameterRule.parameter]: String(tried.value)},
        path,
        code,
      };
    }),
  ),
];
