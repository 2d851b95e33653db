import {describe, expect, it} from 'vitest';
import {
  type CheckerOperation,
  compiledLookup,
  createChecker,
  describeSyntaxError,
  findJsonSyntaxError,
  jsonPath,
  lineAndColumn,
  type OpenApiDocument,
  parseJson,
  type Problem,
  ruleWords,
} from '../../contract-core';
import {compiledValidators} from '../support/compiledValidators';

describe('JSON syntax errors', () => {
  const broken: readonly [text: string, line: number, column: number, expected: string][] = [
    ['', 1, 1, 'a value'],
    ['{', 1, 2, 'a property name in double quotes or }'],
    ['{"a": 1,}', 1, 9, 'a property name in double quotes'],
    ['{"a" 1}', 1, 6, ': after the property name'],
    ['{"a": 1 "b": 2}', 1, 9, ', or }'],
    ['[1, 2', 1, 6, ', or ]'],
    ['[1,]', 1, 4, 'a value'],
    ['{"a": tru}', 1, 7, 'a value'],
    ['{"a": 01}', 1, 8, ', or }'],
    ['{"a": "line\nbreak"}', 1, 12, 'no control character inside a string (write a line break as \\n)'],
    ['{"a": "\\x"}', 1, 9, 'an escape such as \\n, \\" or \\u0041 after the backslash'],
    ['{"a": "\\u12G4"}', 1, 10, 'four hex digits after \\u'],
    ['{"a": "open', 1, 12, 'the closing double quote of the string'],
    ['{}\n{}', 2, 1, 'the end of the JSON text'],
    ['{\r\n  "a": 1,\r\n  "b": }', 3, 8, 'a value'],
    ["{'a': 1}", 1, 2, 'a property name in double quotes or }'],
  ];

  for (const [text, line, column, expected] of broken) {
    it(`${JSON.stringify(text)}: line ${line}, column ${column}, expected ${expected}`, () => {
      expect(() => JSON.parse(text) as unknown).toThrow();
      expect(findJsonSyntaxError(text)).toMatchObject({line, column, expected});
    });
  }

  it('finds nothing wrong in JSON the engine accepts', () => {
    for (const text of ['0', '-1.5e+3', '"\\u00e9\\n"', 'null', ' [ ] ', '{"a": [true, false, null, {"b": {}}]}']) {
      expect(() => JSON.parse(text) as unknown).not.toThrow();
      expect(findJsonSyntaxError(text)).toBeUndefined();
    }
  });

  it('scans deeply nested text without recursion', () => {
    const depth = 200_000;
    expect(findJsonSyntaxError(`${'['.repeat(depth)}${']'.repeat(depth - 1)}`)).toMatchObject({
      line: 1,
      column: 2 * depth,
      expected: ', or ]',
    });
  });

  it('counts lines and columns from 1, with any line ending', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({line: 2, column: 2});
    expect(lineAndColumn('ab\r\ncd', 4)).toEqual({line: 2, column: 1});
    expect(lineAndColumn('ab\rcd', 3)).toEqual({line: 2, column: 1});
  });

  it('parses valid JSON and describes an error in one sentence', () => {
    expect(parseJson('{"a": 1}')).toEqual({ok: true, value: {a: 1}});
    const parsed = parseJson('{"a": <b>}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(describeSyntaxError(parsed.error)).toBe('Expected a value at line 1, column 7, found “<”.');
    const truncated = parseJson('{"a": 1');
    if (!truncated.ok) {
      expect(describeSyntaxError(truncated.error)).toBe(
        'Expected , or } at line 1, column 8, found the end of the text.',
      );
    }
  });
});

describe('JSON paths', () => {
  it('turns a JSON pointer and a last key into a JSON path', () => {
    expect(jsonPath('')).toBe('$');
    expect(jsonPath('/customer/phoneNumber/number')).toBe('$.customer.phoneNumber.number');
    expect(jsonPath('/config/modes/0')).toBe('$.config.modes[0]');
    expect(jsonPath('/metadata', 'store id')).toBe('$.metadata["store id"]');
    expect(jsonPath('/a~1b/c~0d')).toBe('$["a/b"]["c~d"]');
    expect(jsonPath('/metadata/<script>')).toBe('$.metadata["<script>"]');
  });
});

