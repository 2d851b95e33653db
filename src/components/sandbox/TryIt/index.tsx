import {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

// The console, the simulator, the contract it reads and the operations' example requests are a chunk of
// their own: a page loads none of it until a reader asks for a console.
const GuideConsole = lazy(() => import('@site/src/components/sandbox/GuideConsole'));

interface Props {
  /** The document's id (config/apiDocuments.ts); the Merchant API by default. */
  readonly api?: string;
  readonly operationId: string;
  /**
   * In a guide, the title of the page's JSON block to start from instead of the operation's example
   * (plugins/try-it-examples puts its text in `body`).
   */
  readonly example?: string;
  readonly body?: string;
}

/** "Try it": opens the operation's sandbox console under the button, and closes it again. */
export default function TryIt({api = 'merchant', operationId, body}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={styles.tryIt}>
      <button
        ref={button}
        type="button"
        className="button button--sm button--primary"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
        }}>
        Try it
      </button>
      {open ? (
        <Suspense fallback={<p role="status">Loading the sandbox…</p>}>
          <GuideConsole api={api} operationId={operationId} body={body} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
