/**
 * A "Try it" console: one operation's request, filled from its example and editable, sent to the sandbox
 * in the page (the simulator of the service), with the answer shown as text. Loaded as a chunk of its own
 * when a reader opens it; nothing the reader types or sends leaves the page.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import checkerData from '@generated/openapi-docs/default/request-checker.json';
import type {ApiDocumentId} from '@site/config/apiDocuments';
import {localSimulatorOrigin} from '@site/config/tools';
import {
  durationMs,
  durationWords,
  type OperationEntry,
  operationsOf,
  retryPolicyOf,
  sandboxOf,
} from '@site/contract-core';
import type {Header, RequestSample} from '@site/plugins/openapi-docs/types';
import {accessTokenVariable, baseUrlVariable, inPageSamples, sampleLanguageGroup} from '@site/shared/codeSamples';
import {statusLabel} from '@site/shared/httpStatus';
import {errorCodeUrl} from '@site/src/components/common/errorCodeUrl';
import {ResultView} from '@site/src/components/checker/RequestChecker';
import {largeBodyCharacters} from '@site/src/components/checker/RequestChecker/result';
import {useRequestCheck} from '@site/src/components/checker/RequestChecker/useRequestCheck';
import {documents, loadSandbox, newAccessToken, type SimResponse} from './engine';
import {
  initialRequest,
  mountOf,
  pathAndQuery,
  sampleAt,
  serverUrlOf,
  urlParameters,
  type Base,
  type ConsoleRequest,
} from './request';
import {recentAccessToken, recentIds, rememberMade} from './recent';
import SandboxPanel from './SandboxPanel';
import HeaderList from './HeaderList';
import styles from './styles.module.css';

export interface ConsoleProps {
  /** The document's id (config/apiDocuments.ts). */
  readonly api: string;
  readonly operationId: string;
  /** The operation's example request, as the reference's samples show it. */
  readonly sample: RequestSample;
  /** Fields to set in the example's body, such as a guided step's test amount. */
  readonly bodyFields?: Readonly<Record<string, unknown>>;
  /** Path and query parameters to start from instead of the example's. */
  readonly parameters?: Readonly<Record<string, string>>;
  /** Called when the reader closes the console. */
  readonly onClose?: () => void;
}

const sandboxSettings = sandboxOf(documents.merchant);
const environment: Header = [sandboxSettings?.environmentHeader ?? '', sandboxSettings?.environment ?? ''];

const callTimeout = retryPolicyOf(documents.merchant)?.timeout ?? 'PT10S';
const callTimeoutMs = durationMs(callTimeout);

/** Every `errorCode` in an answer, once each, in order. */
function errorCodesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) errorCodesIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'errorCode' && typeof item === 'string' && !found.includes(item)) found.push(item);
      else errorCodesIn(item, found);
    }
  }
  return found;
}

interface Sent {
  readonly response: SimResponse;
  /** The answer's body as the service sends it: JSON, pretty-printed. */
  readonly text: string;
}

function Answer({sent, label}: {readonly sent: Sent; readonly label: string}) {
  const {response, text} = sent;
  const codes = errorCodesIn(response.body);
  return (
    <div className={styles.answer}>
      <p className={styles.status}>
        <span className={response.status < 400 ? styles.success : styles.failure}>
          {statusLabel(String(response.status))}
        </span>
      </p>
      {codes.length === 0 ? null : (
        <p>
          {codes.map((code, index) => {
            const href = errorCodeUrl(code);
            return (
              <span key={code}>
                {index === 0 ? 'Error code ' : ', '}
                {href === undefined ? (
                  <code>{code}</code>
                ) : (
                  <Link to={href}>
                    <code>{code}</code>
                  </Link>
                )}
              </span>
            );
          })}
          : what it means and what to change, in the error code catalogue.
        </p>
      )}
      <details>
        <summary>Response headers</summary>
        <HeaderList headers={response.headers} />
      </details>
      {text === '' ? (
        <p>No body.</p>
      ) : (
        <pre className={styles.responseBody} tabIndex={0} aria-label={label}>
          {text}
        </pre>
      )}
    </div>
  );
}

function AsCode({code}: {readonly code: (language: 'curl' | 'ts', base: Base) => string}) {
  const bases = [
    ['simulator', 'Local simulator'],
    ['production', 'Production'],
  ] as const;
  return (
    <details className={styles.asCode}>
      <summary>This request as code</summary>
      <p>
        For the simulator on your machine (<code>npm run simulator</code>, at {localSimulatorOrigin}) and for
        production. Each reads the access token from <code>{accessTokenVariable}</code> and the server URL from{' '}
        <code>{baseUrlVariable}</code>.
      </p>
      <Tabs groupId={sampleLanguageGroup}>
        <TabItem value="curl" label="curl">
          {bases.map(([base, title]) => (
            <CodeBlock key={base} language="bash" title={title}>
              {code('curl', base)}
            </CodeBlock>
          ))}
        </TabItem>
        <TabItem value="ts" label="TypeScript">
          {bases.map(([base, title]) => (
            <CodeBlock key={base} language="typescript" title={title}>
              {code('ts', base)}
            </CodeBlock>
          ))}
        </TabItem>
      </Tabs>
    </details>
  );
}

