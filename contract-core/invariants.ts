/**
 * The rules that span requests (`x-invariants`, openapi/components/invariants.yaml; shape:
 * openapi/extensions/x-invariants.schema.json): what earlier requests decide about a later one. Pure: the
 * simulator, the reference pages, the docs components, the MCP server and the tests read them through here.
 */
import {componentExtension, type OpenApiDocument} from './model';

export interface Invariant {
  readonly id: string;
  /** The rule in one sentence. */
  readonly rule: string;
  /** The operationIds it guards. */
  readonly operations: readonly string[];
  /** The catalogue code a request it forbids is refused with. */
  readonly errorCode: string;
  /** The scenarios (examples/scenarios/<id>.json) that prove it. */
  readonly scenarios: readonly string[];
}

/** A document's rules, in the order the contract lists them; none when it has no x-invariants. */
export function invariantsOf(document: OpenApiDocument): Invariant[] {
  const rules = componentExtension(document, 'x-invariants') as
    Readonly<Record<string, Omit<Invariant, 'id'>>> | undefined;
  return Object.entries(rules ?? {}).map(([id, rule]) => ({id, ...rule}));
}

/** The rules that guard one operation. */
export function invariantsFor(rules: readonly Invariant[], operationId: string): Invariant[] {
  return rules.filter((rule) => rule.operations.includes(operationId));
}

/** The rules that answer with one error code. */
export function invariantsAnswering(rules: readonly Invariant[], errorCode: string): Invariant[] {
  return rules.filter((rule) => rule.errorCode === errorCode);
}

/** One rule by id; throws on an id the contract lacks, so a typo in code fails loudly. */
export function invariant(rules: readonly Invariant[], id: string): Invariant {
  const found = rules.find((rule) => rule.id === id);
  if (found === undefined) throw new Error(`The contract's x-invariants has no rule ${id}`);
  return found;
}
