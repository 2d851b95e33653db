import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {
  anchors,
  downloadPaths,
  errorAreas,
  errorAreaTitles,
  errorCodesOf,
  operationsOf,
  perDocument,
  resolve,
  sectionIds,
  sharedResponseHeaders,
  type Lifecycle,
  type OpenApiDocument,
  type ResponseHeader,
  type Schema,
  type SecurityScheme,
} from '@site/contract-core';
import type {ReferencePageIndex, ReferencePageRouteProps, SchemaGroup} from '@site/plugins/openapi-docs/types';
import ApiNavigation, {useCurrentSection} from '@site/src/components/reference/ApiNavigation';
import ApiOperation from '@site/src/components/reference/ApiOperation';
import ErrorCodeTable from '@site/src/components/reference/ErrorCodeTable';
import LifecycleStateDiagram from '@site/src/components/reference/LifecycleStateDiagram';
import LifecycleStateTable, {
  operationLinks,
  type OperationLinks,
} from '@site/src/components/reference/LifecycleStateTable';
import Markdown from '@site/src/components/common/Markdown';
import SchemaView from '@site/src/components/reference/SchemaView';
import ReferenceData from '@site/src/components/reference/ReferenceData';
import ScrollTable from '@site/src/components/common/ScrollTable';
import StaticIsland from '@site/src/components/common/StaticIsland';
import {deferredProps} from '@site/src/components/common/deferredParts';
import CopyPage from '@site/src/components/common/CopyPage';
import {twinPath} from '@site/shared/twinPath';
import {useSchemaExpansion} from './expandSchemas';
import styles from './styles.module.css';

function Header({
  document,
  apiDocument,
  otherDocuments,
}: {readonly document: OpenApiDocument} & ReferencePageRouteProps) {
  const downloads = downloadPaths(apiDocument.id);
  const info = document.info;
  return (
    <>
      <Heading as="h1">{apiDocument.title}</Heading>
      <p className={styles.lead}>
        {info?.title} · version {info?.version} · OpenAPI {document.openapi}
      </p>
      <Markdown source={info?.description} />
      <ul className={styles.actions}>
        <li>
          <span className={styles.label}>Download the document:</span>{' '}
          {/* pathname:// makes a plain link to a file of the build, which the router must not handle. */}
          <Link to={`pathname://${downloads.json}`} download>
            JSON
          </Link>
          {' · '}
          <Link to={`pathname://${downloads.yaml}`} download>
            YAML
          </Link>
          {' · '}
          <Link to={`pathname://${downloads.types}`} download>
            TypeScript types
          </Link>
          {' · '}
          <Link to={`pathname://${downloads.postman}`} download>
            Postman collection
          </Link>
        </li>
        <li>
          <span className={styles.label}>Other API references:</span>{' '}
          {otherDocuments.map((other, index) => (
            <span key={other.id}>
              {index > 0 ? ' · ' : null}
              <Link to={other.route}>{other.navLabel}</Link>
            </span>
          ))}
        </li>
      </ul>
    </>
  );
}

