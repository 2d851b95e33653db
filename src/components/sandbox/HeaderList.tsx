import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Headers as the sandbox sent or received them, one name and value a row. */
export default function HeaderList({headers}: {readonly headers: Readonly<Record<string, string>>}): ReactNode {
  return (
    <dl className={styles.headerList}>
      {Object.entries(headers).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
