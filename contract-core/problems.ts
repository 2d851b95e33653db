/**
 * From the validator's errors to the problems the reader sees: one per broken rule, at the JSON path of
 * the field, with the error code the contract gives the schema object that states the rule
 * (`x-error-code`, see notes/tools.md).
 */
import type {ErrorObject} from 'ajv';
import {unescapeSegment} from './pointer';
import {ruleWords} from './ruleWords';

export interface Problem {
  /** The field, as a JSON path: `$.customer.phoneNumber.number`, `$.metadata["store id"]`. */
  readonly path: string;
  /** What the contract requires there, in words. */
  readonly requirement: string;
  /** The catalogue's errorCode for the rule, when the contract names one. */
  readonly code?: string;
}

/** How the checker looks into the branches of a failed `oneOf` or `anyOf`. */
export interface Branches {
  /** The errors of the composite's data against branch `index` alone, at paths from the body's root. */
  errors(composite: ErrorObject, index: number): readonly ErrorObject[];
  /** The branch's schema object, its reference followed. */
  schema(composite: ErrorObject, index: number): Readonly<Record<string, unknown>> | undefined;
  /** A name for the branch: its title, or the component it refers to. */
  title(composite: ErrorObject, index: number): string;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/** A JSON pointer (`/customer/phoneNumber/0`) as a JSON path (`$.customer.phoneNumber[0]`), plus a last key. */
export function jsonPath(pointer: string, lastKey?: string): string {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/');
  const keys = segments.map(unescapeSegment);
  if (lastKey !== undefined) keys.push(lastKey);
  return keys.reduce(
    (path, key) =>
      /^(0|[1-9][0-9]*)$/.test(key)
        ? `${path}[${key}]`
        : identifier.test(key)
          ? `${path}.${key}`
          : `${path}[${JSON.stringify(key)}]`,
    '$',
  );
}

export function errorCodeOf(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const code = (schema as Record<string, unknown>)['x-error-code'];
  return typeof code === 'string' ? code : undefined;
}

/** Errors that only wrap others: `if` (its `then` errors say why) and `propertyNames` (its inner errors do). */
const wrapperKeywords = new Set(['if', 'propertyNames']);
const compositeKeywords = new Set(['oneOf', 'anyOf']);

interface Attributed {
  readonly error: ErrorObject;
  /** The code of the branch the error was chosen from, for an error whose own schema has none. */
  readonly branchCode?: string;
}

const schemaTexts = new WeakMap<object, string>();

/**
 * A schema object by content: each compiled validator holds its own copy of the schemas it checks
 * (plugins/openapi-docs/validators.ts), so a branch's error and the composite's copy of it are equal, not
 * the same object.
 */
function schemaText(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return String(schema);
  let text = schemaTexts.get(schema);
  if (text === undefined) {
    text = JSON.stringify(schema);
    schemaTexts.set(schema, text);
  }
  return text;
}

function sameError(a: ErrorObject, b: ErrorObject): boolean {
  return (
    a.instancePath === b.instancePath &&
    a.keyword === b.keyword &&
    schemaText(a.parentSchema) === schemaText(b.parentSchema) &&
    a.propertyName === b.propertyName &&
    JSON.stringify(a.params) === JSON.stringify(b.params)
  );
}

function branchCount(composite: ErrorObject): number {
  return Array.isArray(composite.schema) ? composite.schema.length : 0;
}

/**
 * The errors worth showing. A failed `oneOf` or `anyOf` makes the validator report every branch's
 * errors and the composite's own: when one branch comes closest, its problems are the reader's; when
 * several tie, or more than one `oneOf` branch matches, the composite's own error is. A branch whose
 * required fields are all present is closer than one that misses some (the reader chose it by those
 * fields); among those, the one with the fewest problems.
 */
export function settleErrors(errors: readonly ErrorObject[], branches: Branches): Attributed[] {
  const shown = errors.filter(({keyword}) => !wrapperKeywords.has(keyword));
  // The validator reports a composite after the errors of its branches, so the last one is outermost.
  const index = shown.findLastIndex(({keyword}) => compositeKeywords.has(keyword));
  const composite = shown[index];
  if (composite === undefined) return shown.map((error) => ({error}));

  const raw = Array.from({length: branchCount(composite)}, (_, branch) => branches.errors(composite, branch));
  const fromBranches = (error: ErrorObject) => raw.some((list) => list.some((other) => sameError(other, error)));
  const rest = settleErrors(
    shown.filter((error, position) => position !== index && !fromBranches(error)),
    branches,
  );

  const manyMatch = composite.keyword === 'oneOf' && Array.isArray(composite.params.passingSchemas);
  const settled = raw.map((list) => settleErrors(list, branches));
  const distance = (list: readonly Attributed[]) =>
    (list.some(({error}) => error.keyword === 'required') ? errors.length + 1 : 0) + list.length;
  const fewest = Math.min(...settled.map(distance));
  const closest = settled.flatMap((list, branch) => (distance(list) === fewest ? [branch] : []));
  const [only] = closest;
  if (manyMatch || closest.length !== 1 || only === undefined) return [...rest, {error: composite}];
  const branchCode = errorCodeOf(branches.schema(composite, only));
  return [
    ...rest,
    ...(settled[only] ?? []).map(({error, branchCode: inner}) => {
      const code = inner ?? branchCode;
      return code === undefined ? {error} : {error, branchCode: code};
    }),
  ];
}

/** The field an error is about: the object's path, plus the key the error names. */
function pathOf(error: ErrorObject): string {
  const {params} = error;
  const key =
    error.propertyName ??
    [params.missingProperty, params.additionalProperty, params.unevaluatedProperty].find(
      (value): value is string => typeof value === 'string',
    );
  return jsonPath(error.instancePath, key);
}

/** The problems of a body, in the validator's order, each one once. */
export function problemsOf(errors: readonly ErrorObject[], branches: Branches): Problem[] {
  const problems = new Map<string, Problem>();
  for (const {error, branchCode} of settleErrors(errors, branches)) {
    const titles = compositeKeywords.has(error.keyword)
      ? Array.from({length: branchCount(error)}, (_, branch) => branches.title(error, branch))
      : [];
    const requirement = ruleWords(error, titles);
    const code = errorCodeOf(error.parentSchema) ?? branchCode;
    const problem: Problem = {
      path: pathOf(error),
      requirement: error.propertyName === undefined ? requirement : `a key that is ${requirement}`,
      ...(code === undefined ? {} : {code}),
    };
    problems.set(`${problem.path} ${problem.requirement} ${problem.code ?? ''}`, problem);
  }
  return [...problems.values()];
}
