/**
 * Finding things in the contract data for the docs' MDX components. A name that is not in the contract
 * throws, so a typo in a docs page fails the build instead of showing an empty table.
 */
import {anchors, type ErrorArea, type ErrorCode, type Schema} from '@site/plugins/openapi-docs/model';
import {lifecycleOf, type Lifecycle} from '@site/plugins/openapi-docs/lifecycle';
import type {Parameter} from '@site/plugins/openapi-docs/model';
import type {ContractData, ContractOperation} from '@site/plugins/openapi-docs/types';
import {operationLinks, type OperationLinks} from '@site/src/components/reference/LifecycleStateTable/operationLinks';
import {
  allFieldsOf,
  enumEntries,
  resolveSchema,
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
