/**
 * The convention shared with the request checker: every validation keyword a request body can break sits
 * in a schema object whose `x-error-code` is a code of the error code catalogue. With Ajv's `verbose`
 * option an error's `parentSchema` is that object, so the code of any failure can be read off the contract.
 */
import {describe, expect, it} from 'vitest';
import {bodyErrorCode} from '../../contract-core';
import {loadBundledContracts, type Contract, type OperationEntry, type Pointer} from '../support/contract';

/** Keywords that fail on their own schema object. */
const validationKeywords = [
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'contains',
  'minProperties',
  'maxProperties',
  'required',
  'dependentRequired',
  'not',
  'oneOf',
  'anyOf',
  'if',
  'unevaluatedProperties',
  'additionalProperties',
] as const;

/** Subschemas that are checked in place; `if` only selects and `not` fails on its holder, so neither is entered. */
const applicators = ['allOf', 'oneOf', 'anyOf', 'then', 'else', 'items', 'propertyNames', 'additionalProperties'];

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every schema object the request bodies of `entries` reach, by where it really is, with the keywords it checks. */
function requestSchemas(
  contract: Contract,
  entries: readonly OperationEntry[] = contract.operations,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (pointer: Pointer): void => {
    const {pointer: at, value} = contract.locate<unknown>(pointer);
    const key = `/${at.join('/')}`;
    if (!isNode(value) || found.has(key)) return;
    found.set(
      key,
      validationKeywords.filter(
        (keyword) => keyword in value && !(keyword === 'additionalProperties' && value[keyword] !== false),
      ),
    );
    for (const applicator of applicators) {
      const child = value[applicator];
      if (Array.isArray(child)) {
        for (const index of child.keys()) visit([...at, applicator, `${index}`]);
      } else if (isNode(child)) visit([...at, applicator]);
    }
    for (const container of ['properties', 'dependentSchemas']) {
      const children = value[container];
      if (isNode(children)) for (const name of Object.keys(children)) visit([...at, container, name]);
    }
  };
  for (const entry of entries) {
    const body = entry.operation.requestBody;
    if (body === undefined) continue;
    const content = contract.locate<{content?: Record<string, unknown>}>([...entry.pointer, 'requestBody']).value
      .content;
    for (const mediaType of Object.keys(content ?? {}))
      visit([...entry.pointer, 'requestBody', 'content', mediaType, 'schema']);
  }
  return found;
}

const contracts = await loadBundledContracts();

describe.each(contracts.map((contract) => [contract.apiDocument.id, contract] as const))(
  'request bodies of the %s document',
  (_, contract) => {
    const catalogue = new Set(contract.errorCodes().map(({errorCode}) => errorCode));
    const schemas = [...requestSchemas(contract)].filter(([, keywords]) => keywords.length > 0);

    it('reach schemas with rules', () => {
      expect(schemas.length).toBeGreaterThan(0);
    });

    it.each(schemas)('%s names the catalogue code of its rules (%s)', (pointer) => {
      const code = contract.locate<Node>(pointer.slice(1).split('/')).value['x-error-code'];
      expect(code, pointer).toBeTypeOf('string');
      expect([...catalogue]).toContain(code);
    });

    /** Closed itself, or made only of closed variants, or a description around one closed schema (CheckoutRequest). */
    const isClosed = (pointer: Pointer): boolean => {
      const {pointer: at, value} = contract.locate<Node>(pointer);
      if (value.unevaluatedProperties === false && value['x-error-code'] === 'UNKNOWN_FIELD') return true;
      const parts = (keyword: 'oneOf' | 'allOf'): Pointer[] =>
        Array.isArray(value[keyword]) ? value[keyword].map((_, index) => [...at, keyword, `${index}`]) : [];
      const variants = parts('oneOf');
      const [only, ...others] = parts('allOf');
      return (
        (variants.length > 0 && variants.every(isClosed)) ||
        (only !== undefined && others.length === 0 && isClosed(only))
      );
    };

    // Each code a call's body rules answer with a 400 is in the list its 400 response shows. The codes of
    // x-invariants rules and of the service's own checks are held by the simulator, which refuses to answer
    // a code the response does not list (simulator/node/simulator.ts), in the scenarios that prove each rule.
    const answersWith400 = new Set(
      contract
        .errorCodes()
        .flatMap(({errorCode, value}) =>
          (value as {status?: unknown}).status === 400 && errorCode !== undefined ? [errorCode] : [],
        ),
    );
    const withBody400 = contract.operations.filter(
      (entry) => entry.operation.requestBody !== undefined && entry.operation.responses['400'] !== undefined,
    );
    it.each(withBody400.map((entry) => [entry.call, entry] as const))(
      '%s lists the 400 codes of its body rules',
      (_, entry) => {
        const bodyCodes = [...requestSchemas(contract, [entry]).keys()].map(
          (pointer) => contract.locate<Node>(pointer.slice(1).split('/')).value['x-error-code'],
        );
        const response = contract.locate([...entry.pointer, 'responses', '400']).pointer;
        const listed = new Set(contract.contentExamples(response).map(({value}) => bodyErrorCode(value)));
        const unlisted = [...new Set(bodyCodes)].filter(
          (code): code is string => typeof code === 'string' && answersWith400.has(code) && !listed.has(code),
        );
        expect(unlisted).toEqual([]);
      },
    );

    it('close every request body: unevaluatedProperties false, answered with UNKNOWN_FIELD', () => {
      const open = contract.operations
        .filter((entry) => entry.operation.requestBody !== undefined)
        .filter((entry) => !isClosed([...entry.pointer, 'requestBody', 'content', 'application/json', 'schema']))
        .map((entry) => entry.call);
      expect(open).toEqual([]);
    });
  },
);
