/**
 * How a schema reads in one line: its type (with links for referenced schemas), its constraints, its
 * enum values. Shared by the reference pages' field lists and the docs' field tables.
 */
import {isRef, refName, schemaExtensions, type Referenced, type Schema} from '@site/contract-core';

/** A piece of a type label: text, or the name of a component schema to link to. */
export type TypePart = string | {readonly ref: string};

/** `allOf` with a single reference is how the contract adds a description or `deprecated` to a reference. */
export function singleRef(schema: Referenced<Schema>): string | undefined {
  if (isRef(schema)) return refName(schema.$ref);
  const [only, ...rest] = schema.allOf ?? [];
  return only !== undefined && rest.length === 0 && isRef(only) ? refName(only.$ref) : undefined;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return Number.isInteger(value) ? 'integer' : typeof value;
}

function join(parts: readonly (readonly TypePart[])[], separator: string): TypePart[] {
  return parts.flatMap((part, index) => (index === 0 ? [...part] : [separator, ...part]));
}

function variantParts(variants: readonly Referenced<Schema>[]): TypePart[] {
  return join(
    variants.map((variant) => {
      const ref = singleRef(variant);
      if (ref !== undefined) return [{ref}];
      if (isRef(variant)) return [];
      return variant.title === undefined ? typeParts(variant) : [variant.title];
    }),
    ' | ',
  );
}

/** The type of a schema, for example `string (uuid)`, `array of ` + a link, or `string | null`. */
export function typeParts(schema: Referenced<Schema>): TypePart[] {
  const ref = singleRef(schema);
  if (ref !== undefined) return [{ref}];
  if (isRef(schema)) return [];
  if (schema.oneOf !== undefined) return variantParts(schema.oneOf);
  if (schema.anyOf !== undefined) return variantParts(schema.anyOf);
  if (schema.allOf !== undefined) return ['object'];

  const declared = schema.type === undefined ? [] : [schema.type].flat();
  const types = declared.length > 0 ? declared : schema.const !== undefined ? [jsonType(schema.const)] : [];
  const inferred = types.length > 0 ? types : schema.properties !== undefined ? ['object'] : [];
  if (inferred.length === 0) return ['any'];

  // OpenAPI 3.0's `nullable`, which 3.1 documents still carry, says what a `null` in the type says.
  const nullable = (schema as {nullable?: unknown}).nullable === true && !inferred.includes('null');
  return join(
    [...inferred, ...(nullable ? ['null'] : [])].map((type): TypePart[] => {
      if (type === 'array' && typeof schema.items === 'object') return ['array of ', ...typeParts(schema.items)];
      if (type === 'object' && schema.properties === undefined && typeof schema.additionalProperties === 'object') {
        return ['map of ', ...typeParts(schema.additionalProperties)];
      }
      return [type === 'null' || schema.format === undefined ? type : `${type} (${schema.format})`];
    }),
    ' | ',
  );
}

/** One constraint in words; `code` is shown as code after the words (a pattern, a value). */
export interface Constraint {
  readonly text: string;
  readonly code?: string;
}

type Noun = readonly [one: string, many: string];

function plural(count: number, [one, many]: Noun): string {
  return `${count} ${count === 1 ? one : many}`;
}

function range(min: number | undefined, max: number | undefined, noun: Noun): Constraint[] {
  if (min !== undefined && max !== undefined) {
    return [{text: min === max ? `exactly ${plural(min, noun)}` : `${min} to ${plural(max, noun)}`}];
  }
  if (max !== undefined) return [{text: `at most ${plural(max, noun)}`}];
  if (min !== undefined) return [{text: `at least ${plural(min, noun)}`}];
  return [];
}

/**
 * The bounds as JSON Schema 2020-12 gives them. OpenAPI 3.0 wrote an exclusive bound as a boolean beside
 * `minimum` or `maximum`, a habit 3.1 documents still carry: `{minimum: 0, exclusiveMinimum: true}`.
 */
function numericBounds(schema: Schema) {
  const {minimum, maximum} = schema;
  const {exclusiveMinimum, exclusiveMaximum} = schema as {exclusiveMinimum?: unknown; exclusiveMaximum?: unknown};
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    minimum: exclusiveMinimum === true ? undefined : minimum,
    maximum: exclusiveMaximum === true ? undefined : maximum,
    exclusiveMinimum: exclusiveMinimum === true ? minimum : number(exclusiveMinimum),
    exclusiveMaximum: exclusiveMaximum === true ? maximum : number(exclusiveMaximum),
  };
}

