/**
 * Finding things in the contract data for the docs' MDX components. A name that is not in the contract
 * throws, so a typo in a docs page fails the build instead of showing an empty table.
 */
import {
  anchors,
  type ErrorArea,
  type ErrorCode,
  type ErrorGuidance,
  isRef,
  type Lifecycle,
  lifecycleOf,
  type Parameter,
  type Referenced,
  refName,
  type Schema,
} from '@site/contract-core';
import type {ContractData, ContractOperation} from '@site/plugins/openapi-docs/types';
import {operationLinks, type OperationLinks} from '@site/src/components/reference/LifecycleStateTable/operationLinks';
import {
  allFieldsOf,
  enumEntries,
  resolveSchema,
  singleRef,
  type EnumEntry,
  type Field,
  type SchemaLookup,
} from '@site/src/components/reference/SchemaView/schema';

export function schemaLookup(contract: ContractData): SchemaLookup {
  return (name) => contract.schemas[name];
}

/** The reference page section of a component schema: the first document that holds it. */
export function schemaHref(contract: ContractData, name: string): string {
  const home = contract.schemaHome[name];
  if (home === undefined) throw new Error(`The contract has no schema named "${name}"`);
  return `${contract.routes[home]}#${anchors.schema(name)}`;
}

export function findSchema(contract: ContractData, name: string): Schema {
  const schema = contract.schemas[name];
  if (schema === undefined) throw new Error(`The contract has no schema named "${name}"`);
  return schema;
}

/** Every field of a schema (`allOf` parts merged), or just the named ones in the order given. */
export function schemaFields(contract: ContractData, name: string, only?: readonly string[]): Field[] {
  const fields = allFieldsOf(findSchema(contract, name), schemaLookup(contract));
  if (only === undefined) return fields;
  return only.map((fieldName) => {
    const field = fields.find((candidate) => candidate.name === fieldName);
    if (field === undefined) throw new Error(`Schema ${name} has no field "${fieldName}"`);
    return field;
  });
}

/** How a schema's alternatives combine: exactly one applies (`oneOf`) or at least one does (`anyOf`). */
export type Choice = 'oneOf' | 'anyOf';

/** One alternative of a `oneOf` or `anyOf`, with the fields it adds to the shared ones. */
export interface Alternative {
  /** The alternative's `title`, or else the name of the component schema it refers to. */
  readonly title: string;
  /** The component schema the alternative refers to, when it refers to one. */
  readonly ref?: string;
  /** Its fields that are not shared, required as this alternative states them. */
  readonly fields: readonly Field[];
}

/**
 * A schema's fields as a reader needs them when it has alternatives: the fields every alternative has
 * alike, then each alternative with the rest. Without alternatives, `shared` is every field.
 */
export interface SchemaShapes {
  readonly shared: readonly Field[];
  readonly choice?: Choice;
  readonly alternatives: readonly Alternative[];
}

interface ChoiceFound {
  readonly choice: Choice;
  readonly variants: readonly Referenced<Schema>[];
}

/**
 * The `oneOf` or `anyOf` of a schema or of one of its `allOf` parts (references followed). One set of
 * alternatives is all a table can show; two would multiply into every combination, so that throws.
 */
function choiceOf(
  name: string,
  schema: Referenced<Schema>,
  lookup: SchemaLookup,
  seen: readonly string[] = [],
): ChoiceFound[] {
  const ref = isRef(schema) ? refName(schema.$ref) : undefined;
  if (ref !== undefined && seen.includes(ref)) return [];
  const target = ref === undefined ? (schema as Schema) : lookup(ref);
  if (target === undefined) return [];
  const visited = ref === undefined ? seen : [...seen, ref];
  const own: ChoiceFound[] = [
    ...(target.oneOf === undefined ? [] : [{choice: 'oneOf' as const, variants: target.oneOf}]),
    ...(target.anyOf === undefined ? [] : [{choice: 'anyOf' as const, variants: target.anyOf}]),
  ];
  const found: ChoiceFound[] = [
    ...own,
    ...(target.allOf ?? []).flatMap((part) => choiceOf(name, part, lookup, visited)),
  ];
  if (found.length > 1)
    throw new Error(`Schema ${name} has more than one oneOf or anyOf; a field table cannot show it`);
  return found;
}

/** The same field in two places: same name, same requirement, same schema. */
function sameField(a: Field, b: Field): boolean {
  return a.name === b.name && a.required === b.required && JSON.stringify(a.schema) === JSON.stringify(b.schema);
}

/**
 * Every field one alternative allows: the schema's own fields, then the alternative's, its definition of a
 * name replacing the shared one. A name the alternative lists in `required` is required there, even when
 * the field itself is defined by the schema (an `anyOf` of `required` lists works this way).
 */
