import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {twinPath, twinSkipAttribute} from '@site/shared/twinPath';
import styles from './styles.module.css';

interface Props {
  /** The page's route; its twin is the Markdown the control copies and links to. */
  readonly route: string;
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const announcements: Readonly<Record<CopyState, string>> = {
  idle: '',
  copying: '',
  copied: 'Copied',
  failed: 'Copy failed: open "View as Markdown" and copy from there',
};

/** How long "Copied" stays, so a second copy is announced again. */
const announcementMs = 4000;

/**
 * "Copy page" puts the page's Markdown twin on the clipboard; "View as Markdown" opens it. The button's
 * handler imports the copying code and fetches the twin only when pressed.
 */
export default function CopyPage({route}: Props): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const twin = twinPath(route);
  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = window.setTimeout(() => {
      setState('idle');
    }, announcementMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state]);

  const copy = () => {
    setState('copying');
    import('./copyTwin')
      .then(({copyTwin}) => copyTwin(twin))
      .then(
        () => {
          setState('copied');
        },
        () => {
          setState('failed');
        },
      );
  };

  return (
    <div className={styles.copyPage} {...{[twinSkipAttribute]: ''}}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        onClick={copy}
        aria-busy={state === 'copying'}>
        Copy page
      </button>
      {/* pathname:// makes a plain link to a file of the build, which the router must not handle. */}
      <Link className={styles.view} to={`pathname://${twin}`} type="text/markdown">
        View as Markdown
      </Link>
      <span className={styles.status} role="status">
        {announcements[state]}
      </span>
    </div>
  );
}
