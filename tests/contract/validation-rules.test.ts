/**
 * notes/requirements.md#validation-rules, rule by rule. A rule a schema can state is checked with payloads that must pass and
 * payloads that must fail, at every place the rule applies. A rule only the service can check must have a
 * code in the error code catalogue, be said in the contract's descriptions, and be answered by its calls.
 */
import {describe, expect, it} from 'vitest';
import {loadBundledContracts, loadContract, type Contract} from '../support/contract';
import {
  bodies,
  bodyAs,
  bodyChanged,
  bodyRules,
  bodyWith,
  callOf,
  fieldRules,
  parameterRules,
  sample,
  type Body,
  type BodyName,
  type BodyRule,
} from '../support/requestRules';

const outcomes = (passes: readonly unknown[], fails: readonly unknown[]) =>
  [...passes.map((value) => [value, true] as const), ...fails.map((value) => [value, false] as const)].map(
    ([value, valid]) => {
      const tried = sample(value);
      return {label: tried.label, value: tried.value, valid};
    },
  );

const namedOutcomes = (passes: BodyRule['passes'], fails: BodyRule['fails']) => [
  ...Object.entries(passes).map(([label, changes]) => ({label, changes, valid: true})),
  ...Object.entries(fails).map(([label, changes]) => ({label, changes, valid: false})),
];

/** Checks `errors` against the expected outcome; the test name says which. */
function expectOutcome(errors: readonly string[], valid: boolean): void {
  if (valid) expect(errors).toEqual([]);
  else expect(errors).not.toEqual([]);
}

const outcomeName = (valid: boolean): string => (valid ? 'passes' : 'fails');

function validated(body: Required<Body>): Promise<string[]> {
  return loadContract(body.api).then((contract) => contract.requestErrors(body.call, body.value));
}

describe('rules a schema states', () => {
  for (const [name, body] of Object.entries(bodies) as [BodyName, Body][]) {
    it(`the ${name} body that the rules vary is valid for ${body.call}`, async () => {
      expect(await validated(bodyAs(name, body.value))).toEqual([]);
    });
  }

  for (const {rule, fields, passes, fails} of fieldRules) {
    for (const field of fields) {
      for (const {label, value, valid} of outcomes(passes, fails)) {
        it(`${rule}: ${field} = ${label} ${outcomeName(valid)}`, async () => {
          expectOutcome(await validated(bodyWith(field, value)), valid);
        });
      }
    }
  }

  for (const {rule, bodies: names, passes, fails} of bodyRules) {
    for (const name of names) {
      for (const {label, changes, valid} of namedOutcomes(passes, fails)) {
        it(`${rule}: ${name} with ${label} ${outcomeName(valid)}`, async () => {
          expectOutcome(await validated(bodyChanged(name, changes)), valid);
        });
      }
    }
  }

  for (const {rule, api, call, parameter, required, passes, fails} of parameterRules) {
    for (const {label, value, valid} of outcomes(passes, fails)) {
      it(`${rule}: ${api} ${call} ${parameter} = ${label} ${outcomeName(valid)}`, async () => {
        expectOutcome((await loadContract(api)).parameterErrors(call, parameter, value), valid);
      });
    }
    if (required === true) {
      it(`${rule}: ${api} ${call} requires ${parameter}`, async () => {
        expect((await loadContract(api)).parameter(call, parameter).value.required).toBe(true);
      });
    }
  }
});

// The documents share their component files; a schema or call is checked in every document that has it.
const contracts = await loadBundledContracts();
const withSchema = (name: string): Contract[] => contracts.filter((contract) => contract.hasSchema(name));
const withCall = (call: string): Contract[] => contracts.filter((contract) => contract.hasCall(call));

const defaults = [
  {at: 'PaymentRequest.authorizeCard', value: false},
  {at: 'PaymentRequest.partialAuthorization', value: false},
  {at: 'SessionOptions.paymentMethodSaveMode', value: 'ALLOW_SAVE'},
  {at: 'Appearance.height.button', value: 48},
  {at: 'Appearance.visibility.headerLogo', value: true},
  {at: 'Appearance.visibility.hideApplicationLanguageSelector', value: false},
  {at: 'Appearance.border.alertBoxBorderRadius', value: '12px'},
  {at: 'Appearance.border.buttonBorderRadius', value: '8px'},
];

describe('defaults of the entities and limits', () => {
  for (const {at, value} of defaults) {
    const [schema = '', ...path] = at.split('.');
    it(`${at} defaults to ${JSON.stringify(value)}`, () => {
      expect(withSchema(schema)).not.toEqual([]);
      for (const contract of withSchema(schema))
        expect(contract.schemaAt(schema, path.join('.')).value.default).toEqual(value);
    });
  }
});

/** Where the contract says a rule in words: a schema or property, an operation, or a parameter of one. */
type Place = {readonly schema: string} | {readonly call: string; readonly parameter?: string};