const isApiId = (api: string): api is ApiDocumentId => Object.hasOwn(documents, api);

export default function Console(props: ConsoleProps): ReactNode {
  const {api, operationId} = props;
  const entry = isApiId(api)
    ? operationsOf(documents[api]).find((candidate) => candidate.operationId === operationId)
    : undefined;
  if (!isApiId(api) || entry === undefined)
    return (
      <p>
        The contract has no operation {operationId} in an API {api}.
      </p>
    );
  return <OperationConsole {...props} api={api} entry={entry} />;
}

interface OperationConsoleProps extends ConsoleProps {
  readonly api: ApiDocumentId;
  readonly entry: OperationEntry;
}

function OperationConsole({
  api,
  operationId,
  sample,
  bodyFields,
  parameters: givenParameters,
  onClose,
  entry,
}: OperationConsoleProps) {
  const id = useId();
  const document = documents[api];
  const checkerOperation = checkerData.operations.find(
    (operation) => operation.api === api && operation.operationId === operationId,
  );
  const starting = (accessToken: string | undefined): ConsoleRequest => {
    const start = initialRequest(entry, sample, document, {
      accessToken,
      ids: recentIds(document),
      environment,
      ...(bodyFields === undefined ? {} : {bodyFields}),
    });
    return {...start, parameters: {...start.parameters, ...givenParameters}};
  };
  const [request, setRequest] = useState<ConsoleRequest>(() => starting(recentAccessToken()));
  const [fromSandbox, setFromSandbox] = useState(() => recentIds(document));
  const edited = useRef(false);
  const [sent, setSent] = useState<Sent>();
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [panelOpen, setPanelOpen] = useState(false);
  const body = useRef<HTMLTextAreaElement>(null);
  const {result, busy, codeUrl, largeBodyLength, schedule, holdLargeBody, forgetLargeBody} = useRequestCheck(body);
  const heldBody = useRef<string>(undefined);

  // Until the reader edits it, the request follows the sandbox: the token it issued, the ids it made last.
  useEffect(() => {
    let active = true;
    let unsubscribe: () => void = () => undefined;
    const follow = async () => {
      const token = sample.bearerToken ? (recentAccessToken() ?? (await newAccessToken())) : undefined;
      if (!active || edited.current) return;
      setRequest(starting(token));
      setFromSandbox(recentIds(document));
    };
    void loadSandbox().then((sandbox) => {
      if (!active) return;
      unsubscribe = sandbox.subscribe(() => void follow());
      void follow();
    });
    return () => {
      active = false;
      unsubscribe();
    };
    // The console follows its own operation for as long as it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The reader's change: from now on the request is theirs. */
  function edit(next: ConsoleRequest) {
    edited.current = true;
    setRequest(next);
  }

  function setAccessToken(token: string) {
    setRequest((current) => ({
      ...current,
      headers: current.headers.map(([name, value]) =>
        name.toLowerCase() === 'authorization' ? [name, `Bearer ${token}`] : [name, value],
      ),
    }));
  }

  const headersObject = () => Object.fromEntries(request.headers);
  const currentBody = () => heldBody.current ?? request.body;
  const code = (language: 'curl' | 'ts', base: Base) => {
    // A body too long for the text box is too long for a sample too.
    const shown = sampleAt(base, api, entry, document, {
      ...request,
      body: heldBody.current === undefined ? request.body : '',
    });
    return inPageSamples[language](shown, serverUrlOf(base, api, document));
  };

  async function send() {
    setSending(true);
    setAnnouncement('Sending…');
    const sandbox = await loadSandbox();
    const text = currentBody();
    const answered = sandbox.send({
      method: entry.method.toUpperCase(),
      url: `${mountOf(api)}${pathAndQuery(entry, request)}`,
      headers: headersObject(),
      ...(text === '' ? {} : {body: text}),
    });
    // Wait as a client should: no longer than the contract's x-retry-policy timeout. A later answer is lost,
    // as it would be in production, though the sandbox goes on with what the request started.
    const response = await Promise.race([
      answered,
      new Promise<undefined>((resolve) => setTimeout(resolve, callTimeoutMs)),
    ]);
    void answered.then((late) => {
      rememberMade(entry.method, entry.path, late);
    });
    if (response === undefined) {
      setSent(undefined);
      setSending(false);
      setAnnouncement(
        `No answer from ${operationId} within ${durationWords(callTimeout)}: treat the answer as lost. Look the request up before you send it again (Retries and repeats, in the reference).`,
      );
      return;
    }
    const shown = response.body === undefined ? '' : JSON.stringify(response.body, null, 2);
    setSent({response, text: shown});
    setSending(false);
    const codes = errorCodesIn(response.body);
    // Tokens last as long as the contract's x-sandbox says, on the sandbox's clock, which the reader may move.
    const tokenHint =
      response.status === 401 && sample.bearerToken ? ' Press “New token” for a fresh access token.' : '';
    setAnnouncement(
      `${operationId} answered ${statusLabel(String(response.status))}${codes.length === 0 ? '' : `, error code ${codes.join(', ')}`}.${tokenHint}`,
    );
  }

  const parameters = urlParameters(entry);
  return (
    <section className={styles.console} aria-labelledby={`${id}-title`}>
      <div className={styles.titleRow}>
        <p id={`${id}-title`} className={styles.title}>
          Try {operationId} in the sandbox
        </p>
        {onClose === undefined ? null : (
          <button type="button" className="button button--sm button--secondary" onClick={onClose}>
            Close
          </button>
        )}
      </div>
      <p className={styles.note}>
        The sandbox is the simulator of the service, running in this page: your requests never leave your browser, and
        what you create stays for this tab, across operations and pages.
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}>
        {parameters.length === 0 ? null : (
          <fieldset className={styles.fields}>
            <legend>Parameters</legend>
            {parameters.map(({name, in: location, required}) => (
              <div key={`${location} ${name}`} className={styles.field}>
                <label htmlFor={`${id}-${location}-${name}`}>
                  {name}{' '}
                  <span className={styles.where}>
                    ({location}
                    {required === true ? ', required' : ''})
                  </span>
                </label>
                <input
                  id={`${id}-${location}-${name}`}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={request.parameters[name] ?? ''}
                  aria-describedby={fromSandbox[name] === undefined ? undefined : `${id}-${name}-recent`}
                  onChange={(event) => {
                    edit({...request, parameters: {...request.parameters, [name]: event.target.value}});
                  }}
                />
                {fromSandbox[name] === undefined ? null : (
                  <span id={`${id}-${name}-recent`} className={styles.where}>
                    The last one your sandbox made.
                  </span>
                )}
              </div>
            ))}
          </fieldset>
        )}
        <fieldset className={styles.fields}>
          <legend>Headers</legend>
          {request.headers.map(([name, value], index) => (
            <div key={name} className={styles.field}>
              <label htmlFor={`${id}-header-${index}`}>{name}</label>
              <div className={styles.inputRow}>
                <input
                  id={`${id}-header-${index}`}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={value}
                  onChange={(event) => {
                    const headers = request.headers.map((header, at) =>
                      at === index ? ([name, event.target.value] as const) : header,
                    );
                    edit({...request, headers});
                    if (checkerOperation !== undefined) schedule(checkerOperation, Object.fromEntries(headers));
                  }}
                />
                {name.toLowerCase() === 'authorization' ? (
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    onClick={() => {
                      void newAccessToken().then((token) => {
                        if (token !== undefined) setAccessToken(token);
                      });
                    }}>
                    New token
                  </button>
                ) : null}
              </div>
            </div>
          ))}
        </fieldset>
        {entry.operation.requestBody === undefined ? null : (
          <div className={styles.field}>
            <label htmlFor={`${id}-body`}>Request body</label>
            <textarea
              id={`${id}-body`}
              ref={body}
              className={styles.body}
              rows={Math.min(16, Math.max(4, request.body.split('\n').length))}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              value={request.body}
              aria-describedby={`${id}-check`}
              onPaste={(event) => {
                const pasted = event.clipboardData.getData('text');
                if (pasted.length <= largeBodyCharacters) return;
                event.preventDefault();
                heldBody.current = pasted;
                holdLargeBody(pasted);
                edit({...request, body: ''});
                if (checkerOperation !== undefined) schedule(checkerOperation, headersObject(), 0);
              }}
              onChange={(event) => {
                heldBody.current = undefined;
                forgetLargeBody();
                edit({...request, body: event.target.value});
                if (checkerOperation !== undefined) schedule(checkerOperation, headersObject());
              }}
            />
            <div id={`${id}-check`} className={styles.check} aria-busy={busy}>
              {largeBodyLength === undefined ? null : (
                <p>
                  The pasted body, {largeBodyLength.toLocaleString('en-GB')} characters, is sent as pasted but too long
                  to show here. Type in the box to replace it.
                </p>
              )}
              {checkerOperation === undefined || result === undefined ? null : (
                <ResultView result={result} operation={checkerOperation} codeUrl={codeUrl} />
              )}
            </div>
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={sending}>
            Send
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={panelOpen}
            aria-controls={`${id}-panel`}
            onClick={() => {
              setPanelOpen(!panelOpen);
            }}>
            Sandbox
          </button>
        </div>
      </form>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {sent === undefined ? null : <Answer sent={sent} label={`Response body of ${operationId}`} />}
      <div id={`${id}-panel`} hidden={!panelOpen}>
        {panelOpen ? <SandboxPanel /> : null}
      </div>
      <AsCode code={code} />
    </section>
  );
}
