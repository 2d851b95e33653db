/**
 * Components for docs pages that show the contract, fed from the bundled OpenAPI documents at build
 * time. Pages import them explicitly, so only those pages load the contract data:
 *
 *   import {SchemaFieldTable} from '@site/src/components/contract';
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import contract from '@generated/openapi-docs/default/contract.json';
import type {ApiDocumentId} from '@site/config/apiDocuments';
import {type ErrorArea, errorAreaTitles, type ErrorGuidance} from '@site/contract-core';
import ErrorCodeTable, {breakable} from '@site/src/components/reference/ErrorCodeTable';
import LifecycleStateDiagram from '@site/src/components/reference/LifecycleStateDiagram';
import LifecycleStateTable from '@site/src/components/reference/LifecycleStateTable';
import Markdown, {MarkdownProvider} from '@site/src/components/common/Markdown';
import MethodBadge from '@site/src/components/reference/MethodBadge';
import ParameterTable from '@site/src/components/reference/ParameterTable';
import ScrollTable, {CellNote} from '@site/src/components/common/ScrollTable';
import {
  Badge,
  SchemaProvider,
  TypeLabel,
  ValueFacts,
  type SchemaLinks,
} from '@site/src/components/reference/SchemaView';
import {fieldTypeParts, formatValue, resolveSchema, type Field} from '@site/src/components/reference/SchemaView/schema';
import {
  enumAt,
  errorCodesIn,
  errorGuidanceFor,
  failureCodes,
  findOperation,
  lifecycleNamed,
  operationHref,
  contractOperationLinks,
  parameterNamed,
  schemaShapes,
  scopeRows,
  type Choice,
  schemaHref,
  schemaLookup,
  tokenUrls,
} from './lookups';
import styles from './styles.module.css';

const schemaLinks: SchemaLinks = {lookup: schemaLookup(contract), href: (name) => schemaHref(contract, name)};

function ContractProviders({children}: {readonly children: ReactNode}) {
  return (
    <MarkdownProvider value={contract.markdown}>
      <SchemaProvider value={schemaLinks}>{children}</SchemaProvider>
    </MarkdownProvider>
  );
}

interface SchemaFieldTableProps {
  /** A component schema name, as in `components.schemas`. */
  readonly schema: string;
  /** Only these fields, in this order; by default every field. */
  readonly fields?: readonly string[];
}

/** One field of a field table: name and requirement, type and values, description. */
function SchemaFieldRow({field}: {readonly field: Field}): ReactNode {
  const resolved = resolveSchema(field.schema, schemaLinks.lookup);
  return (
    <tr>
      <td>
        <code>{field.name}</code>
        <CellNote>
          {field.required ? <Badge kind="required">required</Badge> : 'optional'}
          {resolved.deprecated ? <Badge kind="deprecated">deprecated</Badge> : null}
        </CellNote>
      </td>
      <td>
        <TypeLabel parts={fieldTypeParts(field.schema, schemaLinks.lookup)} />
        <ValueFacts schema={field.schema} />
      </td>
      <td>
        <Markdown source={resolved.description} />
      </td>
    </tr>
  );
}

/** The row that heads a group of fields: the shared ones, or one alternative's. */
function FieldGroupHeading({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <tr>
      <th colSpan={3} scope="rowgroup">
        {children}
      </th>
    </tr>
  );
}

const choiceInWords: Record<Choice, string> = {
  oneOf: 'One of the shapes: exactly one applies.',
  anyOf: 'One of the shapes: at least one applies.',
};

/**
 * The fields of a schema: name, type, required, limits and values, description, deprecation. A schema
 * with a `oneOf` or `anyOf` (a refund by payment or by payment method) shows the fields every shape has,
 * then each shape under a heading row with its own fields; without this the table had a header and no
 * rows, because the alternatives hold every field.
 */