/** A rule only the service can check: it needs words, an error code, and the calls that answer with it. */
interface ServiceRule {
  readonly rule: string;
  readonly errorCode?: string;
  readonly saidIn: readonly Place[];
  readonly words: RegExp;
  readonly answeredBy: readonly string[];
}

const createSession = 'POST /sessions';
const createCheckoutSession = 'POST /checkout-sessions';
const createPayment = 'POST /payments';
const createTokenPayment = 'POST /token/payments';
const createCheckoutPayment = 'POST /api-ccg/payments';
const tokenSetup = 'POST /token/setup-payment-methods';
const checkoutSetup = 'POST /api-ccg/customers/{id}/setup-payment-methods';
const updatePaymentMethod = 'PATCH /payment-methods/{payment-method-id}';

const serviceRules: ServiceRule[] = [
  {
    rule: 'capture amount cannot exceed the authorized amount',
    errorCode: 'CAPTURE_AMOUNT_EXCEEDS_AUTHORIZED',
    saidIn: [{schema: 'CaptureRequest'}, {call: 'PATCH /payments/{paymentId}/capture'}],
    words: /cannot exceed/i,
    answeredBy: ['PATCH /payments/{paymentId}/capture'],
  },
  {
    rule: 'merchantTransactionId is unique, to prevent duplicate transactions',
    errorCode: 'DUPLICATE_MERCHANT_TRANSACTION_ID',
    saidIn: [{schema: 'MerchantTransactionId'}],
    words: /unique/i,
    answeredBy: [
      createSession,
      createCheckoutSession,
      createPayment,
      createTokenPayment,
      createCheckoutPayment,
      'POST /refunds',
    ],
  },
  {
    rule: 'partial authorization is supplied together with authorizeCard',
    errorCode: 'PARTIAL_AUTHORIZATION_REQUIRES_AUTHORIZE_CARD',
    saidIn: [{schema: 'PartialAuthorization'}, {call: createSession}],
    words: /partialAuthorization.*authorizeCard.*true|only with authorizeCard true/is,
    answeredBy: [createSession, createCheckoutSession, createPayment, createTokenPayment, createCheckoutPayment],
  },
  {
    rule: 'partial authorization applies to cards only',
    errorCode: 'PARTIAL_AUTHORIZATION_CARDS_ONLY',
    saidIn: [{schema: 'PartialAuthorization'}],
    words: /only for card payments/i,
    answeredBy: [createPayment, createTokenPayment, createCheckoutPayment],
  },
  {
    rule: 'saveDisabled yields 400 for PAYMENT_WITH_WALLET, PAYMENT_METHOD_ENTRY, PAYMENT_METHOD_DISPLAY, PAYMENT_METHOD_SELECT and WALLET',
    errorCode: 'SAVE_DISABLED_NOT_ALLOWED',
    saidIn: [{schema: 'SessionOptions.saveDisabled'}],
    words: /any mode other than PAYMENT/i,
    answeredBy: [createSession, createCheckoutSession],
  },
  {
    rule: 'only agents can flag a card as a manufacturer card',
    errorCode: 'MANUFACTURER_CARD_REQUIRES_AGENT',
    saidIn: [
      {schema: 'CardTokenInput.manufacturerCard'},
      {schema: 'CardSetupInput.manufacturerCard'},
      {schema: 'CardDetails.manufacturerCard'},
      {call: tokenSetup},
      {call: checkoutSetup},
      {call: createTokenPayment},
    ],
    words: /only (an )?agent|agent is attached/i,
    answeredBy: [tokenSetup, checkoutSetup, updatePaymentMethod, createTokenPayment],
  },
  {
    rule: 'a manufacturer card cannot be the default card',
    errorCode: 'MANUFACTURER_CARD_CANNOT_BE_DEFAULT',
    saidIn: [
      {schema: 'CardDetails.manufacturerCard'},
      {schema: 'SetupPaymentMethodRequest.default'},
      {schema: 'CheckoutSetupPaymentMethodRequest.default'},
      {schema: 'UpdatePaymentMethodRequest.isDefault'},
    ],
    words: /manufacturer cards?/i,
    answeredBy: [tokenSetup, checkoutSetup, updatePaymentMethod],
  },
  {
    rule: 'default applies only when the payment method is saved',
    errorCode: 'DEFAULT_REQUIRES_SAVED_PAYMENT_METHOD',
    saidIn: [{schema: 'PaymentMethod.default'}],
    words: /only saved/i,
    answeredBy: [updatePaymentMethod],
  },
  {
    rule: 'card expiry year: not in the past, not more than 50 years ahead',
    errorCode: 'INVALID_EXPIRY_DATE',
    saidIn: [{schema: 'CardDetails.expiryYear'}],
    words: /not in the past.*50 years ahead/i,
    answeredBy: [updatePaymentMethod],
  },
  {
    rule: 'a card nickname must not contain a card number',
    errorCode: 'NICKNAME_CONTAINS_CARD_NUMBER',
    saidIn: [{schema: 'Nickname'}],
    words: /must not contain a card number/i,
    answeredBy: [tokenSetup, checkoutSetup, updatePaymentMethod],
  },
  {
    rule: 'nameOnCard must not contain a card number',
    errorCode: 'NAME_ON_CARD_CONTAINS_CARD_NUMBER',
    saidIn: [
      {schema: 'CardDetails.nameOnCard'},
      {schema: 'CardTokenInput.nameOnCard'},
      {schema: 'CardSetupInput.nameOnCard'},
    ],
    words: /must not contain a card number/i,
    answeredBy: [tokenSetup, checkoutSetup, updatePaymentMethod],
  },
  {
    rule: 'refund by a valid paymentMethodId of the customer',
    errorCode: 'REFUND_PAYMENT_METHOD_INVALID',
    saidIn: [{schema: 'RefundRequest'}, {call: 'POST /refunds'}],
    words: /valid payment method of the customer/i,
    answeredBy: ['POST /refunds'],
  },
  {
    rule: 'header X-Upstream-Env is required outside production',
    errorCode: 'INVALID_HEADER',
    saidIn: [{call: createPayment, parameter: 'X-Upstream-Env'}],
    words: /outside production/i,
    answeredBy: [createSession, createCheckoutSession, createPayment, createCheckoutPayment, updatePaymentMethod],
  },
  {
    rule: 'preferredLanguage: en or es; en for blank or other values',
    saidIn: [{schema: 'SessionOptions.preferredLanguage'}],
    words: /\ben\b.*\bes\b.*blank or any other value gives en/i,
    answeredBy: [],
  },
];

