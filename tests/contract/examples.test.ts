/**
 * Every example in the bundled documents validates against its schema: request, response and webhook examples
 * (inline or from `components.examples`), parameter and header examples, and schemas' own `examples`.
 * The error code catalogue holds together: each code is an ErrorResponse listed under its own status,
 * with one name, in the areas the docs show.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import {loadBundledContracts, loadContracts, type Contract, type ExampleEntry, type Pointer} from '../support/contract';
import {repoRoot} from '../../harness/paths';
import {errorAreas} from '../../contract-core';

const contracts = await loadContracts();
const bundled = await loadBundledContracts();

interface PlacedExample extends ExampleEntry {
  /** Where the example sits, for the test name. */
  readonly where: string;
}

/** JSON Schema 2020-12 keywords whose value is a schema, a list of schemas, or a map of schemas. */
const schemaKeywords = [
  'items',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
const schemaListKeywords = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const schemaMapKeywords = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];

/** The `examples` and `example` of the schema at `root` and of every schema inside it, each schema once. */
function schemaExamples(contract: Contract, root: Pointer, visited: Set<string>): PlacedExample[] {
  const {pointer, value} = contract.locate<unknown>(root);
  const key = pointer.join('/');
  if (visited.has(key) || typeof value !== 'object' || value === null) return [];
  visited.add(key);
  const schema = value as Record<string, unknown>;
  const where = `schema ${key.replace(/^components\/schemas\//, '')}`;
  const example = (name: string, exampleValue: unknown): PlacedExample => ({
    where,
    holder: pointer,
    name,
    component: undefined,
    value: exampleValue,
    schemaPointer: pointer,
  });
  const own = [
    ...(Array.isArray(schema.examples) ? schema.examples : []).map((value: unknown, index) =>
      example(`examples[${index}]`, value),
    ),
    ...('example' in schema ? [example('example', schema.example)] : []),
  ];
  const children = [
    ...schemaKeywords.filter((keyword) => typeof schema[keyword] === 'object').map((keyword) => [keyword]),
    ...schemaListKeywords.flatMap((keyword) => {
      const list = schema[keyword];
      return Array.isArray(list) ? list.map((_, index) => [keyword, `${index}`]) : [];
    }),
    ...schemaMapKeywords.flatMap((keyword) => {
      const map = schema[keyword];
      return typeof map === 'object' && map !== null ? Object.keys(map).map((name) => [keyword, name]) : [];
    }),
  ];
  return [...own, ...children.flatMap((child) => schemaExamples(contract, [...pointer, ...child], visited))];
}

/** Every example of the document, each once, with the pointer of the schema it must satisfy. */
function examplesOfDocument(contract: Contract): PlacedExample[] {
  const found = new Map<string, PlacedExample>();
  const add = (where: string, examples: readonly ExampleEntry[]): void => {
    for (const example of examples) {
      // A shared parameter or response holds the same examples for every call that uses it: check them
      // once, under its component name.
      const shared = example.holder[0] === 'components';
      const key = `${example.holder.join('/')} ${example.name}`;
      if (!found.has(key)) found.set(key, {...example, where: shared ? example.holder.slice(1).join(' ') : where});
    }
  };
  for (const entry of [...contract.operations, ...contract.webhooks]) {
    const {call, operation, pointer} = entry;
    for (const {pointer: at, value} of contract.parameters(entry)) {
      add(`${call} parameter ${value.name}`, contract.examplesOf(at, [...at, 'schema']));
    }
    const bodies = [
      ...(operation.requestBody === undefined ? [] : [{where: `${call} request`, at: [...pointer, 'requestBody']}]),
      ...Object.keys(operation.responses).map((status) => ({
        where: `${call} ${status}`,
        at: [...pointer, 'responses', status],
      })),
    ];
    for (const {where, at} of bodies) {
      const located = contract.locate<{content?: object; headers?: object}>(at);
      for (const mediaType of Object.keys(located.value.content ?? {})) {
        const holder = [...located.pointer, 'content', mediaType];
        add(`${where} ${mediaType}`, contract.examplesOf(holder, [...holder, 'schema']));
      }
      for (const name of Object.keys(located.value.headers ?? {})) {
        const header = [...located.pointer, 'headers', name];
        add(`${where} header ${name}`, contract.examplesOf(header, [...header, 'schema']));
      }
    }
  }
  const operationExamples = [...found.values()];
  const visited = new Set<string>();
  const schemaRoots: Pointer[] = [
    ...Object.keys(contract.document.components?.schemas ?? {}).map((name) => ['components', 'schemas', name]),
    ...operationExamples.map(({schemaPointer}) => schemaPointer),
  ];
  return [...operationExamples, ...schemaRoots.flatMap((root) => schemaExamples(contract, root, visited))];
}