function fieldsOfAlternative(base: readonly Field[], variant: Referenced<Schema>, lookup: SchemaLookup): Field[] {
  const own = allFieldsOf(variant, lookup);
  const requiredHere = directTarget(variant, lookup)?.required ?? [];
  const merged = new Map<string, Field>();
  for (const field of [...base, ...own]) {
    const required = field.required || merged.get(field.name)?.required === true || requiredHere.includes(field.name);
    merged.set(field.name, {...field, required});
  }
  return [...merged.values()];
}

/** The schema an alternative is: its reference followed once, not through an `allOf` it builds on. */
function directTarget(variant: Referenced<Schema>, lookup: SchemaLookup): Schema | undefined {
  return isRef(variant) ? lookup(refName(variant.$ref)) : variant;
}

function alternativeTitle(variant: Referenced<Schema>, lookup: SchemaLookup, index: number): string {
  return directTarget(variant, lookup)?.title ?? singleRef(variant) ?? `Shape ${index + 1}`;
}

/**
 * The fields of a schema for a field table (`allOf` parts merged), and, when the schema or one of its
 * `allOf` parts has a `oneOf` or `anyOf`, each alternative with its own fields. A field that every
 * alternative has alike (same schema, same requirement) is listed once among the shared fields, so a
 * refund's `merchantTransactionId` is not repeated under "by payment" and "by payment method". With
 * `only`, just those fields are kept, and an alternative left with none is left out.
 */
export function schemaShapes(contract: ContractData, name: string, only?: readonly string[]): SchemaShapes {
  const lookup = schemaLookup(contract);
  const schema = findSchema(contract, name);
  const base = allFieldsOf(schema, lookup);
  const [found] = choiceOf(name, schema, lookup);
  const perAlternative = (found?.variants ?? []).map((variant) => fieldsOfAlternative(base, variant, lookup));
  const [first, ...others] = perAlternative;
  const shared =
    first === undefined
      ? base
      : first.filter((field) => others.every((fields) => fields.some((other) => sameField(field, other))));
  const isShared = (field: Field) => shared.some((candidate) => candidate.name === field.name);
  const pick = (fields: readonly Field[]): Field[] =>
    only === undefined ? [...fields] : only.flatMap((fieldName) => fields.filter((field) => field.name === fieldName));
  const alternatives = (found?.variants ?? []).map((variant, index) => {
    const ref = singleRef(variant);
    return {
      title: alternativeTitle(variant, lookup, index),
      ...(ref === undefined ? {} : {ref}),
      fields: pick((perAlternative[index] ?? []).filter((field) => !isShared(field))),
    };
  });
  const pickedShared = pick(shared);
  const listed = [pickedShared, ...alternatives.map(({fields}) => fields)].flat().map((field) => field.name);
  for (const fieldName of only ?? []) {
    if (!listed.includes(fieldName)) throw new Error(`Schema ${name} has no field "${fieldName}"`);
  }
  if (listed.length === 0) throw new Error(`Schema ${name} has no fields to list`);
  return {
    shared: pickedShared,
    ...(found === undefined ? {} : {choice: found.choice}),
    alternatives: only === undefined ? alternatives : alternatives.filter(({fields}) => fields.length > 0),
  };
}

/**
 * The allowed values at a property path of a schema, such as `paymentMethodDetails.cardBrand`; each
 * step follows references and array items. Without a path, the schema's own values.
 */
export function enumAt(contract: ContractData, name: string, path?: string): EnumEntry[] {
  const lookup = schemaLookup(contract);
  let schema = resolveSchema(findSchema(contract, name), lookup).schema;
  for (const step of path === undefined ? [] : path.split('.')) {
    const items = typeof schema.items === 'object' ? resolveSchema(schema.items, lookup).schema : undefined;
    const container = items ?? schema;
    const field = allFieldsOf(container, lookup).find((candidate) => candidate.name === step);
    if (field === undefined) throw new Error(`Schema ${name} has no property path "${path ?? ''}"`);
    schema = resolveSchema(field.schema, lookup).schema;
  }
  const entries = enumEntries(schema);
  if (entries.length === 0) throw new Error(`${name}${path === undefined ? '' : `.${path}`} has no enum values`);
  return entries;
}

export function findOperation(contract: ContractData, api: string, operationId: string): ContractOperation {
  const operation = contract.operations.find(
    (candidate) => candidate.api === api && candidate.operationId === operationId,
  );
  if (operation === undefined) throw new Error(`The ${api} API has no operation "${operationId}"`);
  return operation;
}

