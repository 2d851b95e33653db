/** What the request checker answers for a body and its headers, apart from how the page shows it. */
import type {CheckerOperation} from '@site/contract-core/checker';
import type {Checker} from '@site/contract-core/checker';
import {describeSyntaxError, parseJson} from '@site/contract-core/jsonSyntax';
import type {Problem} from '@site/contract-core/problems';

export type CheckResult =
  | {readonly kind: 'loading'}
  | {readonly kind: 'valid'}
  | {readonly kind: 'syntax'; readonly message: string}
  | {readonly kind: 'problems'; readonly problems: readonly Problem[]}
  | {readonly kind: 'failed'; readonly message: string};

/**
 * A pasted body longer than this is checked but not put in the text box: Chromium takes seconds to lay
 * out a few megabytes of text in a textarea, and the page would freeze meanwhile.
 */
export const largeBodyCharacters = 100_000;

/** The problems listed at most; a huge paste can break thousands of rules, and the first ones matter. */
export const shownProblemLimit = 50;

export function shownProblems(problems: readonly Problem[]): {shown: readonly Problem[]; hidden: number} {
  return {shown: problems.slice(0, shownProblemLimit), hidden: Math.max(0, problems.length - shownProblemLimit)};
}

/** An operation as the list and the result name it: `POST /payments: Create a payment`. */
export function operationLabel(operation: CheckerOperation): string {
  const call = `${operation.method.toUpperCase()} ${operation.path}`;
  return operation.summary === undefined ? call : `${call}: ${operation.summary}`;
}

/** Checks the headers the reader filled in, then the body; an empty body is no body. */
export function checkRequest(
  checker: Pick<Checker, 'body' | 'header'>,
  operation: CheckerOperation,
  bodyText: string,
  headers: Readonly<Record<string, string>>,
): CheckResult {
  const headerProblems = operation.headers.flatMap(({name}) => {
    const value = headers[name] ?? '';
    return value === '' ? [] : checker.header(operation, name, value);
  });
  let bodyProblems: readonly Problem[];
  if (bodyText.trim() === '') {
    bodyProblems = operation.bodyRequired ? [{path: '$', requirement: 'required: this operation needs a body'}] : [];
  } else {
    const parsed = parseJson(bodyText);
    if (!parsed.ok) return {kind: 'syntax', message: describeSyntaxError(parsed.error)};
    try {
      bodyProblems = checker.body(operation, parsed.value);
    } catch (error) {
      // A body nested deeper than the engine's stack allows cannot be what a client means to send.
      if (error instanceof RangeError) {
        return {kind: 'failed', message: 'the body is nested too deeply to check. No request needs such depth.'};
      }
      throw error;
    }
  }
  const problems = [...headerProblems, ...bodyProblems];
  return problems.length === 0 ? {kind: 'valid'} : {kind: 'problems', problems};
}