for (const {apiDocument, contract} of contracts) {
  describe(apiDocument.id, () => {
    it('bundles without problems', () => {
      expect(contract).not.toBeInstanceOf(Error);
      if (!(contract instanceof Error)) expect(contract.problems).toEqual([]);
    });
    if (contract instanceof Error) return;

    describe('every example validates against its schema', () => {
      for (const {where, name, schemaPointer, value} of examplesOfDocument(contract)) {
        it(`${where}: ${name}`, () => {
          expect(contract.errorsAt(schemaPointer, value)).toEqual([]);
        });
      }
    });

    describe('the error code catalogue', () => {
      const codes = contract.errorCodes();

      it('has codes', () => {
        expect(codes).not.toEqual([]);
      });

      for (const {name, areas, value} of codes) {
        it(`${name} is an ErrorResponse`, () => {
          expect(contract.schemaErrors('ErrorResponse', value)).toEqual([]);
        });

        it(`${name} is listed in sessions, payment-methods or payments`, () => {
          expect(Array.isArray(areas) && areas.length > 0, 'x-error-areas is a non-empty list').toBe(true);
          expect(errorAreas).toEqual(expect.arrayContaining(Array.isArray(areas) ? areas : [areas]));
        });
      }

      it('gives each errorCode one example name', () => {
        const names = new Map<string | undefined, string[]>();
        for (const {name, errorCode} of codes) names.set(errorCode, [...(names.get(errorCode) ?? []), name]);
        expect([...names].filter(([, sharing]) => sharing.length > 1)).toEqual([]);
      });

      const listings = new Map<string, {readonly status: string; readonly value: unknown}>();
      for (const {call, operation, pointer} of contract.operations) {
        for (const status of Object.keys(operation.responses)) {
          const response = contract.locate([...pointer, 'responses', status]);
          // A shared response lists the same codes for every call that uses it: check them once.
          const place = response.pointer[0] === 'components' ? response.pointer.slice(1).join(' ') : call;
          for (const {component, value} of contract.contentExamples(response.pointer)) {
            if (codes.some(({name}) => name === component)) {
              listings.set(`${place} ${status} ${component ?? ''}`, {status, value});
            }
          }
        }
      }
      for (const [name, {status, value}] of listings) {
        it(`${name} has status and httpStatus ${status}`, () => {
          expect(value).toMatchObject({status: Number(status), error: {httpStatus: Number(status)}});
        });
      }
    });
  });
}

describe('the error code catalogue across the documents', () => {
  it('gives an example name the same errorCode in every document', () => {
    const codeOf = new Map<string, Set<string | undefined>>();
    for (const contract of bundled) {
      for (const {name, errorCode} of contract.errorCodes())
        codeOf.set(name, (codeOf.get(name) ?? new Set()).add(errorCode));
    }
    expect([...codeOf].filter(([, codes]) => codes.size > 1)).toEqual([]);
  });

  // The docs render the catalogue from the bundled documents, so a code no call answers would never be shown.
  it('lists every code of openapi/components/error-codes.yaml under some call', () => {
    const catalogue = parseYaml(readFileSync(join(repoRoot, 'openapi/components/error-codes.yaml'), 'utf8'));
    const listed = new Set(bundled.flatMap((contract) => contract.errorCodes().map(({name}) => name)));
    expect(Object.keys(catalogue as object).filter((name) => !listed.has(name))).toEqual([]);
  });
});
