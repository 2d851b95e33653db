/**
 * What the request checker answers for a body and its headers, apart from how it is shown: the tools page,
 * the MCP server's check_request and the tests share it.
 */
import type {Checker, CheckerOperation} from './checker';
import {describeSyntaxError, parseJson} from './jsonSyntax';
import type {Problem} from './problems';

export type CheckOutcome =
  | {readonly kind: 'valid'}
  | {readonly kind: 'syntax'; readonly message: string}
  | {readonly kind: 'problems'; readonly problems: readonly Problem[]}
  | {readonly kind: 'failed'; readonly message: string};

/** Checks the headers the reader filled in, then the body; an empty body is no body. */
export function checkRequest(
  checker: Pick<Checker, 'body' | 'header'>,
  operation: CheckerOperation,
  bodyText: string,
  headers: Readonly<Record<string, string>>,
): CheckOutcome {
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
