/** The fields of a "Try it" console's form: the operation's parameters, its headers and its body. */
import type {ReactNode, RefObject} from 'react';
import type {Checker, CheckerOperation} from '@site/contract-core';
import type {Header} from '@site/plugins/openapi-docs/types';
import {ResultView} from '@site/src/components/checker/RequestChecker';
import {largeBodyCharacters, type CheckResult} from '@site/src/components/checker/RequestChecker/result';
import {urlParameters, type ConsoleRequest} from './request';
import styles from './styles.module.css';

type Parameter = ReturnType<typeof urlParameters>[number];

export function ParameterFields({
  id,
  parameters,
  values,
  fromSandbox,
  onChange,
}: {
  readonly id: string;
  readonly parameters: readonly Parameter[];
  readonly values: ConsoleRequest['parameters'];
  /** The ids the sandbox filled in, by parameter name. */
  readonly fromSandbox: Readonly<Record<string, string | undefined>>;
  readonly onChange: (name: string, value: string) => void;
}): ReactNode {
  if (parameters.length === 0) return null;
  return (
    <fieldset className={styles.fields}>
      <legend>Parameters</legend>
      {parameters.map(({name, in: location, required}) => (
        <div key={`${location} ${name}`} className={styles.field}>
          <label htmlFor={`${id}-${location}-${name}`}>
            {name}{' '}
            <span className={styles.where}>
              ({location}
              {required === true ? ', required' : ''})
            </span>
          </label>
          <input
            id={`${id}-${location}-${name}`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={values[name] ?? ''}
            aria-describedby={fromSandbox[name] === undefined ? undefined : `${id}-${name}-recent`}
            onChange={(event) => {
              onChange(name, event.target.value);
            }}
          />
          {fromSandbox[name] === undefined ? null : (
            <span id={`${id}-${name}-recent`} className={styles.where}>
              The last one your sandbox made.
            </span>
          )}
        </div>
      ))}
    </fieldset>
  );
}

export function HeaderFields({
  id,
  headers,
  onChange,
  onNewToken,
}: {
  readonly id: string;
  readonly headers: readonly Header[];
  readonly onChange: (headers: readonly Header[]) => void;
  /** Asks the sandbox for a fresh access token (the Authorization header's button). */
  readonly onNewToken: () => void;
}): ReactNode {
  return (
    <fieldset className={styles.fields}>
      <legend>Headers</legend>
      {headers.map(([name, value], index) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`${id}-header-${index}`}>{name}</label>
          <div className={styles.inputRow}>
            <input
              id={`${id}-header-${index}`}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => {
                onChange(headers.map((header, at) => (at === index ? ([name, event.target.value] as const) : header)));
              }}
            />
            {name.toLowerCase() === 'authorization' ? (
              <button type="button" className="button button--sm button--secondary" onClick={onNewToken}>
                New token
              </button>
            ) : null}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

/** What the request checker says of the body, as `useRequestCheck` gives it. */
export interface BodyCheck {
  readonly result: CheckResult | undefined;
  readonly busy: boolean;
  readonly codeUrl: Checker['codeUrl'] | undefined;
  readonly largeBodyLength: number | undefined;
}

export function BodyField({
  id,
  value,
  textArea,
  operation,
  check,
  onLargePaste,
  onType,
}: {
  readonly id: string;
  readonly value: string;
  readonly textArea: RefObject<HTMLTextAreaElement | null>;
  /** The operation as the request checker knows it, if it checks this one. */
  readonly operation: CheckerOperation | undefined;
  readonly check: BodyCheck;
  /** A paste too long for the text box: it is sent as pasted, and held out of the box. */
  readonly onLargePaste: (pasted: string) => void;
  readonly onType: (text: string) => void;
}): ReactNode {
  const {result, busy, codeUrl, largeBodyLength} = check;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-body`}>Request body</label>
      <textarea
        id={`${id}-body`}
        ref={textArea}
        className={styles.body}
        rows={Math.min(16, Math.max(4, value.split('\n').length))}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        value={value}
        aria-describedby={`${id}-check`}
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text');
          if (pasted.length <= largeBodyCharacters) return;
          event.preventDefault();
          onLargePaste(pasted);
        }}
        onChange={(event) => {
          onType(event.target.value);
        }}
      />
      <div id={`${id}-check`} className={styles.check} aria-busy={busy}>
        {largeBodyLength === undefined ? null : (
          <p>
            The pasted body, {largeBodyLength.toLocaleString('en-GB')} characters, is sent as pasted but too long to
            show here. Type in the box to replace it.
          </p>
        )}
        {operation === undefined || result === undefined ? null : (
          <ResultView result={result} operation={operation} codeUrl={codeUrl} />
        )}
      </div>
    </div>
  );
}