describe('rules in words', () => {
  const cases: readonly [keyword: string, params: Record<string, unknown>, words: string, schema?: unknown][] = [
    ['maxLength', {limit: 50}, 'at most 50 characters'],
    ['maxLength', {limit: 1}, 'at most 1 character'],
    ['minLength', {limit: 1}, 'not empty'],
    ['minLength', {limit: 6}, 'at least 6 characters'],
    ['pattern', {pattern: '^[0-9]{5}$'}, 'matches the pattern ^[0-9]{5}$'],
    ['minimum', {limit: 1}, 'at least 1'],
    ['maximum', {limit: 100000000}, 'at most 100000000'],
    ['exclusiveMinimum', {limit: 0}, 'more than 0'],
    ['maxItems', {limit: 10}, 'at most 10 items'],
    ['maxProperties', {limit: 20}, 'at most 20 entries'],
    ['maxProperties', {limit: 1}, 'at most 1 entry'],
    ['enum', {allowedValues: ['dev', 'stage', 'test']}, 'one of "dev", "stage" or "test"'],
    ['const', {allowedValue: 'CARD'}, 'exactly "CARD"'],
    ['type', {type: 'integer'}, 'an integer (a whole number, no decimal point)'],
    ['type', {type: 'string,null'}, 'a string or null'],
    ['format', {format: 'email'}, 'an email address'],
    ['format', {format: 'color'}, 'in the color format'],
    ['required', {missingProperty: 'email'}, 'required'],
    [
      'dependentRequired',
      {property: 'authorizeCard', missingProperty: 'amount'},
      'required when authorizeCard is sent',
    ],
    ['unevaluatedProperties', {unevaluatedProperty: 'amout'}, 'not a field this request accepts here'],
    [
      'not',
      {},
      'not all of "saveDisabled" and "paymentMethodSaveMode" together',
      {required: ['saveDisabled', 'paymentMethodSaveMode']},
    ],
    ['not', {}, 'must not match the pattern [0-9]{13,19}', {pattern: '[0-9]{13,19}'}],
  ];
  for (const [keyword, params, words, schema] of cases) {
    it(`${keyword} ${JSON.stringify(params)}: ${words}`, () => {
      expect(ruleWords({keyword, params, schema})).toBe(words);
    });
  }

  it('names the branches of a oneOf and an anyOf', () => {
    expect(ruleWords({keyword: 'oneOf', params: {}}, ['By payment', 'By payment method'])).toBe(
      'exactly one of: By payment; By payment method',
    );
    expect(ruleWords({keyword: 'anyOf', params: {}}, ['id', 'email'])).toBe('at least one of: id; email');
  });
});

/** A small document with codes, checked by the page's own validator. */
function problemsFor(schema: Record<string, unknown>, value: unknown): Problem[] {
  const document = {
    openapi: '3.1.0',
    info: {title: 'Rules', version: '1'},
    components: {
      schemas: {Body: schema, Branch: {title: 'A branch by reference', type: 'object', required: ['paymentId']}},
    },
  } as OpenApiDocument;
  const operation: CheckerOperation = {
    key: 'check',
    api: 'rules',
    operationId: 'check',
    method: 'post',
    path: '/check',
    example: '{}',
    bodySchema: '#/components/schemas/Body',
    bodyRequired: true,
    headers: [],
  };
  const checker = createChecker(
    'rules',
    document,
    compiledLookup(compiledValidators('rules', document, [operation])),
    () => undefined,
  );
  return checker.body(operation, value);
}

describe('problems from the validator', () => {
  const refund = {
    type: 'object',
    'x-error-code': 'REFUND_TARGET_REQUIRED',
    properties: {paymentId: {type: 'string'}, paymentMethodId: {type: 'string'}, amount: {type: 'integer'}},
    oneOf: [
      {title: 'By payment', 'x-error-code': 'BY_PAYMENT', required: ['paymentId']},
      {title: 'By payment method', 'x-error-code': 'BY_METHOD', required: ['paymentMethodId', 'amount']},
    ],
  };
  const referencedBranches = {
    type: 'object',
    'x-error-code': 'ONE_OF',
    oneOf: [{$ref: '#/components/schemas/Branch'}, {title: 'Never', 'x-error-code': 'NEVER', required: ['x', 'y']}],
  };

  it('reports the closest branch of a failed oneOf, with its code', () => {
    expect(problemsFor(refund, {})).toEqual([{path: '$.paymentId', requirement: 'required', code: 'BY_PAYMENT'}]);
  });

  it('follows a branch given by reference, and takes the code of the failing object', () => {
    expect(problemsFor(referencedBranches, {amount: 1})).toEqual([{path: '$.paymentId', requirement: 'required'}]);
  });

  it('reports the oneOf itself when branches tie or more than one matches', () => {
    expect(problemsFor(refund, {paymentMethodId: 'pm'})).toEqual([
      {path: '$', requirement: 'exactly one of: By payment; By payment method', code: 'REFUND_TARGET_REQUIRED'},
    ]);
    expect(problemsFor(refund, {paymentId: 'p', paymentMethodId: 'pm', amount: 1})).toEqual([
      {path: '$', requirement: 'exactly one of: By payment; By payment method', code: 'REFUND_TARGET_REQUIRED'},
    ]);
  });

  it('reports a bad key of a map at the key, and leaves the wrapper errors out', () => {
    const metadata = {
      type: 'object',
      propertyNames: {'x-error-code': 'INVALID_METADATA', maxLength: 3},
      if: {required: ['abcd']},
      then: {'x-error-code': 'THEN', maxProperties: 0},
    };
    expect(problemsFor(metadata, {abcd: 'v'})).toEqual([
      {path: '$', requirement: 'at most 0 entries', code: 'THEN'},
      {path: '$.abcd', requirement: 'a key that is at most 3 characters', code: 'INVALID_METADATA'},
    ]);
  });

  it('reports a rule without a code without one, and each problem once', () => {
    expect(
      problemsFor({type: 'object', required: ['a'], properties: {b: {type: 'string', maxLength: 2}}}, {b: 'abc'}),
    ).toEqual([
      {path: '$.a', requirement: 'required'},
      {path: '$.b', requirement: 'at most 2 characters'},
    ]);
  });
});