function valueBounds(schema: Schema): Constraint[] {
  const {minimum, maximum, exclusiveMinimum, exclusiveMaximum} = numericBounds(schema);
  const bounds: Constraint[] = [];
  if (minimum !== undefined && maximum !== undefined) bounds.push({text: `from ${minimum} to ${maximum}`});
  else if (minimum !== undefined) bounds.push({text: `at least ${minimum}`});
  else if (maximum !== undefined) bounds.push({text: `at most ${maximum}`});
  if (exclusiveMinimum !== undefined) bounds.push({text: `more than ${exclusiveMinimum}`});
  if (exclusiveMaximum !== undefined) bounds.push({text: `less than ${exclusiveMaximum}`});
  if (schema.multipleOf !== undefined) bounds.push({text: `a multiple of ${schema.multipleOf}`});
  return bounds;
}

/** The limits a value must keep to, in words, for example `at most 50 characters`. */
export function constraints(schema: Referenced<Schema>): Constraint[] {
  if (isRef(schema)) return [];
  const list = [
    ...valueBounds(schema),
    ...range(schema.minLength, schema.maxLength, ['character', 'characters']),
    ...(schema.pattern === undefined ? [] : [{text: 'matches', code: schema.pattern}]),
    ...range(schema.minItems, schema.maxItems, ['item', 'items']),
    ...(schema.uniqueItems === true ? [{text: 'items are unique'}] : []),
    ...range(schema.minProperties, schema.maxProperties, ['entry', 'entries']),
    ...(schema.const === undefined ? [] : [{text: 'always', code: JSON.stringify(schema.const)}]),
  ];
  const names = schema.propertyNames === undefined ? [] : constraints(schema.propertyNames);
  const keys = names.map((name) => ({...name, text: `keys: ${name.text}`}));
  const itemLimits =
    typeof schema.items === 'object' && singleRef(schema.items) === undefined ? constraints(schema.items) : [];
  const items = itemLimits.map((limit) => ({...limit, text: `each item: ${limit.text}`}));
  const values =
    typeof schema.additionalProperties === 'object' && singleRef(schema.additionalProperties) === undefined
      ? constraints(schema.additionalProperties).map((limit) => ({...limit, text: `values: ${limit.text}`}))
      : [];
  return [...list, ...keys, ...items, ...values];
}

export interface EnumEntry {
  readonly value: unknown;
  /** Markdown, from `x-enumDescriptions`. */
  readonly description?: string;
  /** Listed in `x-deprecated-enum`. */
  readonly deprecated: boolean;
}

/** The allowed values of a schema (or of its array items), with their descriptions and deprecation. */
export function enumEntries(schema: Referenced<Schema>): EnumEntry[] {
  if (isRef(schema)) return [];
  if (schema.enum === undefined) {
    return typeof schema.items === 'object' && !isRef(schema.items) ? enumEntries(schema.items) : [];
  }
  const extensions = schemaExtensions(schema);
  const descriptions = extensions['x-enumDescriptions'] ?? {};
  const deprecated = extensions['x-deprecated-enum'] ?? [];
  return schema.enum.map((value) => {
    const description = descriptions[String(value)];
    return {value, deprecated: deprecated.includes(value), ...(description === undefined ? {} : {description})};
  });
}

/** A value as the reference shows it: strings bare, anything else as JSON. */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Component schemas by name, as the page or the docs data holds them. */
export type SchemaLookup = (name: string) => Schema | undefined;

/** A schema with its single reference followed: what a reader needs to know about a field's values. */
export interface Resolved {
  /** The referenced component's name, when the field is a reference. */
  readonly ref?: string;
  /** The schema whose type, constraints and values apply. */
  readonly schema: Schema;
  /** The field's own description, or else the referenced schema's. */
  readonly description?: string;
  readonly deprecated: boolean;
  readonly readOnly: boolean;
  readonly writeOnly: boolean;
}

