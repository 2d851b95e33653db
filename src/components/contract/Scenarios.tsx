/**
 * The rules that span requests (x-invariants) and the scenarios that prove them, for docs pages. A rule
 * shows its sentence, its code and its scenarios; a transcript shows each request of a scenario and the
 * answer the simulator gave at build time (plugins/scenarios), so a page shows what happens over several
 * calls instead of describing it.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import contract from '@generated/openapi-docs/default/contract.json';
import transcripts from '@generated/scenarios/default/scenarios.json';
import type {ApiDocumentId} from '@site/config/apiDocuments';
import {invariant, invariantsFor} from '@site/contract-core';
import type {Transcript, TranscriptStep} from '@site/simulator';
import InvariantList, {InvariantItem, ruleHref} from '@site/src/components/reference/InvariantList';
import MethodBadge from '@site/src/components/reference/MethodBadge';
import {breakable} from '@site/src/components/reference/ErrorCodeTable';
import {errorCodeUrl} from '../common/errorCodeUrl';
import {findOperation} from './lookups';
import {
  bodyText,
  errorCodeIn,
  findTranscript,
  headerLines,
  isSandboxControl,
  methodOf,
  scopeNote,
  shownValue,
  statusWords,
} from './scenarioView';
import styles from './styles.module.css';

const scenarioTitle = (id: string): string => findTranscript(transcripts, id).title;

function KeyField({field}: {readonly field: TranscriptStep['fields'][number]}): ReactNode {
  const code = errorCodeIn(field);
  const href = code === undefined ? undefined : errorCodeUrl(code);
  const value = <code>{breakable(shownValue(field.value))}</code>;
  return (
    <li>
      <code>{field.path}</code>: {href === undefined ? value : <Link to={href}>{value}</Link>}
    </li>
  );
}

function Step({step}: {readonly step: TranscriptStep}): ReactNode {
  const scope = scopeNote(step);
  return (
    <li className={styles.scenarioStep}>
      <p className={styles.stepTitle}>
        {step.title}
        {isSandboxControl(step) ? <span className={styles.stepNote}> (a sandbox control call)</span> : null}
      </p>
      <p className={styles.stepRequest}>
        <MethodBadge method={methodOf(step)} /> <code>{breakable(step.path)}</code>
        {scope === undefined ? null : <span className={styles.stepNote}> {scope}</span>}
      </p>
      {headerLines(step).length === 0 ? null : (
        <ul className={styles.stepHeaders} aria-label="Headers">
          {headerLines(step).map((line) => (
            <li key={line}>
              <code>{breakable(line)}</code>
            </li>
          ))}
        </ul>
      )}
      {step.body === undefined ? null : (
        <pre className={styles.stepBody}>
          <code className="language-json">{bodyText(step.body)}</code>
        </pre>
      )}
      <p className={styles.stepAnswer}>
        Answer: <code className={styles.status}>{step.status}</code> {statusWords(step.status)}
      </p>
      {step.fields.length === 0 ? null : (
        <ul className={styles.stepFields} aria-label="Key fields of the answer">
          {step.fields.map((field) => (
            <KeyField key={field.path} field={field} />
          ))}
        </ul>
      )}
    </li>
  );
}

function TranscriptView({transcript}: {readonly transcript: Transcript}): ReactNode {
  useBrokenLinks().collectAnchor(`scenario-${transcript.id}`);
  return (
    <figure className={styles.transcript} id={`scenario-${transcript.id}`}>
      <figcaption className={styles.transcriptTitle}>Scenario: {transcript.title}</figcaption>
      <p>{transcript.summary}</p>
      {transcript.rules.length === 0 ? null : (
        <p className={styles.stepNote}>
          Rules:{' '}
          {transcript.rules.map((id, index) => (
            <span key={id}>
              {index === 0 ? '' : ', '}
              <Link to={ruleHref(id)}>
                <code>{id}</code>
              </Link>
            </span>
          ))}
          . Recorded from the simulator when this site was built.
        </p>
      )}
      <ol className={styles.scenarioSteps}>
        {transcript.steps.map((step, index) => (
          <Step key={index} step={step} />
        ))}
      </ol>
    </figure>
  );
}

interface ScenarioTranscriptProps {
  /** The scenario's id: the name of its file in examples/scenarios/, without .json. */
  readonly id: string;
}

/** One scenario's transcript: numbered steps, each request and the key fields of the simulator's answer. */
export function ScenarioTranscript({id}: ScenarioTranscriptProps): ReactNode {
  return <TranscriptView transcript={findTranscript(transcripts, id)} />;
}

/** Every scenario's transcript, in the order of their ids: the scenarios page. */
export function AllScenarios(): ReactNode {
  return transcripts.map((transcript) => <TranscriptView key={transcript.id} transcript={transcript} />);
}

interface CrossRequestRuleProps {
  /** The rule's id in the contract's x-invariants. */
  readonly id: string;
}

/** One rule that spans requests: its sentence, its code (linked to its home) and its scenarios. */
export function CrossRequestRule({id}: CrossRequestRuleProps): ReactNode {
  return (
    <ul className={styles.rules}>
      <InvariantItem rule={invariant(contract.invariants, id)} codeHref={errorCodeUrl} scenarioTitle={scenarioTitle} />
    </ul>
  );
}

interface OperationRulesProps {
  readonly api: ApiDocumentId;
  readonly operationId: string;
}

/** The rules that guard one operation, as its reference entry shows them. */
export function OperationRules({api, operationId}: OperationRulesProps): ReactNode {
  findOperation(contract, api, operationId);
  const rules = invariantsFor(contract.invariants, operationId);
  if (rules.length === 0) throw new Error(`No rule of x-invariants guards ${operationId}`);
  return <InvariantList rules={rules} codeHref={errorCodeUrl} scenarioTitle={scenarioTitle} />;
}

/** Every rule of x-invariants, each with the id the scenarios page links to. */
export function CrossRequestRules(): ReactNode {
  return <InvariantList rules={contract.invariants} codeHref={errorCodeUrl} scenarioTitle={scenarioTitle} anchored />;
}
