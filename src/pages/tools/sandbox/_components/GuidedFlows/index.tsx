/**
 * The sandbox page's flows. Their text is served with the page, so it reads without scripts; each step's
 * console or button, with the simulator behind it, is a chunk the browser loads after the page.
 */
import {lazy, Suspense, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Heading from '@theme/Heading';
import {flowsOf} from './flows';
import styles from './styles.module.css';

const Step = lazy(() => import('./Step'));

export default function GuidedFlows(): ReactNode {
  // Merchant transaction ids of this page load's own, so running a flow again makes new payments.
  const [run] = useState(() => Date.now().toString(36));
  return (
    <>
      {flowsOf(run).map((flow) => (
        <section key={flow.id} aria-labelledby={`flow-${flow.id}`} className={styles.flow}>
          <Heading as="h2" id={`flow-${flow.id}`}>
            {flow.title}
          </Heading>
          <p>{flow.intro}</p>
          {flow.steps.map((step, index) => (
            <div key={index} className={styles.step}>
              <p>
                <strong>Step {index + 1}.</strong> {step.says}
              </p>
              {/* The crawl expects no text of this part without scripts: it is the sandbox itself. */}
              <div data-needs-javascript>
                <BrowserOnly>
                  {() => (
                    <Suspense fallback={<p>Loading the sandbox…</p>}>
                      <Step step={step} />
                    </Suspense>
                  )}
                </BrowserOnly>
              </div>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
