/**
 * A "Try it" console: one operation's request, filled from its example and editable, sent to the sandbox
 * in the page (the simulator of the service), with the answer shown as text. Loaded as a chunk of its own
 * when a reader opens it; nothing the reader types or sends leaves the page.
 */
import {useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import checkerData from '@generated/openapi-docs/default/request-checker.json';
import type {ApiDocumentId} from '@site/config/apiDocuments';
import {localSimulatorOrigin} from '@site/config/tools';
import {operationsOf, type OperationEntry} from '@site/contract-core';
import type {RequestSample} from '@site/plugins/openapi-docs/types';
import {accessTokenVariable, baseUrlVariable, inPageSamples, sampleLanguageGroup} from '@site/shared/codeSamples';
import {statusLabel} from '@site/shared/httpStatus';
import {errorCodeUrl} from '@site/src/components/common/errorCodeUrl';
import {useRequestCheck} from '@site/src/components/checker/RequestChecker/useRequestCheck';
import {documents} from './engine';
import {errorCodesIn} from './errorCodes';
import {sampleAt, serverUrlOf, urlParameters, type Base, type ConsoleRequest} from './request';
import {BodyField, HeaderFields, ParameterFields} from './ConsoleFields';
import {useConsoleRequest} from './useConsoleRequest';
import {useSend, type Sent} from './useSend';
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

/** The console's request as code, for the local simulator and for production. */
function AsCode({
  api,
  entry,
  request,
  bodyHeld,
}: {
  readonly api: ApiDocumentId;
  readonly entry: OperationEntry;
  readonly request: ConsoleRequest;
  /** Whether the body is a paste held out of the text box: too long for a sample too. */
  readonly bodyHeld: boolean;
}) {
  const code = (language: 'curl' | 'ts', base: Base) => {
    const shown = sampleAt(base, api, entry, documents[api], {...request, body: bodyHeld ? '' : request.body});
    return inPageSamples[language](shown, serverUrlOf(base, api, documents[api]));
  };
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

/** The operation as the request checker knows it: one with a JSON body. */
const checkerOperationOf = (api: ApiDocumentId, operationId: string) =>
  checkerData.operations.find((operation) => operation.api === api && operation.operationId === operationId);

function OperationConsole({api, operationId, sample, bodyFields, parameters, onClose, entry}: OperationConsoleProps) {
  const id = useId();
  const checkerOperation = checkerOperationOf(api, operationId);
  const {request, fromSandbox, edit, renewToken} = useConsoleRequest({api, entry, sample, bodyFields, parameters});
  const {sent, sending, announcement, send} = useSend({api, entry, bearerToken: sample.bearerToken});
  const [panelOpen, setPanelOpen] = useState(false);
  const body = useRef<HTMLTextAreaElement>(null);
  const check = useRequestCheck(body);
  // A pasted body too long for the text box: sent as pasted, but held out of the box (and of the samples).
  const heldBody = useRef<string>(undefined);
  const headersObject = () => Object.fromEntries(request.headers);
  return (
    <section className={styles.console} aria-labelledby={`${id}-title`}>
      <ConsoleTitle id={id} operationId={operationId} onClose={onClose} />
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send(request, heldBody.current ?? request.body);
        }}>
        <ParameterFields
          id={id}
          parameters={urlParameters(entry)}
          values={request.parameters}
          fromSandbox={fromSandbox}
          onChange={(name, value) => {
            edit({...request, parameters: {...request.parameters, [name]: value}});
          }}
        />
        <HeaderFields
          id={id}
          headers={request.headers}
          onChange={(headers) => {
            edit({...request, headers});
            check.schedule(checkerOperation, Object.fromEntries(headers));
          }}
          onNewToken={renewToken}
        />
        {entry.operation.requestBody === undefined ? null : (
          <BodyField
            id={id}
            value={request.body}
            textArea={body}
            operation={checkerOperation}
            check={check}
            onLargePaste={(pasted) => {
              heldBody.current = pasted;
              check.holdLargeBody(pasted);
              edit({...request, body: ''});
              check.schedule(checkerOperation, headersObject(), 0);
            }}
            onType={(text) => {
              heldBody.current = undefined;
              check.forgetLargeBody();
              edit({...request, body: text});
              check.schedule(checkerOperation, headersObject());
            }}
          />
        )}
        <ConsoleActions
          id={id}
          sending={sending}
          panelOpen={panelOpen}
          onTogglePanel={() => {
            setPanelOpen(!panelOpen);
          }}
        />
      </form>
      <Outcome announcement={announcement} sent={sent} operationId={operationId} />
      <div id={`${id}-panel`} hidden={!panelOpen}>
        {panelOpen ? <SandboxPanel /> : null}
      </div>
      <AsCode api={api} entry={entry} request={request} bodyHeld={check.largeBodyLength !== undefined} />
    </section>
  );
}

function ConsoleTitle({
  id,
  operationId,
  onClose,
}: {
  readonly id: string;
  readonly operationId: string;
  readonly onClose: (() => void) | undefined;
}) {
  return (
    <>
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
    </>
  );
}

function ConsoleActions({
  id,
  sending,
  panelOpen,
  onTogglePanel,
}: {
  readonly id: string;
  readonly sending: boolean;
  readonly panelOpen: boolean;
  readonly onTogglePanel: () => void;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button button--primary" disabled={sending}>
        Send
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={panelOpen}
        aria-controls={`${id}-panel`}
        onClick={onTogglePanel}>
        Sandbox
      </button>
    </div>
  );
}

/** What the status region announces, and the answer, once there is one. */
function Outcome({
  announcement,
  sent,
  operationId,
}: {
  readonly announcement: string;
  readonly sent: Sent | undefined;
  readonly operationId: string;
}) {
  return (
    <>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {sent === undefined ? null : <Answer sent={sent} label={`Response body of ${operationId}`} />}
    </>
  );
}
