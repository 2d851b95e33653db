/**
 * Lifecycles are drawn from the contract (`<LifecycleDiagram>`), never by hand: a Mermaid state diagram
 * in the docs or the blog that names a value of a modelled status enum fails, so no page can draw a
 * transition the contract does not have.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, expect, it} from 'vitest';
import {lifecycleOf} from '../../contract-core';
import {loadBundledContracts} from '../support/contract';
import {contentFiles, repoRoot} from '../../harness/paths';

const fencedMermaid = /^```mermaid[^\n]*\n(?<body>[\s\S]*?)^```$/gm;

interface Diagram {
  readonly file: string;
  readonly line: number;
  readonly body: string;
}

function diagrams(): Diagram[] {
  return contentFiles().flatMap((file) => {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    return [...text.matchAll(fencedMermaid)].map((match) => ({
      file,
      line: text.slice(0, match.index).split('\n').length,
      body: match.groups?.body ?? '',
    }));
  });
}

/** Every value of every status enum that carries a lifecycle. */
let modelledValues = new Set<string>();
beforeAll(async () => {
  const contracts = await loadBundledContracts();
  modelledValues = new Set(
    contracts.flatMap((contract) =>
      Object.values(contract.document.components?.schemas ?? {}).flatMap((schema) => {
        const lifecycle = lifecycleOf(schema);
        return lifecycle === undefined ? [] : Object.keys(lifecycle.states);
      }),
    ),
  );
});

it('knows the modelled values', () => {
  expect(modelledValues).toContain('CANCEL_FAILED');
  expect(modelledValues).toContain('NOTIFICATION_SENT');
});

it('has no hand-drawn state diagram in docs/ or blog/ that names a modelled status', () => {
  const handDrawn = diagrams().flatMap(({file, line, body}) => {
    if (!/^\s*stateDiagram/m.test(body)) return [];
    const named = [...new Set(body.match(/\b[A-Z][A-Z_]{2,}\b/g) ?? [])].filter((word) => modelledValues.has(word));
    return named.length === 0 ? [] : [`${file}:${String(line)} names ${named.join(', ')}`];
  });
  expect(handDrawn).toEqual([]);
});
