/**
 * Contracts as others write them (tests/fixtures/openapi/habits.yaml): OpenAPI 3.1 with 3.0 habits
 * (`nullable` without `type`, a boolean `exclusiveMinimum`, `example` beside `examples`), a recursive
 * schema, a huge enum, `allOf` around `oneOf` around `allOf`, operations without an operationId, HTML in
 * descriptions and none of our extensions. Redocly bundles and lints such a document; the reference must
 * build and render it, leaving out the views of the extensions it lacks.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import openApiDocsPlugin, {type OpenApiDocsContent} from '../../plugins/openapi-docs';
import {operationSamplesFile} from '../../plugins/openapi-docs/pageModules';
import {validatorsModule, validatorUris} from '../../plugins/openapi-docs/validators';
import {requestCheckerData} from '../../plugins/openapi-docs/requestChecker';
import type {
  OperationSamplesData,
  ReferenceDocument,
  ReferencePageData,
  ReferencePageIndex,
} from '../../plugins/openapi-docs/types';
import {isRef, operationsOf, refName, type OpenApiDocument, type Schema} from '../../contract-core';
import {allFieldsOf, constraints, enumEntries, typeParts} from '../../src/components/reference/SchemaView/schema';
import {repoRoot} from '../../harness/paths';

/** The build's context: the repository, and a generated folder that holds no stale modules to remove. */
const loadContext = {siteDir: repoRoot, generatedFilesDir: join(tmpdir(), 'no-generated-files')} as LoadContext;

const habits: ReferenceDocument = {
  id: 'habits',
  title: 'Habits reference',
  navLabel: 'Habits',
  source: 'tests/fixtures/openapi/habits.yaml',
  route: '/habits/',
};

let content: OpenApiDocsContent;
let document: OpenApiDocument;
const data = new Map<string, string>();
const routes: RouteConfig[] = [];

beforeAll(async () => {
  const plugin: Plugin<OpenApiDocsContent> = openApiDocsPlugin(loadContext, {
    documents: [habits],
    redoclyConfig: 'redocly.yaml',
  });
  const loaded = await plugin.loadContent?.();
  if (loaded === undefined) throw new Error('The plugin loaded no content');
  content = loaded;
  document = content.documents[0]?.document ?? ({} as OpenApiDocument);
  const actions = {
    createData: (name: string, value: string) => {
      data.set(name, value);
      return Promise.resolve(`/generated/${name}`);
    },
    addRoute: (route: RouteConfig) => routes.push(route),
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded?.({content, actions});
});

const schema = (name: string): Schema => document.components?.schemas?.[name] ?? {};
const property = (name: string, field: string) => (schema(name).properties?.[field] ?? {}) as Schema;
const lookup = (name: string) => document.components?.schemas?.[name];

describe('a contract with OpenAPI 3.0 habits and none of our extensions', () => {
  it('builds its page: a route, an index, and a samples module for every operation', () => {
    expect(routes.map(({path}) => path)).toEqual(['/habits/']);
    const index = JSON.parse(data.get('habits.index.json') ?? '{}') as ReferencePageIndex;
    const operations = index.groups.flatMap((group) => group.operations);
    expect(operations).toHaveLength(3);
    for (const {samples} of operations) {
      const module = JSON.parse(
        data.get(operationSamplesFile('habits', Number(samples))) ?? '{}',
      ) as OperationSamplesData;
      expect(module.sample?.url).toMatch(/^\//);
    }
  });

  it('names operations without an operationId after their method and path, unique on the page', () => {
    const ids = operationsOf(document).map(({operationId}) => operationId);
    expect(ids).toEqual(['get-/accounts/{id}', 'patch-/accounts/{id}', 'transfers-create']);
  });

  it('reports each schema Ajv refuses by operation and pointer, and compiles the rest', () => {
    const checker = requestCheckerData(content.documents);
    const uris = validatorUris('habits', document, checker.operations);
    const {code, uncompiled} = validatorsModule('habits', document, uris, checker.operations);
    expect(uncompiled.map(({uri, operations}) => [uri, operations])).toEqual([
      [
        'habits#/paths/~1accounts~1%7Bid%7D/patch/requestBody/content/application~1json/schema',
        ['patch-/accounts/{id}'],
      ],
      ['habits#/paths/~1transfers/post/requestBody/content/application~1json/schema', ['transfers-create']],
    ]);
    expect(uncompiled.map(({reason}) => reason).join('\n')).toMatch(/exclusiveMinimum[\s\S]*nullable/);
    expect(code).toContain('exports');
  });

  it('reads `nullable` as a null in the type, with or without a `type`', () => {
    expect(typeParts(property('AccountUpdate', 'description'))).toEqual(['string', ' | ', 'null']);
    expect(typeParts(property('TransferBase', 'note'))).toEqual(['any']);
    expect(constraints(property('TransferBase', 'note'))).toEqual([{text: 'at most 140 characters'}]);
  });

  it('reads a boolean exclusiveMinimum as 3.0 meant it: more than the minimum', () => {
    expect(constraints(property('AccountUpdate', 'limit'))).toEqual([{text: 'more than 0'}]);
  });

  it('lists the fields of a recursive schema once, its self-reference as a link', () => {
    const fields = allFieldsOf(schema('Account'), lookup);
    expect(fields.map(({name}) => name)).toEqual(['id', 'description', 'status', 'parent', 'children']);
    expect(typeParts(property('Account', 'children'))).toEqual(['array of ', {ref: 'Account'}]);
  });

  it('merges fields through allOf, leaving the oneOf inside it as alternatives', () => {
    const fields = allFieldsOf(schema('Transfer'), lookup);
    expect(fields.map(({name}) => name)).toEqual(['amount', 'category', 'note', 'country']);
    const variants = schema('Transfer').allOf?.[1] as Schema;
    expect(variants.oneOf?.map((variant) => (isRef(variant) ? refName(variant.$ref) : ''))).toEqual([
      'BankTransfer',
      'CardTransfer',
    ]);
  });

  it('keeps every value of a long enum', () => {
    expect(enumEntries(property('TransferBase', 'country'))).toHaveLength(30);
  });

  it('publishes HTML descriptions as text to render, never as markup to run', () => {
    const {markdown} = JSON.parse(data.get('habits.page.json') ?? '{}') as ReferencePageData;
    const rendered = Object.values(markdown).join('\n');
    expect(rendered).toContain('&lt;script&gt;');
    expect(rendered).not.toContain('<script>');
  });
});