export function SchemaFieldTable({schema, fields}: SchemaFieldTableProps): ReactNode {
  const {shared, choice, alternatives} = schemaShapes(contract, schema, fields);
  const hasShapes = choice !== undefined;
  return (
    <ContractProviders>
      <ScrollTable label={`Fields of ${schema}`}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type and values</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        {shared.length === 0 ? null : (
          <tbody>
            {hasShapes ? <FieldGroupHeading>In every shape</FieldGroupHeading> : null}
            {shared.map((field) => (
              <SchemaFieldRow key={field.name} field={field} />
            ))}
          </tbody>
        )}
        {alternatives.map(({title, ref, fields: own}, index) => (
          <tbody key={`${index}-${title}`}>
            <FieldGroupHeading>
              {ref === undefined ? (
                title
              ) : ref === title ? (
                <Link to={schemaLinks.href(ref)}>{ref}</Link>
              ) : (
                <>
                  {title} (<Link to={schemaLinks.href(ref)}>{ref}</Link>)
                </>
              )}
              {choice === undefined ? null : <CellNote>{choiceInWords[choice]}</CellNote>}
            </FieldGroupHeading>
            {own.length === 0 ? (
              <tr>
                <td colSpan={3}>No fields beyond those of every shape.</td>
              </tr>
            ) : (
              own.map((field) => <SchemaFieldRow key={field.name} field={field} />)
            )}
          </tbody>
        ))}
      </ScrollTable>
    </ContractProviders>
  );
}

interface EnumValuesProps {
  readonly schema: string;
  /** A dotted property path inside the schema, such as `paymentMethodDetails.cardBrand`. */
  readonly property?: string;
}

/** The allowed values of an enum, each with its description; deprecated values are marked. */
export function EnumValues({schema, property}: EnumValuesProps): ReactNode {
  const entries = enumAt(contract, schema, property);
  return (
    <ContractProviders>
      <ul className={styles.enum}>
        {entries.map(({value, description, deprecated}) => (
          <li key={formatValue(value)}>
            <code className={deprecated ? styles.deprecatedValue : undefined}>{formatValue(value)}</code>
            {deprecated ? <Badge kind="deprecated">deprecated</Badge> : null}
            {description === undefined ? null : <Markdown source={description} className={styles.inline} />}
          </li>
        ))}
      </ul>
    </ContractProviders>
  );
}

interface OperationSummaryProps {
  readonly api: ApiDocumentId;
  readonly operationId: string;
}

/** One operation in brief: method and path, the scopes that allow it, the statuses it answers with. */
export function OperationSummary({api, operationId}: OperationSummaryProps): ReactNode {
  const operation = findOperation(contract, api, operationId);
  const scopes = [...new Set(operation.security.flatMap((requirement) => requirement.flatMap(({scopes}) => scopes)))];
  return (
    <div className={styles.operation}>
      <p className={styles.operationTitle}>
        <MethodBadge method={operation.method} /> <code>{operation.path}</code>
        {operation.deprecated ? <Badge kind="deprecated">deprecated</Badge> : null}
      </p>
      {operation.summary === undefined ? null : <p>{operation.summary}</p>}
      <dl className={styles.facts}>
        <dt>Scopes (any one)</dt>
        <dd>
          {scopes.length === 0
            ? 'none'
            : scopes.map((scope, index) => (
                <span key={scope}>
                  {index > 0 ? ', ' : null}
                  <code>{scope}</code>
                </span>
              ))}
        </dd>
        <dt>Responses</dt>
        <dd>{operation.statuses.join(', ')}</dd>
      </dl>
      <Link to={operationHref(contract, operation)}>
        {operation.summary ?? operation.operationId} in the API reference
      </Link>
    </div>
  );
}

interface ErrorCodeCatalogueProps {
  readonly area: ErrorArea;
}

