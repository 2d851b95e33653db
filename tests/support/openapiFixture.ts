import {join} from 'node:path';
import {bundleDocument} from '../../contract-core/node';
import type {OpenApiDocument} from '../../contract-core';
import {repoRoot} from '../../harness/paths';

/** The small OpenAPI documents in tests/fixtures/openapi, which share one components file. */
export const fixtureDir = join(repoRoot, 'tests/fixtures/openapi');

export type FixtureName = 'payments' | 'checkout';

/** A fixture document bundled the way the plugin bundles the contract: every `$ref` made local. */
export async function bundledFixture(name: FixtureName): Promise<OpenApiDocument> {
  const {document} = await bundleDocument(join(fixtureDir, `${name}.yaml`), join(repoRoot, 'redocly.yaml'));
  return document;
}