function Servers({document}: {readonly document: OpenApiDocument}) {
  const servers = document.servers ?? [];
  if (servers.length === 0) return null;
  return (
    <section>
      <Heading as="h2" id={sectionIds.servers}>
        Servers
      </Heading>
      <ul>
        {servers.map((server) => (
          <li key={server.url}>
            <code>{server.url}</code>
            {server.description === undefined ? null : ` ${server.description}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

const flowNames = [
  ['clientCredentials', 'client credentials'],
  ['authorizationCode', 'authorization code'],
  ['implicit', 'implicit'],
  ['password', 'password'],
  ['deviceAuthorization', 'device authorization'],
] as const;

function SchemeDetails({name, scheme}: {readonly name: string; readonly scheme: SecurityScheme}) {
  if (scheme.type !== 'oauth2') {
    return (
      <p>
        Type: <code>{scheme.type}</code>
      </p>
    );
  }
  return (
    <>
      {flowNames.map(([key, flowName]) => {
        const flow = scheme.flows[key];
        if (flow === undefined) return null;
        return (
          <div key={key}>
            <p>
              OAuth 2.0, {flowName} flow
              {'tokenUrl' in flow ? (
                <>
                  ; token URL <code>{flow.tokenUrl}</code>
                </>
              ) : null}
            </p>
            <ScrollTable label={`Scopes of ${name}`}>
              <thead>
                <tr>
                  <th scope="col">Scope</th>
                  <th scope="col">Grants</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(flow.scopes).map(([scope, grants]) => (
                  <tr key={scope}>
                    <td>
                      <code>{scope}</code>
                    </td>
                    <td>{grants}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
        );
      })}
    </>
  );
}

function Authentication({document}: {readonly document: OpenApiDocument}) {
  const schemes = Object.entries(document.components?.securitySchemes ?? {});
  if (schemes.length === 0) return null;
  return (
    <section>
      <Heading as="h2" id={sectionIds.authentication}>
        Authentication
      </Heading>
      {schemes.map(([name, schemeOrRef]) => {
        const scheme = resolve(document, schemeOrRef);
        return (
          <section key={name}>
            <Heading as="h3" id={anchors.securityScheme(name)}>
              {name}
            </Heading>
            <Markdown source={scheme.description} />
            <SchemeDetails name={name} scheme={scheme} />
          </section>
        );
      })}
    </section>
  );
}

/** The headers many responses send, described once; each response links its own to them. */
function ResponseHeaders({document}: {readonly document: OpenApiDocument}) {
  const shared = [...sharedResponseHeaders(document)];
  if (shared.length === 0) return null;
  return (
    <section>
      <Heading as="h2" id={sectionIds.headers}>
        Response headers
      </Heading>
      <p>Headers that many responses send. Each response lists the ones it sends and links here.</p>
      {shared.map(([name, $ref]) => {
        const header = resolve<ResponseHeader>(document, {$ref});
        return (
          <section key={name}>
            <Heading as="h3" id={anchors.header(name)}>
              {name}
            </Heading>
            <Markdown source={header.description} />
            {header.schema === undefined ? null : <SchemaView schema={header.schema} />}
          </section>
        );
      })}
    </section>
  );
}

function ErrorCodes({document}: {readonly document: OpenApiDocument}) {
  const codes = errorCodesOf(document);
  if (codes.length === 0) return null;
  return (
    <section>
      <Heading as="h2" id={sectionIds.errorCodes}>
        Error codes
      </Heading>
      <p>
        Errors in the group form: <code>errorGroup</code>, <code>errorCode</code>, <code>message</code> and{' '}
        <code>httpStatus</code>, one code for each rule the service enforces.
      </p>
      {errorAreas.map((area) => {
        const inArea = codes.filter((code) => code.areas.includes(area));
        if (inArea.length === 0) return null;
        return (
          <section key={area}>
            <Heading as="h3" id={anchors.errorArea(area)}>
              {errorAreaTitles[area]}
            </Heading>
            {/* Rows without ids (each code's home is its catalogue page), so the tables can come with the parts. */}
            <div {...deferredProps}>
              <ErrorCodeTable codes={inArea} label={`${errorAreaTitles[area]} error codes`} />
            </div>
          </section>
        );
      })}
    </section>
  );
}

/** Links from a lifecycle's calls to the operations; calls of other documents stay plain, as this page links only to its own. */
const operationLinksOf = perDocument((document): OperationLinks =>
  operationLinks(operationsOf(document), ({operationId}) => `#${anchors.operation(operationId)}`),
);

const tagDescription = (document: OpenApiDocument, name: string) =>
  document.tags?.find((tag) => tag.name === name)?.description;

function SchemaEntry({name, schema}: {readonly name: string; readonly schema: Schema}) {
  return (
    <section className={styles.schema}>
      <Heading as="h3" id={anchors.schema(name)}>
        {name}
      </Heading>
      <SchemaView schema={schema} name={name} />
    </section>
  );
}

/**
 * A status schema with its lifecycle: the field list and the state table stay server HTML, and the
 * diagram, which Mermaid draws in the browser, is an island of its own that goes live near the viewport.
 */
function LifecycleSchemaEntry({
  api,
  name,
  lifecycle,
  islandName,
}: {
  readonly api: string;
  readonly name: string;
  readonly lifecycle: Lifecycle;
  readonly islandName: string;
}) {
  return (
    <section className={styles.schema}>
      <StaticIsland name={`${islandName}-${name}`}>
        <ReferenceData api={api}>
          {({document}) => (
            <>
              <Heading as="h3" id={anchors.schema(name)}>
                {name}
              </Heading>
              <SchemaView schema={document.components?.schemas?.[name] ?? {}} name={name} />
              <p className={styles.lifecycleLead}>
                How a value follows another, which are final and what <code>GET</code> answers in each:
              </p>
              <LifecycleStateTable schema={name} lifecycle={lifecycle} links={operationLinksOf(document)} />
            </>
          )}
        </ReferenceData>
      </StaticIsland>
      <StaticIsland name={`${islandName}-${name}-diagram`} liveWhenNear>
        <LifecycleStateDiagram schema={name} lifecycle={lifecycle} />
      </StaticIsland>
    </section>
  );
}

function Schemas({
  api,
  groups,
  islandName,
}: {
  readonly api: string;
  readonly groups: readonly SchemaGroup[];
  readonly islandName: string;
}) {
  if (groups.length === 0) return null;
  return (
    <section>
      <StaticIsland name={`${islandName}-heading`}>
        <Heading as="h2" id={sectionIds.schemas}>
          Schemas
        </Heading>
      </StaticIsland>
      {groups.map((group, index) => {
        if ('lifecycle' in group) {
          return (
            <LifecycleSchemaEntry
              key={group.name}
              api={api}
              name={group.name}
              lifecycle={group.lifecycle}
              islandName={islandName}
            />
          );
        }
        return (
          <StaticIsland key={`${islandName}-${String(index)}`} name={`${islandName}-${String(index)}`}>
            <ReferenceData api={api}>
              {({document}) =>
                group.plain.map((name) => (
                  <SchemaEntry key={name} name={name} schema={document.components?.schemas?.[name] ?? {}} />
                ))
              }
            </ReferenceData>
          </StaticIsland>
        );
      })}
    </section>
  );
}

interface Props extends ReferencePageRouteProps {
  readonly index: ReferencePageIndex;
}

/**
 * The served page sends its samples, its schemas' fields and its closed sections apart, for a script to put
 * back (shared/deferred.ts): without JavaScript, the Markdown version, made from the whole page, has them.
 */
const noScriptNotice = (route: string) =>
  `<p class="alert alert--info">Without JavaScript this page leaves out its samples, its error code tables, the fields of its schemas and the content of its closed sections, the contents list on a phone among them. The <a href="${twinPath(route)}">Markdown version of this page</a> has them: the samples in curl and TypeScript, and each schema's fields under Schemas.</p>`;

/**
 * An API reference page, rendered from a bundled OpenAPI document at build time. It hydrates with its index
 * alone (navigation and outline): every section drawn from the document is a static island.
 */
export default function ApiReferencePage({index, apiDocument, otherDocuments}: Props): ReactNode {
  useSchemaExpansion();
  useCurrentSection();
  const api = apiDocument.id;
  return (
    <Layout title={apiDocument.title} description={index.description}>
      <div className={clsx('container', styles.page)}>
        <div className="row">
          {/* Plain links and a native <details>: nothing to hydrate, and the fixture's 324 entries cost a phone 0.4 s. */}
          <StaticIsland name={`${api}-navigation`} className="col col--3">
            <ApiNavigation items={index.navigation} label={`${apiDocument.navLabel} contents`} />
          </StaticIsland>
          <main className={clsx('col col--9', styles.main)}>
            {/* Fixed markup: as children React would escape it as text. */}
            <noscript dangerouslySetInnerHTML={{__html: noScriptNotice(apiDocument.route)}} />
            <header className={styles.header}>
              <CopyPage route={apiDocument.route} />
              <StaticIsland name={`${api}-header`}>
                <ReferenceData api={api}>
                  {({document}) => (
                    <Header document={document} apiDocument={apiDocument} otherDocuments={otherDocuments} />
                  )}
                </ReferenceData>
              </StaticIsland>
            </header>
            <StaticIsland name={`${api}-access`}>
              <ReferenceData api={api}>
                {({document}) => (
                  <>
                    <Servers document={document} />
                    <Authentication document={document} />
                    <ResponseHeaders document={document} />
                  </>
                )}
              </ReferenceData>
            </StaticIsland>
            {index.groups.map((group) => (
              <section key={group.name}>
                <StaticIsland name={`${api}-tag-${group.name}`}>
                  <ReferenceData api={api}>
                    {({document}) => (
                      <>
                        <Heading as="h2" id={anchors.tag(group.name)}>
                          {group.name}
                        </Heading>
                        <Markdown source={tagDescription(document, group.name)} />
                      </>
                    )}
                  </ReferenceData>
                </StaticIsland>
                {group.operations.map((operation) => (
                  <ApiOperation
                    key={operation.operationId}
                    api={api}
                    operation={operation}
                    islandName={`${api}-${operation.operationId}`}
                  />
                ))}
              </section>
            ))}
            <StaticIsland name={`${api}-error-codes`}>
              <ReferenceData api={api}>{({document}) => <ErrorCodes document={document} />}</ReferenceData>
            </StaticIsland>
            <Schemas api={api} groups={index.schemaGroups} islandName={`${api}-schemas`} />
          </main>
        </div>
      </div>
    </Layout>
  );
}