/** Whether to send the same request again and what to do, then the words for the customer where there are any. */
function ErrorGuidanceList({guidance}: {readonly guidance: ErrorGuidance}): ReactNode {
  return (
    <dl className={styles.guidance}>
      <dt>Send the same request again?</dt>
      <dd>
        <strong>{guidance.retryable ? 'Yes.' : 'Not unchanged.'}</strong> {guidance.retry}
      </dd>
      {guidance.tellCustomer === undefined ? null : (
        <>
          <dt>Tell the customer</dt>
          <dd>{guidance.tellCustomer}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The error codes of one area (sessions, payment methods, payments), from the contract's examples, each
 * with its `x-error-guidance` under its rule.
 */
export function ErrorCodeCatalogue({area}: ErrorCodeCatalogueProps): ReactNode {
  return (
    <ContractProviders>
      <ErrorCodeTable
        codes={errorCodesIn(contract, area)}
        label={`${errorAreaTitles[area]} error codes`}
        area={area}
        guidanceOf={(code) => <ErrorGuidanceList guidance={errorGuidanceFor(contract, code.errorCode)} />}
      />
    </ContractProviders>
  );
}

interface FailureCodeTableProps {
  /** An error code enum with `x-error-guidance`: `PaymentErrorCode`, `RefundErrorCode` or `WarningCode`. */
  readonly schema: string;
}

/**
 * The codes a payment, a refund or a warning can carry after the call succeeded: what each means, what to
 * tell the customer and whether to try again. Each row's id is its code, so pages can link to it.
 */
export function FailureCodeTable({schema}: FailureCodeTableProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  const codes = failureCodes(contract, schema);
  for (const {code} of codes) brokenLinks.collectAnchor(code);
  return (
    <ContractProviders>
      <ScrollTable label={`${schema} values`}>
        <thead>
          <tr>
            <th scope="col">errorCode</th>
            <th scope="col">What happened, what to tell the customer, whether to try again</th>
          </tr>
        </thead>
        <tbody>
          {codes.map(({code, meaning, tellCustomer, retry}) => (
            <tr key={code} id={code}>
              <td>
                <code>{breakable(code)}</code>
              </td>
              <td>
                {meaning === undefined ? null : <Markdown source={meaning} />}
                <dl className={styles.guidance}>
                  <dt>Tell the customer</dt>
                  <dd>{tellCustomer}</dd>
                  <dt>Try again?</dt>
                  <dd>{retry}</dd>
                </dl>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </ContractProviders>
  );
}

interface LifecycleProps {
  /** A status enum's schema name, such as `PaymentStatus`. */
  readonly schema: string;
}

/** Every state of a status enum's lifecycle: final or not, GET answer, what you may do, how it gets there, webhook. */
export function LifecycleTable({schema}: LifecycleProps): ReactNode {
  return (
    <LifecycleStateTable
      schema={schema}
      lifecycle={lifecycleNamed(contract, schema)}
      links={contractOperationLinks(contract)}
    />
  );
}

interface LifecycleDiagramProps extends LifecycleProps {
  /** Only these states, with every transition between them; by default the whole lifecycle. */
  readonly states?: readonly string[];
}

/** A status enum's lifecycle, or a part of it, as a state diagram drawn from the contract. */
export function LifecycleDiagram({schema, states}: LifecycleDiagramProps): ReactNode {
  return <LifecycleStateDiagram schema={schema} lifecycle={lifecycleNamed(contract, schema)} states={states} />;
}

interface RequestHeadersProps {
  /** Component parameter names, in the order shown; by default the headers every merchant API call carries. */
  readonly parameters?: readonly string[];
}

/** The request headers with their rules (required or not, limits, values), read from the contract's parameters. */
export function RequestHeaders({parameters = ['MerchantId', 'UpstreamEnv', 'Source']}: RequestHeadersProps): ReactNode {
  return (
    <ContractProviders>
      <ParameterTable parameters={parameters.map((name) => parameterNamed(contract, name))} label="Request headers" />
    </ContractProviders>
  );
}

interface ScopeTableProps {
  /** The document whose operations are listed per scope. */
  readonly api: ApiDocumentId;
}

/** Which calls each OAuth2 scope allows, with its production and non-production names, read from the contract. */
export function ScopeTable({api}: ScopeTableProps): ReactNode {
  const rows = scopeRows(contract, api);
  const {production, nonProduction} = tokenUrls(contract);
  return (
    <>
      <p>
        Production tokens come from <code>{production}</code>; tokens for <code>dev</code>, <code>stage</code> and{' '}
        <code>test</code> from <code>{nonProduction}</code>.
      </p>
      <ScrollTable label="OAuth2 scopes and the calls they allow">
        <thead>
          <tr>
            <th scope="col">Scope</th>
            <th scope="col">Outside production</th>
            <th scope="col">What it allows</th>
            <th scope="col">Calls</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.scope}>
              <td>
                <code>{row.scope}</code>
              </td>
              <td>
                <code>{row.nonProduction}</code>
              </td>
              <td>{row.description}</td>
              <td>
                <ul className={styles.calls}>
                  {row.operations.map((operation) => (
                    <li key={operation.operationId}>
                      <Link to={operationHref(contract, operation)}>
                        <code>
                          {operation.method.toUpperCase()} {operation.path}
                        </code>
                      </Link>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}
export {AccessRule, RetrySteps, WebhookDelivery} from './Behaviour';
export {AllScenarios, CrossRequestRule, CrossRequestRules, OperationRules, ScenarioTranscript} from './Scenarios';
export {SandboxCalls, TestData, TestTime} from './TestData';
export {default as TryIt} from '../sandbox/TryIt';
