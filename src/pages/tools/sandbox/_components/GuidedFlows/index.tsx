/**
 * The sandbox page's flows: each step a console with its request ready (Send is the one click) or a button
 * that acts for the customer or moves the clock. The amounts that make a payment slow or lapse are the
 * contract's test data, and the ids each step needs are the ones the sandbox made in the step before.
 */
import {useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import samples from '@generated/openapi-docs/default/request-samples.json';
import {apiDocuments, type ApiDocumentId} from '@site/config/apiDocuments';
import {anchors} from '@site/contract-core/model';
import type {RequestSample} from '@site/plugins/openapi-docs/types';
import {durationMs, durationWords} from '@site/contract-core/duration';
import {sandboxOf} from '@site/contract-core/delivery';
import {retryPolicyOf} from '@site/contract-core/idempotency';
import {testDataOf, type AmountBehaviour} from '@site/contract-core/testData';
import Console from '@site/src/components/sandbox/Console';
import {control, detailOf, documents, newAccessToken} from '@site/src/components/sandbox/engine';
import {recentIds} from '@site/src/components/sandbox/recent';
import styles from './styles.module.css';

type Step =
  | {
      readonly kind: 'call';
      readonly api: ApiDocumentId;
      readonly operationId: string;
      readonly bodyFields?: Readonly<Record<string, unknown>>;
      readonly parameters?: Readonly<Record<string, string>>;
      readonly says: ReactNode;
    }
  | {readonly kind: 'customer'; readonly action: 'pay'; readonly says: ReactNode}
  | {readonly kind: 'clock'; readonly advance: string; readonly says: ReactNode};

interface Flow {
  readonly id: string;
  readonly title: string;
  readonly intro: ReactNode;
  readonly steps: readonly Step[];
}

const testData = testDataOf(documents.merchant);
const timeout = retryPolicyOf(documents.merchant)?.timeout ?? 'PT10S';
const tokenLifetime = sandboxOf(documents.merchant)?.tokenLifetime ?? 'PT1H';

function testAmount(behaviour: AmountBehaviour): number {
  const reserved = testData?.amounts.find((amount) => amount.behaviour === behaviour);
  if (reserved === undefined) throw new Error(`The contract's test data has no ${behaviour} amount`);
  return reserved.amount;
}

const reference = (operationId: string) => `${apiDocuments[0].route}#${anchors.operation(operationId)}`;

function sampleOf(api: ApiDocumentId, operationId: string): RequestSample {
  const sample = samples[api]?.[operationId];
  if (sample === undefined) throw new Error(`The ${api} API has no operation ${operationId}`);
  return sample;
}

/** The flows, with merchant transaction ids of their own for this page load, so running them again makes new payments. */
function flowsOf(run: string): Flow[] {
  const order = (flow: string) => `sandbox-${flow}-${run}`;
  return [
    {
      id: 'hosted-checkout',
      title: 'Hosted checkout',
      intro: (
        <>
          Your server creates a session; the customer pays on the hosted page; your server reads the outcome. See{' '}
          <Link to="/docs/developers/convenient-checkout-ui/">the Checkout UI guides</Link>.
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createSession',
          bodyFields: {payment: {amount: 2500, merchantTransactionId: order('checkout')}},
          says: 'Create the session. The answer names the hosted page the customer goes to.',
        },
        {kind: 'customer', action: 'pay', says: 'Act as the customer: pay on the hosted page.'},
        {kind: 'clock', advance: 'PT1M', says: 'Let the payment go through.'},
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'getSession',
          says: 'Read the session: it has ended, with its payment.',
        },
      ],
    },
    {
      id: 'authorize-capture',
      title: 'Authorize, then capture part',
      intro: (
        <>
          A pre-authorization holds the amount on the card; you capture what you ship, at most what was authorized. See{' '}
          <Link to={reference('capturePayment')}>capturePayment</Link>.
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createPayment',
          bodyFields: {amount: 10000, authorizeCard: true, merchantTransactionId: order('authorize')},
          says: 'Authorize 100.00 with the saved test card.',
        },
        {kind: 'clock', advance: 'PT1M', says: 'Let the processor decide.'},
        {kind: 'call', api: 'merchant', operationId: 'getPayment', says: 'The payment is AUTHORIZED.'},
        {kind: 'call', api: 'merchant', operationId: 'capturePayment', says: 'Capture 65.00 of it.'},
        {kind: 'clock', advance: 'PT1M', says: 'Let the capture go through.'},
        {kind: 'call', api: 'merchant', operationId: 'getPayment', says: 'The payment is COMPLETED for 65.00.'},
      ],
    },
    {
      id: 'refund',
      title: 'Refund',
      intro: (
        <>
          Refund the payment of the flow above, in full (send an <code>amount</code> for part of it). See{' '}
          <Link to={reference('createRefund')}>createRefund</Link>.
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createRefund',
          bodyFields: {merchantTransactionId: order('refund')},
          says: 'Ask for the refund of the last payment the sandbox made.',
        },
        {kind: 'clock', advance: 'PT1M', says: 'Let the refund go through.'},
        {kind: 'call', api: 'merchant', operationId: 'getRefund', says: 'The refund has ended.'},
      ],
    },
    {
      id: 'lapse',
      title: 'The 7-day lapse',
      intro: (
        <>
          An authorization that is never captured lapses after 7 days: the payment is canceled, and a capture is
          refused.
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createPayment',
          bodyFields: {amount: 10000, authorizeCard: true, merchantTransactionId: order('lapse')},
          says: 'Authorize 100.00.',
        },
        {
          kind: 'clock',
          advance: 'P8D',
          says: 'Let more than 7 days pass, and get a new access token, as a client does after an hour.',
        },
        {kind: 'call', api: 'merchant', operationId: 'getPayment', says: 'The payment is CANCELED, as ABANDONED.'},
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'capturePayment',
          says: 'A capture now fails, with AUTHORIZATION_EXPIRED (this step shows a failure).',
        },
      ],
    },
    {
      id: 'retry-after-timeout',
      title: 'A retry after a timeout',
      intro: (
        <>
          The test amount {testAmount('slowAnswer')} makes <code>POST /payments</code> answer too late. A client that
          waits {durationWords(timeout)} and gets nothing must not simply send again: it looks the payment up by its{' '}
          <code>merchantTransactionId</code> first. See <Link to={reference('createPayment')}>Retries and repeats</Link>
          .
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createPayment',
          bodyFields: {amount: testAmount('slowAnswer'), merchantTransactionId: order('timeout')},
          says: `Create the payment; after ${durationWords(timeout)} the console gives up, as your client should (this step shows a failure).`,
        },
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'findPaymentsByMerchantTransactionId',
          parameters: {merchantTransactionId: order('timeout')},
          says: 'Look it up: the service has it, so there is nothing to send again.',
        },
      ],
    },
  ];
}

function ControlStep({step}: {readonly step: Extract<Step, {kind: 'customer' | 'clock'}>}) {
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

export default function GuidedFlows(): ReactNode {
  const [run] = useState(() => Date.now().toString(36));
  return (
    <>
      {flowsOf(run).map((flow) => (
        <section key={flow.id} aria-labelledby={`flow-${flow.id}`} className={styles.flow}>
          <Heading as="h2" id={`flow-${flow.id}`}>
            {flow.title}
          </Heading>
          <p>{flow.intro}</p>
          <ol className={styles.steps}>
            {flow.steps.map((step, index) => (
              <li key={index}>
                <p>{step.says}</p>
                {step.kind === 'call' ? (
                  <Console
                    api={step.api}
                    operationId={step.operationId}
                    sample={sampleOf(step.api, step.operationId)}
                    {...(step.bodyFields === undefined ? {} : {bodyFields: step.bodyFields})}
                    {...(step.parameters === undefined ? {} : {parameters: step.parameters})}
                  />
                ) : (
                  <ControlStep step={step} />
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
