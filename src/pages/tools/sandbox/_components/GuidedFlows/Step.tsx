/**
 * A step of a guided flow, in the browser: a console with the step's request ready, or a button that acts
 * for the customer or moves the clock. The reserved amounts are the contract's test data.
 */
import {useState, type ReactNode} from 'react';
import samples from '@generated/openapi-docs/default/request-samples.json';
import type {ApiDocumentId} from '@site/config/apiDocuments';
import {type AmountBehaviour, durationMs, durationWords, sandboxOf, testDataOf} from '@site/contract-core';
import type {RequestSample} from '@site/plugins/openapi-docs/types';
import Console from '@site/src/components/sandbox/Console';
import {control, detailOf, documents, newAccessToken} from '@site/src/components/sandbox/engine';
import {recentIds} from '@site/src/components/sandbox/recent';
import type {Step as FlowStep} from './flows';
import styles from './styles.module.css';

const testData = testDataOf(documents.merchant);
const tokenLifetime = sandboxOf(documents.merchant)?.tokenLifetime ?? 'PT1H';

function testAmount(behaviour: AmountBehaviour): number {
  const reserved = testData?.amounts.find((amount) => amount.behaviour === behaviour);
  if (reserved === undefined) throw new Error(`The contract's test data has no ${behaviour} amount`);
  return reserved.amount;
}

function sampleOf(api: ApiDocumentId, operationId: string): RequestSample {
  const sample = samples[api]?.[operationId];
  if (sample === undefined) throw new Error(`The ${api} API has no operation ${operationId}`);
  return sample;
}

function ControlStep({step}: {readonly step: Extract<FlowStep, {kind: 'customer' | 'clock'}>}) {
  const [outcome, setOutcome] = useState('');
  const label = step.kind === 'clock' ? `Advance the clock by ${durationWords(step.advance)}` : 'Pay as the customer';
  return (
    <div className={styles.control}>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          void (async () => {
            if (step.kind === 'clock') {
              const answer = await control('POST', '/_sandbox/clock', {advance: step.advance});
              // Tokens last an hour of the sandbox's clock: after a long wait a client gets a new one.
              if (durationMs(step.advance) >= durationMs(tokenLifetime)) await newAccessToken();
              setOutcome(
                answer.status === 200
                  ? `Done: the sandbox clock moved on ${durationWords(step.advance)}.`
                  : detailOf(answer),
              );
              return;
            }
            const sessionId = recentIds(documents.merchant).sessionId;
            if (sessionId === undefined) {
              setOutcome('Create the session first: the sandbox has made none yet.');
              return;
            }
            const answer = await control('POST', `/_sandbox/sessions/${encodeURIComponent(sessionId)}/customer`, {
              action: step.action,
            });
            setOutcome(answer.status === 200 ? `Done: the customer paid in session ${sessionId}.` : detailOf(answer));
          })();
        }}>
        {label}
      </button>
      <p role="status">{outcome}</p>
    </div>
  );
}

export default function Step({step}: {readonly step: FlowStep}): ReactNode {
  if (step.kind !== 'call') return <ControlStep step={step} />;
  const bodyFields = {...step.bodyFields, ...(step.amount === undefined ? {} : {amount: testAmount(step.amount)})};
  return (
    <Console
      api={step.api}
      operationId={step.operationId}
      sample={sampleOf(step.api, step.operationId)}
      bodyFields={bodyFields}
      {...(step.parameters === undefined ? {} : {parameters: step.parameters})}
    />
  );
}
