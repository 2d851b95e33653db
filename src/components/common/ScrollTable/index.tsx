import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Names the scroll region for screen readers, for example "Parameters of createPayment". */
  readonly label: string;
  readonly children: ReactNode;
}

/**
 * A full-width table that scrolls sideways on narrow screens. The region takes a tab stop so keyboard
 * users can scroll it too (WCAG 2.1.1), and has a name so that stop is announced.
 */
export default function ScrollTable({label, children}: Props): ReactNode {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/** A second line in a table cell, under a name: where a parameter goes, whether a field is required. */
export function CellNote({children}: {readonly children: ReactNode}): ReactNode {
  return <span className={styles.cellNote}>{children}</span>;
}
