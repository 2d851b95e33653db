/**
 * What the docs' and the blog's prose claims about the service, read mechanically so that the prose guards
 * (tests/contract/docs-prose-*.test.ts) can hold each claim against the contract: an error code paired with
 * a status, a code called retryable or not, an operation said to answer a status, a field said to have a
 * length limit. The extractors are pure functions of a line, so each guard can also be tried on a planted
 * sentence; what the contract says comes from contract-core's one walker (`contractFacts`).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {contentFiles, repoRoot} from '../../harness/paths';
import {
  errorCodesOf,
  errorGuidanceOf,
  failureCodesOf,
  isObject,
  operationsOf,
  resolve,
  type OpenApiDocument,
} from '../../contract-core';

export interface ProseLine {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

export const where = ({file, line}: Pick<ProseLine, 'file' | 'line'>): string => `${file}:${String(line)}`;

/**
 * The prose lines of one Markdown source, front matter (whose description is prose too) included: fenced
 * code, which shows calls rather than rules, and MDX imports are left out.
 */
export function proseOf(file: string, source: string): ProseLine[] {
  let inCode = false;
  return source.split('\n').flatMap((text, index) => {
    if (/^\s*```/.test(text)) {
      inCode = !inCode;
      return [];
    }
    return inCode || /^import /.test(text) ? [] : [{file, line: index + 1, text}];
  });
}

/** Every prose line of every docs and blog source. */
export function proseLines(): ProseLine[] {
  return contentFiles().flatMap((file) => proseOf(file, readFileSync(join(repoRoot, file), 'utf8')));
}

const code = String.raw`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`;
const status = String.raw`\b([1-5]\d\d)\b`;
const call = String.raw`\x60(GET|POST|PUT|PATCH|DELETE) (\/[^\x60\s]*)\x60`;

export interface StatusCodePair {
  readonly status: number;
  readonly code: string;
}

/**
 * Each error code the text pairs with a status: `400 PAYMENT_NOT_CAPTURABLE`, "`400` with `INVALID_AMOUNT`
 * or `INVALID_CURRENCY`", "`PAYMENT_NOT_FOUND` (`404`)". Names that are not codes come out too; the guard
 * checks only the contract's codes.
 */
export function statusCodePairs(text: string): StatusCodePair[] {
  const pairs: StatusCodePair[] = [];
  const statusFirst = new RegExp(String.raw`\x60?${status}\x60?(?: (?:with|and))? \x60?${code}\x60?`, 'g');
  for (const match of text.matchAll(statusFirst)) {
    const first = {status: Number(match[1]), code: match[2] ?? ''};
    const rest = text.slice(match.index + match[0].length);
    pairs.push(first, ...chainedCodes(rest).map((name) => ({status: first.status, code: name})));
  }
  const codeFirst = new RegExp(String.raw`\x60?${code}\x60? \((?:\x60?[A-Z_]+\x60?, )?\x60?${status}\x60?\)`, 'g');
  for (const match of text.matchAll(codeFirst)) pairs.push({status: Number(match[2]), code: match[1] ?? ''});
  return pairs;
}

/** The codes that follow a paired one in a list: "`A` or `B`", "`A`, `B` or `C`". */
function chainedCodes(rest: string): string[] {
  const names: string[] = [];
  let remaining = rest;
  for (;;) {
    const next = new RegExp(String.raw`^(?:,? or |, )\x60${code}\x60`).exec(remaining);
    if (next === null) return names;
    names.push(next[1] ?? '');
    remaining = remaining.slice(next[0].length);
  }
}

export interface RetryClaim {
  readonly code: string;
  readonly retryable: boolean;
  readonly clause: string;
}

const saysNotRetryable =
  /\b(?:not retryable|non-retryable|never (?:resend|retry|send (?:it|them) again)|do not (?:retry|resend|send (?:it|the same request) again)|don't (?:retry|resend)|not safe to retry|no retry will help)\b/i;
const saysRetryable =
  /\b(?:retryable|safe to retry|can be retried|retry (?:it|them) (?:later|with backoff)|send (?:it|the same request) again unchanged)\b/i;

/**
 * A code the text calls retryable, or not to be retried. Only a clause (a sentence, or a part of one
 * between semicolons) that names exactly one code counts, so a claim is never pinned on the wrong code.
 */
export function retryClaims(text: string): RetryClaim[] {
  return text.split(/(?<=[.!?])\s+|;\s*/).flatMap((clause): RetryClaim[] => {
    const codes = new Set([...clause.matchAll(new RegExp(code, 'g'))].map((match) => match[1] ?? ''));
    if (codes.size !== 1) return [];
    const [only = ''] = codes;
    if (saysNotRetryable.test(clause)) return [{code: only, retryable: false, clause}];
    if (saysRetryable.test(clause)) return [{code: only, retryable: true, clause}];
    return [];
  });
}

export interface OperationStatusClaim {
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

/**
 * Each operation the text says answers a status: "`POST /refunds` answers `202`", "`GET /sessions/{id}`
 * returns `410`", "a `500` answering `POST /payments`", "`400` from `POST /sessions`".
 */
export function operationStatusClaims(text: string): OperationStatusClaim[] {
  const callFirst = new RegExp(
    String.raw`${call}[^\x60.;]{0,40}?\b(?:answers|answer|returns|return|responds with|gives|is answered with)(?: (?:an?|with|only|also|still))* \x60?${status}\x60?`,
    'g',
  );
  const statusFirst = new RegExp(
    String.raw`\x60?${status}\x60? (?:answering|on|from|to|in answer to|response to) ${call}`,
    'g',
  );
  return [
    ...[...text.matchAll(callFirst)].map((m) => ({method: m[1] ?? '', path: m[2] ?? '', status: Number(m[3])})),
    ...[...text.matchAll(statusFirst)].map((m) => ({method: m[2] ?? '', path: m[3] ?? '', status: Number(m[1])})),
  ];
}

/** Every operation the text names as `` `METHOD /path` ``. */
export function namedCalls(text: string): {method: string; path: string}[] {
  return [...text.matchAll(new RegExp(call, 'g'))].map((m) => ({method: m[1] ?? '', path: m[2] ?? ''}));
}

export interface LengthClaim {
  readonly field: string;
  readonly limit: number;
}

/**
 * A field the text gives a maximum length: "`merchantTransactionId` ... at most 50 characters", "... 1 to 50
 * characters", "longer than 50 characters", with no other field named in between.
 */
export function lengthClaims(text: string): LengthClaim[] {
  const claim =
    /`([a-z][A-Za-z0-9]*)`(?:[^`.;]|`[^`]*[^a-zA-Z`][^`]*`){0,80}?\b(?:at most|up to|longer than|\d+ to) ([\d,]+) characters/g;
  return [...text.matchAll(claim)].map((m) => ({field: m[1] ?? '', limit: Number((m[2] ?? '').replaceAll(',', ''))}));
}

/** What the prose guards compare claims with, read from the bundled documents through contract-core. */
export interface ContractFacts {
  /** Each catalogue code's statuses (one, unless documents disagree). */
  readonly statusesOfCode: ReadonlyMap<string, ReadonlySet<number>>;
  /** `retryable` of each code's x-error-guidance, catalogue codes and failure codes alike. */
  readonly retryableOfCode: ReadonlyMap<string, boolean>;
  /** The documented response statuses of each `METHOD /path`, paths with `{}` for every parameter. */
  readonly statusesOfCall: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every maxLength a property of that name has anywhere in the documents. */
  readonly maxLengthsOfField: ReadonlyMap<string, ReadonlySet<number>>;
}

/** `GET /sessions/{}`: the key of a call whatever its parameters are named and with no query. */
export function callKey(method: string, path: string): string {
  const bare = path
    .replace(/\?.*$/, '')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/(.)\/$/, '$1');
  return `${method.toUpperCase()} ${bare}`;
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  map.set(key, new Set([...(map.get(key) ?? []), value]));
}

export function contractFacts(documents: readonly OpenApiDocument[]): ContractFacts {
  const statusesOfCode = new Map<string, Set<number>>();
  const retryableOfCode = new Map<string, boolean>();
  const statusesOfCall = new Map<string, Set<string>>();
  const maxLengthsOfField = new Map<string, Set<number>>();
  for (const document of documents) {
    for (const {errorCode, httpStatus} of errorCodesOf(document)) addTo(statusesOfCode, errorCode, httpStatus);
    for (const [name, guidance] of Object.entries(errorGuidanceOf(document)))
      retryableOfCode.set(name, guidance.retryable);
    for (const {errorCode, guidance} of failureCodesOf(document.components?.schemas ?? {}))
      if (guidance !== undefined) retryableOfCode.set(errorCode, guidance.retryable);
    for (const {method, path, operation} of operationsOf(document))
      for (const answer of Object.keys(operation.responses)) addTo(statusesOfCall, callKey(method, path), answer);
    collectMaxLengths(document, document.components?.schemas, maxLengthsOfField);
  }
  return {statusesOfCode, retryableOfCode, statusesOfCall, maxLengthsOfField};
}

/** The maxLength of every property, by property name, found anywhere below `node` (references followed). */
function collectMaxLengths(document: OpenApiDocument, node: unknown, found: Map<string, Set<number>>): void {
  if (!isObject(node)) return;
  const properties = node.properties;
  if (isObject(properties)) {
    for (const [name, schema] of Object.entries(properties)) {
      const target: unknown = isObject(schema) ? resolve(document, schema) : undefined;
      if (isObject(target) && typeof target.maxLength === 'number') addTo(found, name, target.maxLength);
    }
  }
  for (const value of Object.values(node)) collectMaxLengths(document, value, found);
}

/** Whether a call documents a status, `4XX` and `default` included. */
export function documents(statuses: ReadonlySet<string>, answer: number): boolean {
  return statuses.has(String(answer)) || statuses.has(`${String(answer)[0] ?? ''}XX`) || statuses.has('default');
}
