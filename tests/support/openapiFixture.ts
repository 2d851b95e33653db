import {join} from 'node:path';
import {bundle, loadConfig} from '@redocly/openapi-core';
import type {OpenApiDocument} from '../../plugins/openapi-docs/model';
import {repoRoot} from './paths';

/** The small OpenAPI documents in tests/fixtures/openapi, which share one components file. */
export const fixtureDir = join(repoRoot, 'tests/fixtures/openapi');

export type FixtureName = 'payments' | 'checkout';

/** A fixture document bundled the way the plugin bundles the contract: every `$ref` made local. */
export async function bundledFixture(name: FixtureName): Promise<OpenApiDocument> {
  const config = await loadConfig({configPath: join(repoRoot, 'redocly.yaml')});
  const result = await bundle({ref: join(fixtureDir, `${name}.yaml`), config});
  return result.bundle.parsed as OpenApiDocument;
}
