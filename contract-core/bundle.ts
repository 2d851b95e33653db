import {bundle, loadConfig, type NormalizedProblem} from '@redocly/openapi-core';
import type {OpenApiDocument} from './model';

export interface BundledDocument {
  readonly document: OpenApiDocument;
  /** What the bundler warned about; errors throw instead. */
  readonly problems: readonly NormalizedProblem[];
}

/**
 * Bundles an OpenAPI entry document with the site's Redocly configuration: references between files become
 * local `#/components/...` references and nothing is dereferenced. The plugin and the tests share it, so
 * the tests check exactly what the pages render.
 */
export async function bundleDocument(entryPath: string, redoclyConfigPath: string): Promise<BundledDocument> {
  const config = await loadConfig({configPath: redoclyConfigPath});
  const result = await bundle({ref: entryPath, config});
  const errors = result.problems.filter(({severity}) => severity === 'error');
  if (errors.length > 0) {
    throw new Error(`Cannot bundle ${entryPath}:\n${errors.map(({message}) => `  ${message}`).join('\n')}`);
  }
  return {document: result.bundle.parsed as OpenApiDocument, problems: result.problems};
}
