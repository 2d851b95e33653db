import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {glossaryHref} from './glossary';
import styles from './styles.module.css';

interface Props {
  /** The glossary heading, when the text on the page is another form of it ("chargebacks"). */
  readonly entry?: string;
  readonly children: string;
}

/**
 * A term the glossary defines, linked to its entry. tests/unit/docs-glossary-coverage.test.ts fails when a
 * business or onboarding page marks a term the glossary has no heading for.
 */
export function Term({entry, children}: Props): ReactNode {
  return (
    <Link to={glossaryHref(entry ?? children)} className={styles.term}>
      {children}
    </Link>
  );
}
