/**
 * Business readers and the people running onboarding read pages without developer material: code, field
 * tables and samples live on developer pages, which these pages link to. A diagram is not code: Mermaid
 * blocks are drawings of what customers and teams see.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../harness/paths';
import {codeBlocks} from '../support/codeBlocks';
import {businessPages} from '../support/businessPages';

/** A code block of more than this many lines is developer material. */
const longestSnippet = 3;

const developerComponents =
  /<(SchemaFieldTable|EnumValues|OperationSummary|ErrorCodeCatalogue|FailureCodeTable|RequestHeaders|ScopeTable|RetrySteps|TryIt)\b/;

describe('business and merchant onboarding pages', () => {
  const pages = businessPages();

  it('are the pages of docs/business/ and docs/onboarding/', () => {
    expect(pages).toContain('docs/business/adoption.mdx');
    expect(pages).toContain('docs/onboarding/Merchant-Onboarding.mdx');
  });

  it.each(pages)('%s holds no code block longer than a few lines, and no sample', (page) => {
    const offending = codeBlocks(page)
      .filter((block) => block.lang !== 'mermaid')
      .filter((block) => block.sample !== undefined || block.body.trimEnd().split('\n').length > longestSnippet)
      .map((block) => `${block.file}:${block.line} (${block.lang || 'no language'})`);
    expect(offending).toEqual([]);
  });

  it.each(pages)('%s shows no field tables, enum lists or operations from the contract', (page) => {
    expect(readFileSync(join(repoRoot, page), 'utf8')).not.toMatch(developerComponents);
  });
});