export function operationHref(contract: ContractData, operation: ContractOperation): string {
  return `${contract.routes[operation.api]}#${anchors.operation(operation.operationId)}`;
}

export function errorCodesIn(contract: ContractData, area: ErrorArea): ErrorCode[] {
  const codes = contract.errorCodes.filter((code) => code.areas.includes(area));
  if (codes.length === 0) throw new Error(`The contract has no error codes for the ${area} area`);
  return codes;
}

/**
 * A catalogue code's `x-error-guidance`: whether the same request can succeed if sent again, what to do
 * instead, and what to tell the customer. A code without guidance fails the build rather than showing a
 * row that leaves the reader guessing.
 */
export function errorGuidanceFor(contract: ContractData, errorCode: string): ErrorGuidance {
  const guidance = contract.errorGuidance[errorCode];
  if (guidance === undefined) throw new Error(`Error code ${errorCode} has no x-error-guidance in the contract`);
  return guidance;
}

export function lifecycleNamed(contract: ContractData, name: string): Lifecycle {
  const lifecycle = lifecycleOf(findSchema(contract, name));
  if (lifecycle === undefined) throw new Error(`Schema ${name} has no x-lifecycle`);
  return lifecycle;
}

/** Links to the reference of operations named by operationId or by `METHOD /path`, from any of the documents. */
export function contractOperationLinks(contract: ContractData): OperationLinks {
  return operationLinks(contract.operations, (operation) => operationHref(contract, operation));
}

export function parameterNamed(contract: ContractData, name: string): Parameter {
  const parameter = contract.parameters[name];
  if (parameter === undefined) throw new Error(`The contract has no parameter named "${name}"`);
  return parameter;
}

/** The scheme whose scopes are the production ones, and the prefix its non-production twin adds. */
const productionScheme = 'production';
const nonProductionScheme = 'nonProduction';
const nonProductionPrefix = 'nonprod-';

export interface ScopeRow {
  readonly scope: string;
  readonly nonProduction: string;
  readonly description: string;
  /** The document's operations that accept the scope, in document order. */
  readonly operations: readonly ContractOperation[];
}

/** Where production and non-production access tokens come from. */
export function tokenUrls(contract: ContractData): {readonly production: string; readonly nonProduction: string} {
  const production = contract.oauthSchemes[productionScheme]?.tokenUrl;
  const nonProduction = contract.oauthSchemes[nonProductionScheme]?.tokenUrl;
  if (production === undefined || nonProduction === undefined) throw new Error('The contract has no token URLs');
  return {production, nonProduction};
}

/** Each production scope with its non-production twin and the operations of one document that accept it. */
export function scopeRows(contract: ContractData, api: string): ScopeRow[] {
  const production = contract.oauthSchemes[productionScheme];
  const nonProduction = contract.oauthSchemes[nonProductionScheme];
  if (production === undefined || nonProduction === undefined) {
    throw new Error(`The contract has no ${productionScheme} and ${nonProductionScheme} OAuth2 schemes`);
  }
  const operations = contract.operations.filter((operation) => operation.api === api);
  return Object.entries(production.scopes).map(([scope, description]) => {
    const twin = `${nonProductionPrefix}${scope}`;
    if (nonProduction.scopes[twin] === undefined) throw new Error(`Scope ${scope} has no non-production twin ${twin}`);
    return {
      scope,
      nonProduction: twin,
      description,
      operations: operations.filter((operation) =>
        operation.security.some((requirement) =>
          requirement.some(({scheme, scopes}) => scheme === productionScheme && scopes.includes(scope)),
        ),
      ),
    };
  });
}

/** A failure code of an enum with `x-error-guidance`: what it means, what to tell the customer, whether to retry. */
export interface FailureCode {
  readonly code: string;
  readonly meaning: string | undefined;
  readonly tellCustomer: string;
  readonly retry: string;
}

interface Guidance {
  readonly tellCustomer?: unknown;
  readonly retry?: unknown;
}

export function failureCodes(contract: ContractData, name: string): FailureCode[] {
  const guidance = (findSchema(contract, name) as {readonly 'x-error-guidance'?: Readonly<Record<string, Guidance>>})[
    'x-error-guidance'
  ];
  if (guidance === undefined) throw new Error(`Schema ${name} has no x-error-guidance`);
  return enumAt(contract, name).map(({value, description}) => {
    const code = String(value);
    const {tellCustomer, retry} = guidance[code] ?? {};
    if (typeof tellCustomer !== 'string' || typeof retry !== 'string') {
      throw new Error(`${name}: x-error-guidance has no tellCustomer and retry for ${code}`);
    }
    return {code, meaning: description, tellCustomer, retry};
  });
}
