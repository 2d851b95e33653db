/** How the request checker's page shows an answer: its states, and the limits of what it lists. */
import type {CheckerOperation, CheckOutcome, Problem} from '@site/contract-core';

/** What the page shows: the checker's outcome, or that the validator is still loading. */
export type CheckResult = {readonly kind: 'loading'} | CheckOutcome;

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