export function resolveSchema(schema: Referenced<Schema>, lookup: SchemaLookup): Resolved {
  const ref = singleRef(schema);
  // A component may itself be a reference with a description (CheckoutRequest is a SessionRequest),
  // so follow the chain to the schema that has the type and fields; a cycle ends it.
  const chain: Schema[] = [isRef(schema) ? {} : schema];
  const seen = new Set<string>();
  for (let next = ref; next !== undefined && !seen.has(next); next = singleRef(chain.at(-1) ?? {})) {
    seen.add(next);
    chain.push(lookup(next) ?? {});
  }
  const description = chain.find((link) => link.description !== undefined)?.description;
  return {
    ...(ref === undefined ? {} : {ref}),
    schema: chain.at(-1) ?? {},
    ...(description === undefined ? {} : {description}),
    deprecated: chain.some((link) => link.deprecated === true),
    readOnly: chain.some((link) => link.readOnly === true),
    writeOnly: chain.some((link) => link.writeOnly === true),
  };
}

/** Whether a schema has fields or variants of its own to list, rather than one line of facts. */
export function hasStructure(schema: Schema): boolean {
  const itemSchema = typeof schema.items === 'object' ? schema.items : undefined;
  const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  return (
    schema.properties !== undefined ||
    schema.oneOf !== undefined ||
    schema.anyOf !== undefined ||
    schema.if !== undefined ||
    schema.not !== undefined ||
    schema.dependentRequired !== undefined ||
    schema.unevaluatedProperties === false ||
    (schema.allOf !== undefined && singleRef(schema) === undefined) ||
    (itemSchema !== undefined && !isRef(itemSchema) && hasStructure(itemSchema)) ||
    (values !== undefined && !isRef(values) && hasStructure(values))
  );
}

/**
 * A field's type as a reader wants it: a referenced object by its name (a link), a referenced scalar
 * by its type and then its name, for example `integer` and a link to `Amount`.
 */
export function fieldTypeParts(schema: Referenced<Schema>, lookup: SchemaLookup): TypePart[] {
  const {ref, schema: target} = resolveSchema(schema, lookup);
  if (ref === undefined) return typeParts(schema);
  const targetType = typeParts(target);
  const isObject = targetType.length === 1 && targetType[0] === 'object';
  return isObject ? [{ref}] : [...targetType, ' · ', {ref}];
}

export interface Field {
  readonly name: string;
  readonly schema: Referenced<Schema>;
  readonly required: boolean;
}

/** The properties of an object schema, in the order the document lists them. */
export function fieldsOf(schema: Schema): Field[] {
  const required = schema.required ?? [];
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    schema: property,
    required: required.includes(name),
  }));
}

/**
 * The properties of a schema with `allOf` parts merged in, references followed, for a flat table of
 * every field. A part already visited is skipped, so a cycle of `allOf` references ends.
 */
export function allFieldsOf(schema: Referenced<Schema>, lookup: SchemaLookup, seen: readonly string[] = []): Field[] {
  const ref = isRef(schema) ? refName(schema.$ref) : undefined;
  if (ref !== undefined && seen.includes(ref)) return [];
  const target = ref === undefined ? (schema as Schema) : lookup(ref);
  if (target === undefined) return [];
  const visited = ref === undefined ? seen : [...seen, ref];
  const own = fieldsOf(target);
  const inherited = (target.allOf ?? []).flatMap((part) => allFieldsOf(part, lookup, visited));
  // A later definition of a name replaces an earlier one in place; required anywhere means required.
  const merged = new Map<string, Field>();
  for (const field of [...inherited, ...own]) {
    const required = field.required || merged.get(field.name)?.required === true;
    merged.set(field.name, {...field, required: required || (target.required ?? []).includes(field.name)});
  }
  return [...merged.values()];
}

/** The name a reader knows a variant of `oneOf`/`anyOf`/`allOf` by. */
export function variantTitle(variant: Referenced<Schema>, index: number): string {
  const ref = singleRef(variant);
  if (ref !== undefined) return ref;
  if (isRef(variant)) return `Variant ${index + 1}`;
  return variant.title ?? `Variant ${index + 1}`;
}

/** The discriminator values that select each variant, by the variant's component name. */
export function discriminatorValues(schema: Schema): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [value, target] of Object.entries(schema.discriminator?.mapping ?? {})) {
    const name = refName(target);
    values[name] = [...(values[name] ?? []), value];
  }
  return values;
}
