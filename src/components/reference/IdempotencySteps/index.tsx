import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  durationSeconds,
  recoveryCases,
  repeatCases,
  type Idempotency,
  type IdempotencyAnswer,
  type RecoveryStep,
  type RetryPolicy,
} from '@site/contract-core';
import ScrollTable, {CellNote} from '@site/src/components/common/ScrollTable';
import {breakable} from '@site/src/components/reference/ErrorCodeTable';
import styles from './styles.module.css';

interface Props {
  /** The operation's id, which names the table. */
  readonly operationId: string;
  readonly idempotency: Idempotency;
  readonly policy: RetryPolicy | undefined;
  /** Where an operation of the contract is documented, for the lookups. */
  readonly operationHref: (operationId: string) => string | undefined;
  /** Where an error code is explained. */
  readonly codeHref: (code: string) => string | undefined;
}

/** A name as code, linked when it has a home; long error codes may wrap after an underscore on a phone. */
function LinkedCode({text, href}: {readonly text: string; readonly href: string | undefined}) {
  return href === undefined ? (
    <code>{breakable(text)}</code>
  ) : (
    <Link to={href}>
      <code>{breakable(text)}</code>
    </Link>
  );
}

function Answer({answer, codeHref}: {readonly answer: IdempotencyAnswer; readonly codeHref: Props['codeHref']}) {
  return (
    <>
      <code>{answer.status}</code>
      {answer.errorCode === undefined ? null : (
        <>
          {' '}
          <LinkedCode text={answer.errorCode} href={codeHref(answer.errorCode)} />
        </>
      )}
    </>
  );
}

function Step({step, operationHref}: {readonly step: RecoveryStep; readonly operationHref: Props['operationHref']}) {
  switch (step.do) {
    case 'lookup':
      return (
        <>
          Call <LinkedCode text={step.operation ?? ''} href={operationHref(step.operation ?? '')} />. {step.note}
          <ul>
            {(step.outcomes ?? []).map(({answer, then}) => (
              <li key={answer}>
                <strong>{answer}:</strong> {then}
              </li>
            ))}
          </ul>
        </>
      );
    case 'resend':
      return (
        <>
          <strong>{step.key === 'new' ? 'Send a new request, with a new key.' : 'Send the same request again.'}</strong>{' '}
          {step.note}
        </>
      );
    case 'wait':
      return (
        <>
          <strong>{step.after === 'Retry-After' ? 'Wait the seconds of Retry-After.' : 'Wait the backoff.'}</strong>{' '}
          {step.note}
        </>
      );
    case 'stop':
      return (
        <>
          <strong>Stop.</strong> {step.note}
        </>
      );
  }
}

const seconds = (duration: string) => `${durationSeconds(duration)} s`;

/** The waits that can happen between attempts: one fewer than the attempts; the later steps only pace polls. */
const resendWaits = ({backoff, attempts}: RetryPolicy): readonly string[] =>
  backoff.slice(0, Math.max(attempts - 1, 0));

/**
 * An operation's `x-idempotency`, as the contract decides it: what makes a repeat recognisable, what a
 * repeat answers, and what to do when the answer never came. Static HTML, the same in the reference and
 * in the guides that discuss retries.
 */
export default function IdempotencySteps({
  operationId,
  idempotency,
  policy,
  operationHref,
  codeHref,
}: Props): ReactNode {
  const {key, repeat, recovery} = idempotency;
  return (
    <div className={styles.steps}>
      <p>
        {'field' in key ? (
          <>
            <strong>Key:</strong> <code>{key.field}</code>. {key.note}
          </>
        ) : (
          <>
            <strong>No key:</strong> {key.none}
          </>
        )}
      </p>
      <ScrollTable label={`What a repeat of ${operationId} answers`}>
        <thead>
          <tr>
            <th scope="col">When the call comes again</th>
            <th scope="col">Answer</th>
          </tr>
        </thead>
        <tbody>
          {repeatCases.map(({case: name, title}) => (
            <tr key={name}>
              <th scope="row">{title}</th>
              <td>
                <Answer answer={repeat[name]} codeHref={codeHref} />
                <CellNote>{repeat[name].means}</CellNote>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <dl className={styles.recovery}>
        {recoveryCases.map(({case: name, title}) => (
          <div key={name}>
            <dt>
              <strong>{title}</strong>
            </dt>
            <dd>
              <ol>
                {recovery[name].map((step, index) => (
                  <li key={`${step.do} ${index}`}>
                    <Step step={step} operationHref={operationHref} />
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        ))}
      </dl>
      {policy === undefined ? null : (
        <p className={styles.policy}>
          Limits for every call: wait {seconds(policy.timeout)} for an answer; at most {policy.attempts} attempts of one
          request; wait {resendWaits(policy).map(seconds).join(', then ')} between them
          {policy.jitter === undefined
            ? null
            : `, each wait drawn at random from ${Math.round((1 - policy.jitter) * 100)}% to all of its step`}
          ; a poll pauses {policy.backoff.map(seconds).join(', ')} and keeps doubling, at most{' '}
          {seconds(policy.maxPollInterval)} apart.
        </p>
      )}
    </div>
  );
}
