import type {ReactNode} from 'react';
import Mermaid from '@theme/Mermaid';
import {lifecycleMermaid, type Lifecycle} from '@site/contract-core';
import styles from './styles.module.css';

interface Props {
  /** The status enum's schema name, which names the diagram. */
  readonly schema: string;
  readonly lifecycle: Lifecycle;
  /** Only these states and the transitions between them; by default every current state. */
  readonly states?: readonly string[];
}

/** A lifecycle drawn as a Mermaid state diagram, generated from the contract rather than drawn by hand. */
export default function LifecycleStateDiagram({schema, lifecycle, states}: Props): ReactNode {
  return (
    <figure className={styles.figure}>
      <Mermaid value={lifecycleMermaid(lifecycle, states)} />
      <figcaption className={styles.caption}>
        {states === undefined ? 'The lifecycle' : 'Part of the lifecycle'} of <code>{schema}</code>, drawn from the
        contract. Each arrow is a move, labelled with the call or the time that makes it; the filled dot marks where it
        starts and the ringed dot where it ends.
      </figcaption>
    </figure>
  );
}
