/**
 * The rules a schema states with `if`/`then`, `not`, `dependentRequired` and `unevaluatedProperties`,
 * in words, for the reference's schema view. Forms the contract does not use fall back to the JSON.
 */
import {isRef, refName, type Referenced, type Schema} from '@site/contract-core';

const list = (names: readonly string[], conjunction: 'and' | 'or'): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1) ?? ''}`;

const json = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** What a value must be, in a few words: `true`, `one of A, B`, `includes X`. */
function valueCondition(schema: Referenced<Schema>): string | undefined {
  if (isRef(schema)) return `matches ${refName(schema.$ref)}`;
  if (schema.const !== undefined) return `is ${json(schema.const)}`;
  if (schema.enum !== undefined) return `is ${list(schema.enum.map(json), 'or')}`;
  const contains = schema.contains;
  if (contains !== undefined && !isRef(contains)) {
    if (contains.const !== undefined) return `includes ${json(contains.const)}`;
    if (contains.enum !== undefined) return `includes any of ${list(contains.enum.map(json), 'or')}`;
  }
  if (schema.not !== undefined) {
    const negated = notCondition(schema.not);
    return negated === undefined ? undefined : `must not ${negated}`;
  }
  return undefined;
}

/** The conditions of an object schema on its fields, each as `field condition`, with `prefix.` before nested names. */
function fieldConditions(schema: Referenced<Schema>, prefix = ''): string[] | undefined {
  if (isRef(schema)) return undefined;
  const conditions: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = valueCondition(property);
    const nested = value === undefined ? fieldConditions(property, `${prefix}${name}.`) : undefined;
    if (value === undefined && nested === undefined) return undefined;
    conditions.push(...(value === undefined ? (nested ?? []) : [`${prefix}${name} ${value}`]));
  }
  const constrained = Object.keys(schema.properties ?? {});
  const sent = (schema.required ?? [])
    .filter((name) => !constrained.includes(name))
    .map((name) => `${prefix}${name} is sent`);
  const alternatives = schema.anyOf?.map((part) => fieldConditions(part, prefix)?.join(' and '));
  if (alternatives !== undefined && alternatives.some((part) => part === undefined)) return undefined;
  return [...sent, ...conditions, ...(alternatives === undefined ? [] : [list(alternatives as string[], 'or')])];
}

/** What `not` forbids, as a verb phrase: `send paymentType and authorizeCard together`. */
function notCondition(schema: Referenced<Schema>): string | undefined {
  if (isRef(schema)) return `match ${refName(schema.$ref)}`;
  if (schema.required !== undefined && Object.keys(schema).length === 1) {
    return schema.required.length === 1
      ? `send ${schema.required[0] ?? ''}`
      : `send ${list(schema.required, 'and')} together`;
  }
  const anyRequired = schema.anyOf?.map((part) =>
    isRef(part) || part.required?.length !== 1 ? undefined : part.required[0],
  );
  if (anyRequired !== undefined && anyRequired.every((name) => name !== undefined)) {
    return `send ${list(anyRequired, 'or')}`;
  }
  return undefined;
}

export function ruleSentences(schema: Schema): string[] {
  const sentences: string[] = [];
  if (schema.if !== undefined && schema.then !== undefined) {
    const when = fieldConditions(schema.if);
    const then = fieldConditions(schema.then);
    sentences.push(
      when === undefined || then === undefined || then.length === 0
        ? `If ${json(schema.if)}, then ${json(schema.then)}.`
        : `When ${list(when, 'and')}: ${list(
            then.map((condition) => condition.replace(/ is sent$/, ' is required')),
            'and',
          )}.`,
    );
  }
  if (schema.not !== undefined) {
    const forbidden = notCondition(schema.not);
    sentences.push(forbidden === undefined ? `Must not match ${json(schema.not)}.` : `Must not ${forbidden}.`);
  }
  for (const [name, required] of Object.entries(schema.dependentRequired ?? {})) {
    sentences.push(`With ${name}, also send ${list(required, 'and')}.`);
  }
  if (schema.unevaluatedProperties === false) sentences.push('A field not listed here is refused.');
  return sentences;
}
