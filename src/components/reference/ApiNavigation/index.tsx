import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {deferredProps} from '@site/src/components/common/deferredParts';
import MethodBadge from '@site/src/components/reference/MethodBadge';
import type {HttpMethod} from '@site/contract-core';
import styles from './styles.module.css';

export {useCurrentSection} from './useCurrentSection';

export interface NavItem {
  /** The anchor the item links to. */
  readonly id: string;
  readonly label: string;
  readonly method?: HttpMethod;
  readonly children?: readonly NavItem[];
}

function NavList({items}: {readonly items: readonly NavItem[]}) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`#${item.id}`} className={styles.link}>
            {item.method === undefined ? null : <MethodBadge method={item.method} className={styles.method} />}
            <span className={styles.label}>{item.label}</span>
          </Link>
          {item.children === undefined || item.children.length === 0 ? null : <NavList items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  readonly items: readonly NavItem[];
  readonly label: string;
}

/**
 * The page's contents: a sticky column on desktop, a closed `<details>` above the content on narrower
 * screens. Both are plain HTML, so they work before (and without) JavaScript.
 */
export default function ApiNavigation({items, label}: Props): ReactNode {
  return (
    <>
      <nav className={styles.desktop} aria-label={label}>
        <NavList items={items} />
      </nav>
      {/* Closed until a phone's reader opens it: its copy of the list comes in the page's deferred parts. */}
      <details className={styles.mobile}>
        <summary>On this page</summary>
        <nav aria-label={label} {...deferredProps}>
          <NavList items={items} />
        </nav>
      </details>
    </>
  );
}
