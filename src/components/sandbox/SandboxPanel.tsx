/**
 * The sandbox's own controls, the same from every console: its virtual clock, the webhook events it has
 * recorded (each with the headers it is signed with, and a link that checks the signature), the customer's
 * part in a checkout session, and a reset. Each control is a call to the simulator's `/_sandbox/` surface,
 * the one `npm run simulator` offers too.
 */
import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {webhookSignatureHref} from '@site/config/tools';
import {sandboxOf, webhookDeliveryOf} from '@site/contract-core';
import {control, detailOf, documents, loadSandbox} from './engine';
import {useSandboxChanges} from './useSandboxChanges';
import {forgetRecent, recentIds} from './recent';
import HeaderList from './HeaderList';
import styles from './styles.module.css';

interface SandboxEvent {
  readonly id: string;
  readonly type: string;
  readonly createdAt: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

interface SandboxState {
  readonly now: string;
  readonly events: readonly SandboxEvent[];
  readonly kept: boolean;
}

const signatureHeader = webhookDeliveryOf(documents.merchant)?.signatureHeader ?? 'X-Signature';
const webhookSecret = sandboxOf(documents.merchant)?.webhookSecret ?? '';

/** The advances offered with one press; any ISO 8601 duration can be typed. */
const presets = [
  {duration: 'PT1M', label: '1 minute'},
  {duration: 'PT1H', label: '1 hour'},
  {duration: 'P7D', label: '7 days'},
] as const;

async function readState(): Promise<SandboxState> {
  const sandbox = await loadSandbox();
  const [clock, events] = await Promise.all([control('GET', '/_sandbox/clock'), control('GET', '/_sandbox/events')]);
  return {
    now: String((clock.body as {now?: unknown}).now),
    events: [...((events.body as {data?: SandboxEvent[]}).data ?? [])].reverse(),
    kept: sandbox.kept(),
  };
}

function Events({events}: {readonly events: readonly SandboxEvent[]}) {
  if (events.length === 0)
    return <p>No events yet: they are recorded as payments, sessions and refunds change status.</p>;
  return (
    <ol className={styles.events}>
      {events.map((event) => {
        const header = Object.entries(event.headers).find(
          ([name]) => name.toLowerCase() === signatureHeader.toLowerCase(),
        );
        return (
          <li key={event.id}>
            <details>
              <summary>
                <code>{event.type}</code> at {event.createdAt}
              </summary>
              <HeaderList headers={event.headers} />
              <pre className={styles.responseBody} tabIndex={0} aria-label={`Body of event ${event.id}`}>
                {event.body}
              </pre>
              {header === undefined ? null : (
                <Link to={webhookSignatureHref({secret: webhookSecret, header: header[1], rawBody: event.body})}>
                  Check this event&apos;s signature
                </Link>
              )}
            </details>
          </li>
        );
      })}
    </ol>
  );
}

/** The sandbox's clock and events, read again after every request that may change them. */
function useSandboxState(): SandboxState | undefined {
  const [state, setState] = useState<SandboxState>();
  useSandboxChanges((mounted) => {
    void readState().then((next) => {
      if (mounted()) setState(next);
    });
  });
  return state;
}

/** Runs a control call, announcing it while it runs and then what it did. */
type Act = (what: () => Promise<string>) => void;

function ClockForm({id, now, act}: {readonly id: string; readonly now: string | undefined; readonly act: Act}) {
  const [advance, setAdvance] = useState('PT1M');
  return (
    <form
      className={styles.inline}
      onSubmit={(event) => {
        event.preventDefault();
        act(async () => {
          const answer = await control('POST', '/_sandbox/clock', {advance});
          return answer.status === 200
            ? `The clock moved on ${advance}: it is now ${String((answer.body as {now?: unknown}).now)}.`
            : `The clock did not move: ${detailOf(answer)}.`;
        });
      }}>
      <p className={styles.clock}>
        Sandbox time: <time>{now ?? '…'}</time>
      </p>
      <label htmlFor={`${id}-advance`}>Advance by (ISO 8601 duration)</label>
      <input
        id={`${id}-advance`}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={advance}
        onChange={(event) => {
          setAdvance(event.target.value);
        }}
      />
      <button type="submit" className="button button--sm button--primary">
        Advance
      </button>
      {presets.map(({duration, label}) => (
        <button
          key={duration}
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            setAdvance(duration);
          }}>
          {label}
        </button>
      ))}
    </form>
  );
}

const customerActions = [
  {action: 'pay', label: 'Pay'},
  {action: 'authenticate', label: 'Authenticate'},
  {action: 'close', label: 'Close the widget'},
] as const;

function CustomerForm({id, act}: {readonly id: string; readonly act: Act}) {
  const [sessionId, setSessionId] = useState(() => recentIds(documents.merchant).sessionId ?? '');
  return (
    <form
      className={styles.inline}
      onSubmit={(event) => {
        event.preventDefault();
      }}>
      <label htmlFor={`${id}-session`}>As the customer of session</label>
      <input
        id={`${id}-session`}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={sessionId}
        onChange={(event) => {
          setSessionId(event.target.value);
        }}
      />
      {customerActions.map(({action, label}) => (
        <button
          key={action}
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            act(async () => {
              const answer = await control('POST', `/_sandbox/sessions/${encodeURIComponent(sessionId)}/customer`, {
                action,
              });
              return answer.status === 200
                ? `The customer did “${action}” in session ${sessionId}.`
                : `The customer could not ${action}: ${detailOf(answer)}.`;
            });
          }}>
          {label}
        </button>
      ))}
    </form>
  );
}

export default function SandboxPanel(): ReactNode {
  const id = useId();
  const state = useSandboxState();
  const [message, setMessage] = useState('');
  const act: Act = (what) => {
    setMessage('Working…');
    void what().then(setMessage);
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        Sandbox
      </p>
      {state?.kept === false ? (
        <p className={styles.failure}>
          This tab&apos;s storage is full, so the sandbox lasts only until you leave the page. Reset it to keep it
          again.
        </p>
      ) : null}
      <ClockForm id={id} now={state?.now} act={act} />
      <CustomerForm id={id} act={act} />
      <p className={styles.subtitle}>Webhook events, newest first</p>
      <Events events={state?.events ?? []} />
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => {
          act(async () => {
            await control('POST', '/_sandbox/reset');
            forgetRecent();
            return 'The sandbox is empty again: no payments, sessions, tokens or events.';
          });
        }}>
        Reset the sandbox
      </button>
      <p role="status" className={styles.announcement}>
        {message}
      </p>
    </section>
  );
}
