import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {parseYaml} from '@redocly/openapi-core';
import openApiDocsPlugin, {
  contractDataFile,
  removeStaleModules,
  requestCheckerDataFile,
  type OpenApiDocsContent,
} from '../../plugins/openapi-docs';
import {operationSamplesFile} from '../../plugins/openapi-docs/pageModules';
import type {
  ContractData,
  OperationSamplesData,
  ReferencePageData,
  ReferencePageIndex,
  ReferenceDocument,
  RequestCheckerData,
} from '../../plugins/openapi-docs/types';
import {repoRoot} from '../../harness/paths';

/** The build's context: the repository, and a generated folder that holds no stale modules to remove. */
const loadContext = {siteDir: repoRoot, generatedFilesDir: join(tmpdir(), 'no-generated-files')} as LoadContext;

const documents: ReferenceDocument[] = [
  {id: 'pay', title: 'Pay reference', navLabel: 'Pay', source: 'tests/fixtures/openapi/payments.yaml', route: '/pay/'},
  {
    id: 'shop',
    title: 'Shop reference',
    navLabel: 'Shop',
    source: 'tests/fixtures/openapi/checkout.yaml',
    route: '/shop/',
  },
];

/** The plugin run through its lifecycle on the fixtures, with the actions Docusaurus would give it. */
async function runPlugin() {
  const plugin: Plugin<OpenApiDocsContent> = openApiDocsPlugin(loadContext, {
    documents,
    redoclyConfig: 'redocly.yaml',
  });
  const content = await plugin.loadContent?.();
  if (content === undefined) throw new Error('The plugin loaded no content');
  const data = new Map<string, string>();
  const routes: RouteConfig[] = [];
  const actions = {
    createData: (name: string, value: string) => {
      data.set(name, value);
      return Promise.resolve(`/generated/${name}`);
    },
    addRoute: (route: RouteConfig) => {
      routes.push(route);
    },
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded?.({content, actions});
  const outDir = await mkdtemp(join(tmpdir(), 'openapi-docs-'));
  await plugin.postBuild?.({outDir, content} as unknown as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
  return {plugin, content, data, routes, outDir};
}

let run: Awaited<ReturnType<typeof runPlugin>>;
beforeAll(async () => {
  run = await runPlugin();
});
afterAll(async () => {
  await rm(run.outDir, {recursive: true, force: true});
});

function dataFile(name: string): string {
  const value = run.data.get(name);
  if (value === undefined) throw new Error(`No data file ${name}`);
  return value;
}

describe('the openapi-docs plugin', () => {
  it('watches the contract sources and the Redocly configuration', () => {
    expect(run.plugin.getPathsToWatch?.()).toEqual([join(repoRoot, 'openapi/**'), join(repoRoot, 'redocly.yaml')]);
  });

  it('adds one exact route per document, with only the page index as its module', () => {
    expect(run.routes).toEqual([
      {
        path: '/pay/',
        exact: true,
        component: '@site/src/components/reference/ApiReferencePage',
        modules: {index: '/generated/pay.index.json'},
        props: {apiDocument: documents[0], otherDocuments: [documents[1]]},
      },
      {
        path: '/shop/',
        exact: true,
        component: '@site/src/components/reference/ApiReferencePage',
        modules: {index: '/generated/shop.index.json'},
        props: {apiDocument: documents[1], otherDocuments: [documents[0]]},
      },
    ]);
  });

  it('publishes the bundled document with only local references', () => {
    const json = dataFile('pay.json');
    expect(JSON.parse(json)).toMatchObject({openapi: '3.1.0', info: {title: 'Fixture payments API'}});
    const refs = [...json.matchAll(/"\$ref": "([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) expect(ref).toMatch(/^#\/components\/[A-Za-z]+\/[\w.-]+$/);
  });

  it('writes downloads that are the page data byte for byte (JSON) and the same document (YAML)', async () => {
    for (const {id} of documents) {
      const json = await readFile(join(run.outDir, 'openapi', `${id}.json`), 'utf8');
      expect(json).toBe(dataFile(`${id}.json`));
      const yaml = await readFile(join(run.outDir, 'openapi', `${id}.yaml`), 'utf8');
      expect(parseYaml(yaml)).toEqual(JSON.parse(json));
      const types = await readFile(join(run.outDir, 'openapi', `${id}.d.ts`), 'utf8');
      expect(types).toContain('export interface components');
    }
  });

  it('renders Markdown for the page at build time, and a samples module per operation in page order', () => {
    const page = JSON.parse(dataFile('pay.page.json')) as ReferencePageData;
    expect(page.markdown['Use `PENDING`.']).toBe('<p>Use <code>PENDING</code>.</p>');
    const index = JSON.parse(dataFile('pay.index.json')) as ReferencePageIndex;
    const operations = index.groups.flatMap(({operations}) => operations);
    expect(operations.map(({operationId}) => operationId).sort()).toEqual(
      ['findPayment', 'createPayment', 'cancelPayment', 'createTree'].sort(),
    );
    for (const {operationId, samples} of operations) {
      const data = JSON.parse(dataFile(operationSamplesFile('pay', Number(samples)))) as OperationSamplesData;
      expect(data.sample?.url, operationId).toMatch(/^https:\/\//);
    }
  });

  it("keeps the document out of the page's index: navigation and outline only", () => {
    const index = dataFile('pay.index.json');
    expect(index.length).toBeLessThan(dataFile('pay.json').length / 4);
    expect(index).not.toContain('"examples"');
    expect(JSON.parse(index)).toMatchObject({description: expect.any(String) as string});
  });

  it("publishes the request checker's operations, and each page's checker values", () => {
    const checker = JSON.parse(dataFile(requestCheckerDataFile)) as RequestCheckerData;
    expect(checker.operations.map(({key}) => key)).toEqual(['createPayment', 'cancelPayment', 'createTree']);
    const page = JSON.parse(dataFile('pay.page.json')) as ReferencePageData;
    expect(page.checkerKeys).toEqual({
      createPayment: 'createPayment',
      cancelPayment: 'cancelPayment',
      createTree: 'createTree',
    });
  });

  it('gathers the contract data for the docs components from every document', () => {
    const contract = JSON.parse(dataFile(contractDataFile)) as ContractData;
    expect(contract.routes).toEqual({pay: '/pay/', shop: '/shop/'});
    expect(contract.operations.map(({api, operationId}) => `${api}:${operationId}`)).toEqual([
      'pay:findPayment',
      'pay:createPayment',
      'pay:cancelPayment',
      'pay:createTree',
      'shop:getCustomer',
      'shop:deleteCustomer',
    ]);
    expect(contract.schemaHome.Customer).toBe('pay');
    expect(contract.errorCodes.map(({errorCode}) => errorCode)).toEqual([
      'INVALID_BUTTON_HEIGHT',
      'NICKNAME_TOO_LONG',
      'AMOUNT_TOO_LARGE',
    ]);
  });

  it('fails the build on a document that does not bundle', async () => {
    const broken = openApiDocsPlugin(loadContext, {
      documents: [{...documents[0], id: 'broken', source: 'tests/fixtures/openapi/missing.yaml'} as ReferenceDocument],
      redoclyConfig: 'redocly.yaml',
    });
    await expect(broken.loadContent?.()).rejects.toThrow();
  });
});

describe("the plugin's generated folder", () => {
  it('loses the modules of a document no longer built, and keeps every other file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'openapi-docs-data-'));
    try {
      for (const id of ['pay', 'gone']) await mkdir(join(dataDir, 'operations', id), {recursive: true});
      const files = [
        'pay.json',
        'pay.page.json',
        'gone.json',
        'gone.index.json',
        'gone.validators.js',
        'contract.json',
      ];
      for (const file of files) await writeFile(join(dataDir, file), '{}');
      await removeStaleModules(dataDir, new Set(['pay']));
      expect((await readdir(dataDir)).sort()).toEqual(['contract.json', 'operations', 'pay.json', 'pay.page.json']);
      expect(await readdir(join(dataDir, 'operations'))).toEqual(['pay']);
    } finally {
      await rm(dataDir, {recursive: true, force: true});
    }
  });
});
