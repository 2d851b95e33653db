/**
 * The rules that span requests (x-invariants) that apply to an operation, or any list of them: each rule's
 * sentence, the code it answers with (linked to the code's home) and the scenarios that prove it (linked to
 * their transcripts). Static HTML, small: the reference shows it under each operation it guards.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Invariant} from '@site/contract-core';
import {breakable} from '@site/src/components/reference/ErrorCodeTable';
import styles from './styles.module.css';

/** The docs page that shows every rule and every scenario's transcript. */
export const scenariosPage = '/docs/developers/Testing/Scenarios/';
/** Where a scenario's transcript is: its anchor on the scenarios page. */
export const scenarioHref = (id: string): string => `${scenariosPage}#scenario-${id}`;
/** Where a rule is stated with its scenarios: its anchor on the scenarios page. */
export const ruleHref = (id: string): string => `${scenariosPage}#rule-${id}`;

interface Props {
  readonly rules: readonly Invariant[];
  /** Where an error code is explained. */
  readonly codeHref: (code: string) => string | undefined;
  /** A scenario's title, where the page knows it; its id otherwise. */
  readonly scenarioTitle?: (id: string) => string;
  /** The id each rule's element carries (the scenarios page links to it); none by default. */
  readonly anchored?: boolean;
}

function Code({code, href}: {readonly code: string; readonly href: string | undefined}): ReactNode {
  const text = <code>{breakable(code)}</code>;
  return href === undefined ? text : <Link to={href}>{text}</Link>;
}

/** One rule: its sentence, then its code and its scenarios on one line. */
export function InvariantItem({
  rule,
  codeHref,
  scenarioTitle = (id) => id,
  anchored = false,
}: Omit<Props, 'rules'> & {
  readonly rule: Invariant;
}): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (anchored) brokenLinks.collectAnchor(`rule-${rule.id}`);
  return (
    <li className={styles.rule} {...(anchored ? {id: `rule-${rule.id}`} : {})}>
      <span className={styles.sentence}>{rule.rule}</span>{' '}
      <span className={styles.facts}>
        Refused with <Code code={rule.errorCode} href={codeHref(rule.errorCode)} />. Shown by{' '}
        {rule.scenarios.map((id, index) => (
          <span key={id}>
            {index === 0 ? '' : ', '}
            <Link to={scenarioHref(id)}>{scenarioTitle(id)}</Link>
          </span>
        ))}
        . Rule <code>{rule.id}</code>.
      </span>
    </li>
  );
}

export default function InvariantList({rules, ...rest}: Props): ReactNode {
  if (rules.length === 0) return null;
  return (
    <ul className={styles.rules}>
      {rules.map((rule) => (
        <InvariantItem key={rule.id} rule={rule} {...rest} />
      ))}
    </ul>
  );
}
