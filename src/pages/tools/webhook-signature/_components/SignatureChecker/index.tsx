import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {signedDeliveryOf} from '@site/config/tools';
import {describeAge, toleranceSeconds, verifySignature, type Verdict} from './signature';
import styles from './styles.module.css';

function formatTimestamp(timestamp: number): string {
  return `${timestamp} (${new Date(timestamp * 1000).toISOString().replace('.000Z', 'Z')})`;
}

function VerdictView({verdict}: {readonly verdict: Verdict | undefined}): ReactNode {
  if (verdict === undefined) return <p>Fill in the three fields and the result appears here.</p>;
  switch (verdict.kind) {
    case 'match':
      return (
        <p className={styles.match}>
          The signature matches. It was made at {formatTimestamp(verdict.timestamp)}, {describeAge(verdict.ageSeconds)}.
        </p>
      );
    case 'no-secret':
      return <p className={styles.refused}>Enter the endpoint’s signing secret; it starts with ccwh_.</p>;
    case 'malformed':
      return (
        <p className={styles.refused}>
          Refused: the X-Signature header is malformed. {verdict.detail} It has the form t=&lt;unix seconds&gt;,v1=&lt;
          signature&gt;.
        </p>
      );
    case 'no-v1':
      return <p className={styles.refused}>Refused: the X-Signature header has no v1 signature. {verdict.detail}</p>;
    case 'stale':
      return (
        <p className={styles.refused}>
          Refused: the timestamp {formatTimestamp(verdict.timestamp)} is {describeAge(verdict.ageSeconds)}, more than{' '}
          {toleranceSeconds / 60} minutes away from this computer’s clock. An endpoint refuses it as a possible replay.
        </p>
      );
    case 'mismatch':
      return (
        <p className={styles.refused}>
          Refused: no signature matches. With this secret and raw body, the v1 signature for t={verdict.timestamp} would
          be <code className={styles.signature}>{verdict.expected}</code>. Check that the body is byte for byte what was
          received and that the secret is this endpoint’s.
        </p>
      );
  }
}

interface Fields {
  readonly secret: string;
  readonly header: string;
  readonly rawBody: string;
  readonly ignoreAge: boolean;
}

const emptyFields: Fields = {secret: '', header: '', rawBody: '', ignoreAge: false};

/**
 * The form's fields and the verdict on them: every change is verified at once, and an answer that a later
 * change overtook is dropped. `fromSandbox` tells whether the fields came from a sandbox event's link.
 */
function useSignatureCheck() {
  const [fields, setFields] = useState(emptyFields);
  const [verdict, setVerdict] = useState<Verdict>();
  const [fromSandbox, setFromSandbox] = useState(false);
  const latest = useRef(0);

  function change(changed: Partial<Fields>): void {
    const next = {...fields, ...changed};
    setFields(next);
    const current = (latest.current += 1);
    if (next.secret === '' && next.header === '' && next.rawBody === '') {
      setVerdict(undefined);
      return;
    }
    void verifySignature({...next, nowMs: Date.now()}).then((answer) => {
      if (current === latest.current) setVerdict(answer);
    });
  }

  // A link from the sandbox's events carries one delivery in the fragment (never sent to any server). Its
  // timestamp is the sandbox's virtual clock, which a reader may have moved on by days: the age check is off.
  useEffect(() => {
    const delivery = signedDeliveryOf(window.location.hash);
    if (delivery === undefined) return;
    // Filled in after the first render, which must match the empty form the server sent.
    const timer = setTimeout(() => {
      setFromSandbox(true);
      change({...delivery, ignoreAge: true});
    }, 0);
    return () => {
      clearTimeout(timer);
    };
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {fields, verdict, fromSandbox, change};
}

interface FieldProps<Value> {
  readonly id: string;
  readonly value: Value;
  readonly onChange: (value: Value) => void;
}

function SecretField({id, value, onChange}: FieldProps<string>) {
  const [showSecret, setShowSecret] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-secret`}>Signing secret</label>
      <div className={styles.secretRow}>
        <input
          id={`${id}-secret`}
          type={showSecret ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={showSecret}
          onClick={() => {
            setShowSecret(!showSecret);
          }}>
          Show secret
        </button>
      </div>
    </div>
  );
}

function HeaderField({id, value, onChange}: FieldProps<string>) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-header`}>X-Signature header</label>
      <input
        id={`${id}-header`}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="t=1712934402,v1=…"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

function BodyField({id, value, onChange}: FieldProps<string>) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-body`}>Raw body</label>
      <textarea
        id={`${id}-body`}
        className={styles.body}
        rows={10}
        spellCheck={false}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

function IgnoreAgeOption({id, value, onChange}: FieldProps<boolean>) {
  return (
    <div className={styles.option}>
      <input
        id={`${id}-age`}
        type="checkbox"
        checked={value}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={`${id}-age`}>
        Skip the {toleranceSeconds / 60}-minute timestamp check (for a test vector or a delivery saved earlier)
      </label>
    </div>
  );
}

/** Verifies a webhook delivery's X-Signature header in the browser, with WebCrypto. Nothing is stored or sent. */
export default function SignatureChecker(): ReactNode {
  const id = useId();
  const {fields, verdict, fromSandbox, change} = useSignatureCheck();
  return (
    <form
      className={styles.checker}
      onSubmit={(event) => {
        event.preventDefault();
      }}>
      {fromSandbox ? (
        <p>
          Filled in from an event of your sandbox, signed with the sandbox&apos;s secret. Its timestamp is the
          sandbox&apos;s clock, so the timestamp check is skipped.
        </p>
      ) : null}
      <SecretField
        id={id}
        value={fields.secret}
        onChange={(secret) => {
          change({secret});
        }}
      />
      <HeaderField
        id={id}
        value={fields.header}
        onChange={(header) => {
          change({header});
        }}
      />
      <BodyField
        id={id}
        value={fields.rawBody}
        onChange={(rawBody) => {
          change({rawBody});
        }}
      />
      <IgnoreAgeOption
        id={id}
        value={fields.ignoreAge}
        onChange={(ignoreAge) => {
          change({ignoreAge});
        }}
      />
      <div role="status" className={styles.result}>
        <VerdictView verdict={verdict} />
      </div>
    </form>
  );
}
