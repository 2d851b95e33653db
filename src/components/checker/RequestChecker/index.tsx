import {useRef, useState, useSyncExternalStore, type ReactNode, type RefObject} from 'react';
import {useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import {operationQueryParameter} from '@site/config/tools';
import type {Checker, CheckerOperation} from '@site/contract-core';
import type {RequestCheckerData} from '@site/plugins/openapi-docs/types';
import {largeBodyCharacters, operationLabel, shownProblems, type CheckResult} from './result';
import {useRequestCheck} from './useRequestCheck';
import styles from './styles.module.css';

/** The query only changes by navigation, which renders the page again anyway. */
function subscribeToNothing(): () => void {
  return () => undefined;
}

type Headers = Readonly<Record<string, string>>;

interface Props {
  readonly data: RequestCheckerData;
}

function ProblemList({result, codeUrl}: {readonly result: CheckResult; readonly codeUrl: Checker['codeUrl']}) {
  if (result.kind !== 'problems') return null;
  const {shown, hidden} = shownProblems(result.problems);
  return (
    <>
      <ul className={styles.problems}>
        {shown.map((problem) => {
          const url = problem.code === undefined ? undefined : codeUrl(problem.code);
          return (
            <li key={`${problem.path} ${problem.requirement} ${problem.code ?? ''}`}>
              <code className={styles.path}>{problem.path}</code>: {problem.requirement}.{' '}
              {problem.code === undefined ? (
                <span className={styles.noCode}>The contract names no error code for this rule.</span>
              ) : (
                <>
                  Error code{' '}
                  {url === undefined ? (
                    <code>{problem.code}</code>
                  ) : (
                    <Link to={url}>
                      <code>{problem.code}</code>
                    </Link>
                  )}
                  .
                </>
              )}
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? <p>And {hidden} more; fix these first.</p> : null}
    </>
  );
}

/** The checker's answer: valid, the JSON syntax error, or each problem with its error code. */
export function ResultView({
  result,
  operation,
  codeUrl,
}: {
  readonly result: CheckResult | undefined;
  readonly operation: CheckerOperation;
  readonly codeUrl: Checker['codeUrl'] | undefined;
}) {
  if (result === undefined) {
    return <p>Edit the body or a header, or press “Check”, and the result appears here.</p>;
  }
  switch (result.kind) {
    case 'loading':
      return <p>Loading the contract…</p>;
    case 'valid':
      return <p className={styles.valid}>Valid request for {operationLabel(operation)}.</p>;
    case 'syntax':
      return (
        <>
          <p className={styles.invalid}>1 problem in the request for {operationLabel(operation)}:</p>
          <ul className={styles.problems}>
            <li>The body is not valid JSON. {result.message}</li>
          </ul>
        </>
      );
    case 'failed':
      return <p className={styles.invalid}>The check could not run: {result.message}</p>;
    case 'problems':
      return (
        <>
          <p className={styles.invalid}>
            {result.problems.length === 1 ? '1 problem' : `${result.problems.length} problems`} in the request for{' '}
            {operationLabel(operation)}:
          </p>
          {codeUrl === undefined ? null : <ProblemList result={result} codeUrl={codeUrl} />}
        </>
      );
  }
}

/** The operation list, grouped by API document. */
function OperationField({
  data: {operations, documents},
  operation,
  onChoose,
}: {
  readonly data: RequestCheckerData;
  readonly operation: CheckerOperation;
  readonly onChoose: (operation: CheckerOperation) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor="request-checker-operation">Operation</label>
      <select
        id="request-checker-operation"
        value={operation.key}
        onChange={(event) => {
          const next = operations.find(({key}) => key === event.target.value);
          if (next !== undefined) onChoose(next);
        }}>
        {documents.map((document) => (
          <optgroup key={document.id} label={document.title}>
            {operations
              .filter(({api}) => api === document.id)
              .map((candidate) => (
                <option key={candidate.key} value={candidate.key}>
                  {operationLabel(candidate)}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** A text field per header the operation takes. */
function HeaderFields({
  operation,
  headers,
  onChange,
}: {
  readonly operation: CheckerOperation;
  readonly headers: Headers;
  readonly onChange: (headers: Headers) => void;
}) {
  return (
    <fieldset className={styles.headers}>
      <legend>Headers (optional)</legend>
      {operation.headers.map(({name}) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`request-checker-header-${name}`}>{name}</label>
          <input
            id={`request-checker-header-${name}`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={headers[name] ?? ''}
            onChange={(event) => {
              onChange({...headers, [name]: event.target.value});
            }}
          />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The operation to check: the one the reader chose, else the one the address asks for (`?operation=`),
 * else the first. `unknownKey` is what the address asked for when no operation has that key.
 */
function useChosenOperation(operations: RequestCheckerData['operations']) {
  const {search} = useLocation();
  // The server renders without the query; the browser reads it once hydrated, without a mismatch.
  const requested = useSyncExternalStore(
    subscribeToNothing,
    () => new URLSearchParams(search).get(operationQueryParameter),
    () => null,
  );
  const [chosenKey, setChosenKey] = useState<string>();
  const requestedOperation = operations.find(({key}) => key === requested);
  const unknownKey =
    chosenKey === undefined && requested !== null && requestedOperation === undefined ? requested : undefined;
  const operation = operations.find(({key}) => key === chosenKey) ?? requestedOperation ?? operations[0];
  return {operation, unknownKey, choose: setChosenKey};
}

function BodyField({
  operation,
  textArea,
  largeBodyLength,
  onLargePaste,
  onType,
}: {
  readonly operation: CheckerOperation;
  readonly textArea: RefObject<HTMLTextAreaElement | null>;
  readonly largeBodyLength: number | undefined;
  /** A paste too long for the text box: it is checked as pasted, and held out of the box. */
  readonly onLargePaste: (pasted: string) => void;
  readonly onType: () => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor="request-checker-body">Request body</label>
      <textarea
        id="request-checker-body"
        // A new operation makes a new box, holding that operation's example.
        key={operation.key}
        ref={textArea}
        className={styles.body}
        defaultValue={operation.example}
        rows={16}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        aria-describedby={largeBodyLength === undefined ? undefined : 'request-checker-large-body'}
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text');
          if (pasted.length <= largeBodyCharacters) return;
          event.preventDefault();
          event.currentTarget.value = '';
          onLargePaste(pasted);
        }}
        onInput={onType}
      />
      {largeBodyLength === undefined ? null : (
        <p id="request-checker-large-body" className={styles.largeBody}>
          The pasted body, {largeBodyLength.toLocaleString('en-GB')} characters, is checked as pasted but too long to
          show here. Type in the box or choose an operation to replace it.
        </p>
      )}
    </div>
  );
}

/**
 * Checks a request body and headers against the contract, in the reader's browser. The validator and
 * the document load on first use; nothing the reader types leaves the page.
 */
export default function RequestChecker({data}: Props): ReactNode {
  const {operation, unknownKey, choose} = useChosenOperation(data.operations);
  const [headers, setHeaders] = useState<Headers>({});
  const body = useRef<HTMLTextAreaElement>(null);
  const {result, busy, codeUrl, largeBodyLength, schedule, holdLargeBody, forgetLargeBody} = useRequestCheck(body);

  if (operation === undefined) return <p>The contract has no operation with a JSON request body.</p>;

  return (
    <form
      className={styles.checker}
      onSubmit={(event) => {
        event.preventDefault();
        schedule(operation, headers, 0);
      }}>
      {unknownKey === undefined ? null : (
        <p className={styles.unknown} role="alert">
          No operation with a request body is called <code>{unknownKey}</code>. Choose one from the list below.
        </p>
      )}
      <OperationField
        data={data}
        operation={operation}
        onChoose={(next) => {
          choose(next.key);
          forgetLargeBody();
          // The body box is made anew with the next example before the delayed check reads it.
          if (result !== undefined) schedule(next, headers);
        }}
      />
      <HeaderFields
        operation={operation}
        headers={headers}
        onChange={(next) => {
          setHeaders(next);
          schedule(operation, next);
        }}
      />
      <BodyField
        operation={operation}
        textArea={body}
        largeBodyLength={largeBodyLength}
        onLargePaste={(pasted) => {
          holdLargeBody(pasted);
          schedule(operation, headers, 0);
        }}
        onType={() => {
          forgetLargeBody();
          schedule(operation, headers);
        }}
      />
      <button type="submit" className="button button--primary">
        Check
      </button>
      <div role="status" aria-busy={busy} className={styles.result}>
        <ResultView result={result} operation={operation} codeUrl={codeUrl} />
      </div>
    </form>
  );
}
