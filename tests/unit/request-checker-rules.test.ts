/**
 * The request checker's validator over the real contract: every operation's own example is valid, and
 * each failing case of the request table that the checker must explain gives its problem at the right
 * path with the right error code.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {bundledDocuments} from '../support/bundledDocuments';
import {buildContract} from '../../plugins/openapi-docs/contract';
import {requestCheckerData} from '../../plugins/openapi-docs/requestChecker';
import {
  type Checker,
  type CheckerOperation,
  type CheckOutcome as CheckResult,
  checkRequest,
  compiledLookup,
  createChecker,
  errorCodeHref,
} from '../../contract-core';
import type {RequestCheckerData} from '../../plugins/openapi-docs/types';
import {compiledValidators} from '../support/compiledValidators';
import {bodies, callOf, checkerCases, exampleChanged, type BodyName} from '../support/requestRules';

let data: RequestCheckerData;
const checkers = new Map<string, Checker>();

beforeAll(async () => {
  const bundled = await bundledDocuments();
  data = requestCheckerData(bundled);
  const contract = buildContract(bundled);
  for (const {apiDocument, document} of bundled) {
    checkers.set(
      apiDocument.id,
      createChecker(
        apiDocument.id,
        document,
        compiledLookup(compiledValidators(apiDocument.id, document, data.operations)),
        (code) => errorCodeHref(contract.errorCodes, code),
      ),
    );
  }
}, 60_000);

function operation(key: string): CheckerOperation {
  const found = data.operations.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`The checker lists no operation ${key}`);
  return found;
}

function check(target: CheckerOperation, body: string, headers: Record<string, string> = {}): CheckResult {
  const checker = checkers.get(target.api);
  if (checker === undefined) throw new Error(`No checker for ${target.api}`);
  return checkRequest(checker, target, body, headers);
}

describe('the request checker on the contract', () => {
  it('lists every operation with a JSON body, each with its own value', () => {
    expect(data.operations.length).toBeGreaterThan(20);
    expect(new Set(data.operations.map(({key}) => key)).size).toBe(data.operations.length);
  });

  it("finds each operation's own example valid", () => {
    for (const target of data.operations) {
      expect({key: target.key, result: check(target, target.example)}).toEqual({
        key: target.key,
        result: {kind: 'valid'},
      });
    }
  });

  it("names each body of the request table by its call's operation in the checker", () => {
    for (const name of Object.keys(bodies) as BodyName[]) {
      const target = operation(bodies[name].operation);
      expect({name, call: {api: target.api, call: `${target.method.toUpperCase()} ${target.path}`}}).toEqual({
        name,
        call: callOf(name),
      });
    }
  });

  for (const {rule, operation: key, label, changes, headers, path, code} of checkerCases) {
    it(`${rule}: ${key} with ${label} answers ${code} at ${path}`, () => {
      const target = operation(key);
      const result = check(target, exampleChanged(target.example, changes), {...headers});
      expect(result.kind).toBe('problems');
      const problems = result.kind === 'problems' ? result.problems : [];
      expect(problems).toContainEqual(expect.objectContaining({path, code}));
    });
  }

  it('links every code the checker cases expect to its catalogue entry', () => {
    const checker = checkers.get('merchant');
    for (const {code} of checkerCases) expect(checker?.codeUrl(code)).toMatch(new RegExp(`/error_codes/#${code}$`));
  });

  it("follows the contract's oneOf to the field at fault: a refund by payment takes no amount", () => {
    const target = operation('createRefund');
    const result = check(target, exampleChanged(target.example, {amount: 1500}));
    expect(result.kind).toBe('problems');
    const problems = result.kind === 'problems' ? result.problems : [];
    expect(problems.map(({path, code}) => [path, code])).toContainEqual(['$', 'REFUND_AMOUNT_NOT_APPLICABLE']);
  });

  it('says where JSON that does not parse breaks', () => {
    const result = check(operation('createPayment'), '{\n  "amount": 4599,\n  "merchantTransactionId" "x"\n}');
    expect(result).toEqual({
      kind: 'syntax',
      message: 'Expected : after the property name at line 3, column 27, found “"”.',
    });
  });

  it('names the rule in words, with the limit from the contract', () => {
    const target = operation('createPayment');
    const result = check(target, exampleChanged(target.example, {merchantTransactionId: 'a'.repeat(51)}));
    expect(result).toEqual({
      kind: 'problems',
      problems: [
        {
          path: '$.merchantTransactionId',
          requirement: 'at most 50 characters',
          code: 'INVALID_MERCHANT_TRANSACTION_ID',
        },
      ],
    });
  });

  it('asks for the body of an operation that requires one', () => {
    expect(check(operation('createPayment'), '  ')).toEqual({
      kind: 'problems',
      problems: [{path: '$', requirement: 'required: this operation needs a body'}],
    });
    expect(check(operation('capturePayment'), '')).toEqual({kind: 'valid'});
  });

  it('answers a deeply nested body without overflowing', () => {
    const depth = 100_000;
    const body = `{"amount": 4599, "metadata": {"a": ${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    const result = check(operation('createPayment'), body);
    expect(result.kind).toBe('problems');
  });

  it('checks a 5 MB body within a second', () => {
    const target = operation('createPayment');
    const body = exampleChanged(target.example, {paymentDescription: 'x'.repeat(5 * 1024 * 1024)});
    const started = performance.now();
    const result = check(target, body);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({kind: 'problems', problems: [{path: '$.paymentDescription'}]});
  });
});
