import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {HttpMethod} from '@site/contract-core';
import styles from './styles.module.css';

interface Props {
  readonly method: HttpMethod;
  readonly className?: string;
}

/** The HTTP method as a coloured label; the colour repeats the text, it never replaces it. */
export default function MethodBadge({method, className}: Props): ReactNode {
  return <span className={clsx(styles.badge, styles[method], className)}>{method.toUpperCase()}</span>;
}
