import {Fragment, use, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {
  anchors,
  errorCodeHref,
  errorCodesOf,
  idempotencyOf,
  invariantsFor,
  invariantsOf,
  isRef,
  mediaExamples,
  operationsOf,
  perDocument,
  resolve,
  retryPolicyOf,
  sectionIds,
  sharedResponseHeaders,
  sortedStatuses,
  webhooksOf,
  type ErrorCode,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  type Referenced,
  type ResponseHeader,
} from '@site/contract-core';
import type {IndexedOperation, LinkedExample, RequestSample} from '@site/plugins/openapi-docs/types';
import {requestCheckerHref} from '@site/config/tools';
import Markdown from '@site/src/components/common/Markdown';
import {deferredProps} from '@site/src/components/common/deferredParts';
import MethodBadge from '@site/src/components/reference/MethodBadge';
import ParameterTable from '@site/src/components/reference/ParameterTable';
import SchemaView, {Badge} from '@site/src/components/reference/SchemaView';
import {
  accessTokenVariable,
  baseUrlVariable,
  inPageSamples,
  sampleLanguageGroup,
  sampleLanguages,
} from '@site/shared/codeSamples';
import {accessOptions} from './security';
import {statusClass, statusLabel} from '@site/shared/httpStatus';
import ScrollTable from '@site/src/components/common/ScrollTable';
import StaticIsland from '@site/src/components/common/StaticIsland';
import TabCodeBlock, {OnDemandTabCodeBlock} from '@site/src/components/reference/TabCodeBlock';
import {loadLanguageSample} from '@site/src/components/reference/LanguageSamples/load';
import TryIt from '@site/src/components/sandbox/TryIt';
import IdempotencySteps from '@site/src/components/reference/IdempotencySteps';
import InvariantList from '@site/src/components/reference/InvariantList';
import {breakable} from '@site/src/components/reference/ErrorCodeTable';
import ReferenceData, {loadOperationSamples} from '@site/src/components/reference/ReferenceData';
import styles from './styles.module.css';

type Security = NonNullable<OpenApiDocument['security']>;

const entriesOf = perDocument(
  (document): ReadonlyMap<string, OperationEntry> =>
    new Map([...operationsOf(document), ...webhooksOf(document)].map((entry) => [entry.operationId, entry])),
);

/** An operation or webhook by its id, indexed once per document: a page renders every one of them. */
function operationEntry(document: OpenApiDocument, operationId: string): OperationEntry {
  const entry = entriesOf(document).get(operationId);
  if (entry === undefined) throw new Error(`The document has no operation ${operationId}`);
  return entry;
}

function SecurityRequirements({security}: {readonly security: Security}) {
  const options = accessOptions(security);
  if (options.length === 0) return <p className={styles.meta}>No authorization needed.</p>;
  return (
    <div className={styles.meta}>
      <span className={styles.label}>Authorization{options.length > 1 ? ', one of' : ''}:</span>
      <ul className={styles.security}>
        {options.map((option) => (
          <li key={option.map(({scheme}) => scheme).join(' ')}>
            {option.map(({scheme, scopes, join}, index) => (
              <span key={scheme}>
                {index > 0 ? ' and ' : null}
                <Link to={`#${anchors.securityScheme(scheme)}`}>{scheme}</Link>
                {scopes.length === 0 ? null : scopes.length > 1 && join === 'and' ? ' with scopes ' : ' with scope '}
                {scopes.map((scope, scopeIndex) => (
                  <span key={scope}>
                    {scopeIndex > 0 ? ` ${join} ` : null}
                    <code>{scope}</code>
                  </span>
                ))}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Parameters({parameters, label}: {readonly parameters: readonly Parameter[]; readonly label: string}) {
  if (parameters.length === 0) return null;
  return (
    <>
      <Heading as="h4">Parameters</Heading>
      <ParameterTable parameters={parameters} label={label} />
    </>
  );
}

function RequestBody({entry, document}: {readonly entry: OperationEntry; readonly document: OpenApiDocument}) {
  if (entry.operation.requestBody === undefined) return null;
  const body = resolve(document, entry.operation.requestBody);
  return (
    <>
      <Heading as="h4">Request body</Heading>
      <Markdown source={body.description} />
      {Object.entries(body.content).map(([mediaType, media]) => (
        <div key={mediaType}>
          <p className={styles.meta}>
            <code>{mediaType}</code>{' '}
            {body.required === true ? <Badge kind="required">required</Badge> : <span>optional</span>}
          </p>
          {media.schema === undefined ? null : <SchemaView schema={media.schema} />}
        </div>
      ))}
    </>
  );
}

interface OperationPartProps {
  readonly entry: OperationEntry;
  readonly document: OpenApiDocument;
  /** The document's error codes, to list by code rather than as one example each. */
  readonly errorCodes: readonly ErrorCode[];
}

function ResponseErrorCodes({codes, label}: {readonly codes: readonly ErrorCode[]; readonly label: string}) {
  if (codes.length === 0) return null;
  return (
    <details className={styles.errorCodes}>
      <summary>
        {codes.length === 1 ? 'One error code' : `${codes.length} error codes`} in the <code>errorCode</code> field
      </summary>
      <div {...deferredProps}>
        <ScrollTable label={label}>
          <thead>
            <tr>
              <th scope="col">errorCode</th>
              <th scope="col">Rule</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.name}>
                <td>
                  <Link to={errorCodeHref(codes, code.errorCode)}>
                    <code>{breakable(code.errorCode)}</code>
                  </Link>
                </td>
                <td>{code.rule ?? code.message}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <p>
          What each code means and when it happens: <Link to={`#${sectionIds.errorCodes}`}>Error codes</Link>.
        </p>
      </div>
    </details>
  );
}

/**
 * A response's headers: those the document describes once are named and linked to the page's Response
 * headers section, since the same descriptions under every response were about 5% of a reference's HTML;
 * the others are described here.
 */
function ResponseHeaderList({
  document,
  headers,
}: {
  readonly document: OpenApiDocument;
  readonly headers: readonly [string, Referenced<ResponseHeader>][];
}) {
  const shared = sharedResponseHeaders(document);
  const linked = headers.filter(([name, header]) => isRef(header) && shared.get(name) === header.$ref);
  const described = headers.filter((entry) => !linked.includes(entry));
  return (
    <>
      {linked.length === 0 ? null : (
        <p className={styles.meta}>
          <span className={styles.label}>{linked.length === 1 ? 'Header' : 'Headers'}</span>{' '}
          {linked.map(([name], index) => (
            <Fragment key={name}>
              {index === 0 ? null : ', '}
              <Link to={`#${anchors.header(name)}`}>
                <code>{name}</code>
              </Link>
            </Fragment>
          ))}
        </p>
      )}
      {described.map(([name, header]) => {
        const resolved = resolve(document, header);
        return (
          <p key={name} className={styles.meta}>
            <span className={styles.label}>Header</span> <code>{name}</code>
            {resolved.description === undefined ? null : ` ${resolved.description}`}
          </p>
        );
      })}
    </>
  );
}

function Responses({entry, document, errorCodes}: OperationPartProps) {
  const {responses} = entry.operation;
  const names = new Set(errorCodes.map(({name}) => name));
  return (
    <>
      <Heading as="h4">Responses</Heading>
      <ul className={styles.responses}>
        {sortedStatuses(responses).map((status) => {
          const response = resolve(document, responses[status] ?? {});
          const content = Object.entries(response.content ?? {});
          const headers = Object.entries(response.headers ?? {});
          const label = <span className={clsx(styles.status, styles[statusClass(status)])}>{statusLabel(status)}</span>;
          if (content.length === 0 && headers.length === 0) {
            return (
              <li key={status} className={styles.response}>
                <div className={styles.responseHeader}>{label}</div>
                <Markdown source={response.description} />
              </li>
            );
          }
          const open = statusClass(status) === 'success';
          return (
            <li key={status} className={styles.response}>
              <details open={open}>
                <summary className={styles.responseHeader}>{label}</summary>
                {/* A closed response is read when opened, so the host sends it apart until then. */}
                <div {...(open ? {} : deferredProps)}>
                  <Markdown source={response.description} />
                  <ResponseHeaderList document={document} headers={headers} />
                  {content.map(([mediaType, media]) => {
                    const inResponse = mediaExamples(document, mediaType, media, status, names).errorCodes;
                    return (
                      <div key={mediaType}>
                        <p className={styles.meta}>
                          <code>{mediaType}</code>
                        </p>
                        {media.schema === undefined ? null : <SchemaView schema={media.schema} deferred={!open} />}
                        <ResponseErrorCodes
                          codes={errorCodes.filter(({name}) => inResponse.includes(name))}
                          label={`Error codes of the ${status} response to ${entry.operationId}`}
                        />
                      </div>
                    );
                  })}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * A tab per example (a plain function, because Tabs reads its TabItem children directly); an error example
 * links its errorCode to the code's entry in the docs catalogue.
 */
function exampleTabItems(examples: readonly LinkedExample[]): ReactNode[] {
  return examples.map(({key, label, title, language, code, errorCode, errorCodeHref}) => (
    <TabItem key={key} value={key} label={label}>
      <TabCodeBlock value={key} language={language} title={title}>
        {code}
      </TabCodeBlock>
      {errorCode === undefined || errorCodeHref === undefined ? null : (
        <p className={styles.meta}>
          <Link to={errorCodeHref}>
            <code>{errorCode}</code>
          </Link>{' '}
          in the error code catalogue: what it means and what to change.
        </p>
      )}
    </TabItem>
  ));
}

function ExampleTabs({title, examples}: {readonly title: string; readonly examples: readonly LinkedExample[]}) {
  if (examples.length === 0) return null;
  return (
    <>
      <Heading as="h4">{title}</Heading>
      <Tabs>{exampleTabItems(examples)}</Tabs>
    </>
  );
}

/**
 * The call in each sample language, in tabs that share the guides' tab group, so the reader's choice of
 * language holds on every page. curl and TypeScript are in the page; the other languages load when chosen.
 * The body examples have tabs of their own, so that choosing one is never taken for a language.
 */
function RequestSamples({
  operationId,
  sample,
  serverUrl,
  api,
}: {
  readonly operationId: string;
  readonly sample: RequestSample;
  readonly serverUrl: string;
  readonly api: string;
}) {
  return (
    <>
      <Heading as="h4">Request samples</Heading>
      <p className={styles.meta}>
        The production server, or the one the <code>{baseUrlVariable}</code> environment variable names (the
        non-production server or the simulator)
        {sample.bearerToken ? (
          <>
            , with the access token from the <code>{accessTokenVariable}</code> environment variable
          </>
        ) : null}
        .{' '}
        {sample.bodyGenerated === true
          ? 'The body is generated from the schema.'
          : sample.bodyExample !== undefined
            ? `The body is the example “${sample.bodyExample}”.`
            : sample.body === undefined
              ? null
              : "The body is the document's example."}
      </p>
      <Tabs groupId={sampleLanguageGroup}>
        {sampleLanguages.map((language) => (
          <TabItem key={language.id} value={language.id} label={language.label}>
            {language.onDemand ? (
              <OnDemandTabCodeBlock
                value={language.id}
                language={language.prism}
                label={`${language.label} sample`}
                title={language.fileName}
                load={() => loadLanguageSample(api, operationId, language.id)}
              />
            ) : (
              <TabCodeBlock value={language.id} language={language.prism}>
                {inPageSamples[language.id](sample, serverUrl)}
              </TabCodeBlock>
            )}
          </TabItem>
        ))}
      </Tabs>
    </>
  );
}

/**
 * An operation's samples, from a module of their own that loads when the reader nears the operation. A
 * webhook is sent to the reader, who never calls it: its samples are the bodies it delivers.
 */
function OperationSamples({api, operationId, samples}: {readonly api: string} & IndexedOperation) {
  const {kind, sample, serverUrl, bodyExamples, responseExamples} = use(loadOperationSamples(api, samples));
  return (
    <>
      {sample === undefined ? null : (
        <RequestSamples operationId={operationId} sample={sample} serverUrl={serverUrl} api={api} />
      )}
      <ExampleTabs title={kind === 'webhook' ? 'Payload samples' : 'Request body samples'} examples={bodyExamples} />
      <ExampleTabs title="Response samples" examples={responseExamples} />
    </>
  );
}

/**
 * How the contract decides repeats of the operation and recovery when its answer is lost (x-idempotency),
 * closed until the reader opens it, like the schemas' fields: a long page stays scannable.
 */
function Retries({entry, document, errorCodes}: OperationPartProps) {
  const idempotency = idempotencyOf(entry.operation);
  if (idempotency === undefined) return null;
  const ids = new Set(operationsOf(document).map(({operationId}) => operationId));
  return (
    <details className={styles.retries}>
      <summary>
        <strong>Retries and repeats</strong>: what a repeat answers, and what to do when the answer is lost
      </summary>
      <div {...deferredProps}>
        <IdempotencySteps
          operationId={entry.operationId}
          idempotency={idempotency}
          policy={retryPolicyOf(document)}
          operationHref={(operationId) => (ids.has(operationId) ? `#${anchors.operation(operationId)}` : undefined)}
          codeHref={(code) => errorCodeHref(errorCodes, code)}
        />
      </div>
    </details>
  );
}

/** The rules that span requests and guard the operation (x-invariants), each with its code and scenarios. */
function CrossRequestRules({entry, document, errorCodes}: OperationPartProps) {
  const rules = invariantsFor(invariantsOf(document), entry.operationId);
  if (rules.length === 0) return null;
  return (
    <div>
      <p className={styles.meta}>
        <strong>Rules across requests</strong>: what earlier calls decide about this one
      </p>
      <InvariantList rules={rules} codeHref={(code) => errorCodeHref(errorCodes, code)} />
    </div>
  );
}

interface Props {
  /** The document's id: its "Try it" console sends to that API in the sandbox. */
  readonly api: string;
  readonly operation: IndexedOperation;
  /** Unique on the page: names the static islands the operation is rendered in. */
  readonly islandName: string;
}

/** What the operation does, who may call it, what it takes and answers: drawn from the document. */
function OperationBody({api, operationId}: {readonly api: string; readonly operationId: string}) {
  return (
    <ReferenceData api={api}>
      {({document, pageData}) => {
        const entry = operationEntry(document, operationId);
        const {operation, method, path} = entry;
        const errorCodes = errorCodesOf(document);
        const checkerKey = pageData.checkerKeys[operationId];
        return (
          <>
            <Heading as="h3" id={anchors.operation(operationId)} className={styles.heading}>
              <MethodBadge method={method} />{' '}
              {entry.kind === 'webhook' ? <span className={styles.kind}>webhook</span> : null}{' '}
              <span className={styles.path}>{path}</span>
            </Heading>
            <p className={styles.summary}>
              {operation.summary ?? operationId}
              {operation.deprecated === true ? <Badge kind="deprecated">deprecated</Badge> : null}
            </p>
            <Markdown source={operation.description} />
            <p className={styles.meta}>
              <span className={styles.label}>Operation id:</span> <code>{operationId}</code>
            </p>
            {/* The service signs what it sends; the webhook's description says how to check it. */}
            {entry.kind === 'webhook' ? null : (
              <SecurityRequirements security={operation.security ?? document.security ?? []} />
            )}
            <Parameters parameters={entry.parameters} label={`Parameters of ${operationId}`} />
            <RequestBody entry={entry} document={document} />
            {checkerKey === undefined ? null : (
              <p className={styles.meta}>
                <Link to={requestCheckerHref(checkerKey)}>Check a request body</Link> for {operationId} in your browser.
              </p>
            )}
            <Responses entry={entry} document={document} errorCodes={errorCodes} />
            <Retries entry={entry} document={document} errorCodes={errorCodes} />
            <CrossRequestRules entry={entry} document={document} errorCodes={errorCodes} />
          </>
        );
      }}
    </ReferenceData>
  );
}

/**
 * One operation of a reference page. Both its parts are static islands, so a page loaded from the server
 * hydrates with neither the document nor the samples; the samples load when the reader nears them.
 */
export default function ApiOperation({api, operation, islandName}: Props): ReactNode {
  return (
    <section className={styles.operation}>
      <StaticIsland name={islandName}>
        <OperationBody api={api} operationId={operation.operationId} />
      </StaticIsland>
      {operation.tryIt ? <TryIt api={api} operationId={operation.operationId} /> : null}
      <StaticIsland name={`${islandName}-samples`} liveWhenNear>
        <div {...deferredProps}>
          <OperationSamples api={api} {...operation} />
        </div>
      </StaticIsland>
    </section>
  );
}