/** The description at a place in each document that has it. */
function descriptionsAt(place: Place): string[] {
  if ('schema' in place) {
    const [schema = '', ...path] = place.schema.split('.');
    return withSchema(schema).map((contract) => contract.schemaAt(schema, path.join('.')).value.description ?? '');
  }
  return withCall(place.call).map((contract) =>
    place.parameter === undefined
      ? (contract.operation(place.call).operation.description ?? '')
      : (contract.parameter(place.call, place.parameter).value.description ?? ''),
  );
}

function placeName(place: Place): string {
  return 'schema' in place ? place.schema : [place.call, place.parameter].filter(Boolean).join(' ');
}

/** The error codes of the examples of every response of a call. */
function answeredCodes(contract: Contract, call: string): string[] {
  const {pointer, operation} = contract.operation(call);
  const codes = contract.errorCodes();
  return Object.keys(operation.responses).flatMap((status) =>
    contract.contentExamples([...pointer, 'responses', status]).flatMap(({component}) => {
      const code = codes.find(({name}) => name === component)?.errorCode;
      return code === undefined ? [] : [code];
    }),
  );
}

describe('rules only the service checks', () => {
  for (const {rule, errorCode, saidIn, words, answeredBy} of serviceRules) {
    for (const place of saidIn) {
      it(`${rule}: said in the description of ${placeName(place)}`, () => {
        const descriptions = descriptionsAt(place);
        expect(descriptions).not.toEqual([]);
        for (const description of descriptions) expect(description).toMatch(words);
      });
    }
    if (errorCode === undefined) continue;
    for (const call of answeredBy) {
      it(`${rule}: ${call} answers ${errorCode} in every document that has it`, () => {
        expect(withCall(call)).not.toEqual([]);
        for (const contract of withCall(call))
          expect(answeredCodes(contract, call), contract.apiDocument.id).toContain(errorCode);
      });
    }
  }
});

describe('each call answers the error codes of the rules it checks, in every document that has it', () => {
  // Each pair once: many rules share a call and a code.
  const answers = new Map<string, {readonly call: string; readonly errorCode: string}>();
  const add = (call: string, errorCode: string | undefined): void => {
    if (errorCode !== undefined) answers.set(`${call} answers ${errorCode}`, {call, errorCode});
  };
  for (const {errorCode, fields} of fieldRules) {
    for (const field of fields) add(callOf(field.split('.')[0] as BodyName).call, errorCode);
  }
  for (const {errorCode, bodies: names} of bodyRules) {
    for (const name of names) add(callOf(name).call, errorCode);
  }
  for (const {errorCode, call} of parameterRules) add(call, errorCode);

  for (const [name, {call, errorCode}] of answers) {
    it(name, () => {
      expect(withCall(call)).not.toEqual([]);
      for (const contract of withCall(call)) {
        expect(answeredCodes(contract, call), contract.apiDocument.id).toContain(errorCode);
      }
    });
  }
});

describe('every rule has its error code in the catalogue', () => {
  const catalogue = new Set(contracts.flatMap((contract) => contract.errorCodes().map(({errorCode}) => errorCode)));
  for (const {rule, errorCode} of [...fieldRules, ...bodyRules, ...parameterRules, ...serviceRules]) {
    if (errorCode === undefined) continue;
    it(`${rule}: ${errorCode}`, () => {
      expect([...catalogue]).toContain(errorCode);
    });
  }
});
