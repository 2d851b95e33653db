/**
 * A reader must be able to learn what any field means from the reference alone: every property of every
 * schema carries a description, its own or that of the schema it references.
 */
import {describe, expect, it} from 'vitest';
import {loadBundledContracts} from '../support/contract';
import type {OpenApiDocument, Schema} from '../../contract-core';

function isSchema(value: unknown): value is Schema & {$ref?: string} {
  return typeof value === 'object' && value !== null;
}

function undescribedProperties(document: OpenApiDocument): string[] {
  const schemas = document.components?.schemas ?? {};
  const referenced = (ref: string) => schemas[ref.split('/').pop() ?? ''];
  const found: string[] = [];
  const visit = (schema: unknown, path: string): void => {
    if (!isSchema(schema)) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (!isSchema(property)) continue;
      const target = property.$ref === undefined ? undefined : referenced(property.$ref);
      const described =
        property.description !== undefined ||
        (isSchema(target) && target.description !== undefined) ||
        (property.allOf ?? []).some((part) => isSchema(part) && part.description !== undefined);
      if (!described) found.push(`${path}.${name}`);
      visit(property, `${path}.${name}`);
      visit(property.items, `${path}.${name}[]`);
    }
    for (const variant of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
      visit(variant, path);
    }
  };
  for (const [name, schema] of Object.entries(schemas)) visit(schema, name);
  return found;
}

describe('field descriptions', async () => {
  const contracts = await loadBundledContracts();
  it.each(contracts.map((contract) => [contract.apiDocument.id, contract] as const))(
    'every property in the %s document is described',
    (_, contract) => {
      expect(undescribedProperties(contract.document)).toEqual([]);
    },
  );
});
