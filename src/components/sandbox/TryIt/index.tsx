import {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import type {RequestSample} from '@site/plugins/openapi-docs/types';
import styles from './styles.module.css';

// The console, the simulator and the contract it reads are a chunk of their own: a page loads none of it
// until a reader asks for a console.
const Console = lazy(() => import('@site/src/components/sandbox/Console'));
// A guide's console also loads the operations' examples, which a reference page already has.
const GuideConsole = lazy(() => import('@site/src/components/sandbox/GuideConsole'));

interface Props {
  /** The document's id (config/apiDocuments.ts); the Merchant API by default. */
  readonly api?: string;
  readonly operationId: string;
  /** The operation's example request, on a reference page: the console starts from it. */
  readonly sample?: RequestSample;
  /**
   * In a guide, the title of the page's JSON block to start from instead of the operation's example
   * (plugins/try-it-examples puts its text in `body`).
   */
  readonly example?: string;
  readonly body?: string;
}

/** "Try it": opens the operation's sandbox console under the button, and closes it again. */
export default function TryIt({api = 'merchant', operationId, sample, body}: Props): ReactNode {
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
          {sample === undefined ? (
            <GuideConsole api={api} operationId={operationId} body={body} onClose={close} />
          ) : (
            <Console api={api} operationId={operationId} sample={sample} onClose={close} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
