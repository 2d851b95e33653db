/**
 * The sandbox page's flows. Their text is served with the page, so it reads without scripts. A flow's
 * consoles and buttons, with the simulator behind them, load when the reader starts that flow: the
 * simulator and the three documents are 2.6 MiB of script to evaluate, which the page must not spend on a
 * reader who came to read (bench/README.md, "Sandbox consoles").
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Heading from '@theme/Heading';
import {flowsOf, type Flow as FlowText} from './flows';
import styles from './styles.module.css';

const Step = lazy(() => import('./Step'));

/** Starts a flow, then says where its consoles are and takes the focus, so a keyboard reader goes on from there. */
function StartControl({started, onStart}: {readonly started: boolean; readonly onStart: () => void}): ReactNode {
  const said = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (started) said.current?.focus();
  }, [started]);
  return started ? (
    <span ref={said} tabIndex={-1} role="status">
      The sandbox is open: each step below has its console or button.
    </span>
  ) : (
    <button type="button" className="button button--primary" onClick={onStart}>
      Start this flow
    </button>
  );
}

function Flow({flow}: {readonly flow: FlowText}): ReactNode {
  const [started, setStarted] = useState(false);
  return (
    <section aria-labelledby={`flow-${flow.id}`} className={styles.flow}>
      <Heading as="h2" id={`flow-${flow.id}`}>
        {flow.title}
      </Heading>
      <p>{flow.intro}</p>
      {/* The room of the button is kept while the page hydrates, so nothing below it moves. */}
      <p className={styles.start} data-needs-javascript>
        <BrowserOnly>
          {() => (
            <StartControl
              started={started}
              onStart={() => {
                setStarted(true);
              }}
            />
          )}
        </BrowserOnly>
      </p>
      {flow.steps.map((step, index) => (
        <div key={index} className={styles.step}>
          <p>
            <strong>Step {index + 1}.</strong> {step.says}
          </p>
          {started && (
            // The crawl expects no text of this part without scripts: it is the sandbox itself.
            <div data-needs-javascript>
              <Suspense fallback={<p>Loading the sandbox…</p>}>
                <Step step={step} />
              </Suspense>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}

export default function GuidedFlows(): ReactNode {
  // Merchant transaction ids of this page load's own, so running a flow again makes new payments.
  const [run] = useState(() => Date.now().toString(36));
  return (
    <>
      {flowsOf(run).map((flow) => (
        <Flow key={flow.id} flow={flow} />
      ))}
    </>
  );
}
