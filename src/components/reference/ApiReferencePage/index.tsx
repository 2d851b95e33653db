import {useMemo, type ReactNode} from 'react';
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
  type Lifecycle,
  lifecycleOf,
  type OpenApiDocument,
  operationsByTag,
  operationsOf,
  resolve,
  type Schema,
  schemaNames,
  sectionIds,
  type SecurityScheme,
} from '@site/contract-core';
import type {ReferencePageData, ReferencePageRouteProps} from '@site/plugins/openapi-docs/types';
import ApiNavigation from '@site/src/components/reference/ApiNavigation';
import ApiOperation, {exampleTabsClassName} from '@site/src/components/reference/ApiOperation';
import ErrorCodeTable from '@site/src/components/reference/ErrorCodeTable';
import LifecycleStateDiagram from '@site/src/components/reference/LifecycleStateDiagram';
import LifecycleStateTable, {
  operationLinks,
  type OperationLinks,
} from '@site/src/components/reference/LifecycleStateTable';
import Markdown, {MarkdownProvider} from '@site/src/components/common/Markdown';
import SchemaView, {SchemaProvider, type SchemaLinks} from '@site/src/components/reference/SchemaView';
import ScrollTable from '@site/src/components/common/ScrollTable';
import StaticIsland from '@site/src/components/common/StaticIsland';
import CopyPage from '@site/src/components/common/CopyPage';
import {useSchemaExpansion} from './expandSchemas';
import {navigationItems} from './navigation';
import styles from './styles.module.css';

function Header({
  document,
  apiDocument,
  otherDocuments,
}: {readonly document: OpenApiDocument} & ReferencePageRouteProps) {
  const downloads = downloadPaths(apiDocument.id);
  const info = document.info;
  return (
    <header className={styles.header}>
      <CopyPage route={apiDocument.route} />
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
    </header>
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
            <ErrorCodeTable codes={inArea} label={`${errorAreaTitles[area]} error codes`} />
          </section>
        );
      })}
    </section>
  );
}

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
  name,
  schema,
  lifecycle,
  links,
  islandName,
}: {
  readonly name: string;
  readonly schema: Schema;
  readonly lifecycle: Lifecycle;
  readonly links: OperationLinks;
  readonly islandName: string;
}) {
  return (
    <section className={styles.schema}>
      <Heading as="h3" id={anchors.schema(name)}>
        {name}
      </Heading>
      <StaticIsland name={`${islandName}-${name}`}>
        <SchemaView schema={schema} name={name} />
        <p className={styles.lifecycleLead}>
          How a value follows another, which are final and what <code>GET</code> answers in each:
        </p>
        <LifecycleStateTable schema={name} lifecycle={lifecycle} links={links} />
      </StaticIsland>
      <StaticIsland name={`${islandName}-${name}-diagram`} liveWhenNear>
        <LifecycleStateDiagram schema={name} lifecycle={lifecycle} />
      </StaticIsland>
    </section>
  );
}

function Schemas({document, islandName}: {readonly document: OpenApiDocument; readonly islandName: string}) {
  const components = document.components?.schemas ?? {};
  const names = schemaNames(document);
  // Calls of other documents stay plain: this page links only to its own operations.
  const links = useMemo(
    () => operationLinks(operationsOf(document), ({operationId}) => `#${anchors.operation(operationId)}`),
    [document],
  );
  if (names.length === 0) return null;
  // Schemas without a lifecycle are grouped into static islands, broken where a lifecycle schema stands.
  type Group = {readonly plain: string[]} | {readonly name: string; readonly lifecycle: Lifecycle};
  const groups: Group[] = [{plain: []}];
  for (const name of names) {
    const lifecycle = lifecycleOf(components[name]);
    const last = groups.at(-1);
    if (lifecycle !== undefined) groups.push({name, lifecycle});
    else if (last !== undefined && 'plain' in last) last.plain.push(name);
    else groups.push({plain: [name]});
  }
  return (
    <section>
      <Heading as="h2" id={sectionIds.schemas}>
        Schemas
      </Heading>
      {groups.map((group, index) => {
        if ('lifecycle' in group) {
          return (
            <LifecycleSchemaEntry
              key={group.name}
              name={group.name}
              schema={components[group.name] ?? {}}
              lifecycle={group.lifecycle}
              links={links}
              islandName={islandName}
            />
          );
        }
        if (group.plain.length === 0) return null;
        return (
          <StaticIsland key={`${islandName}-${String(index)}`} name={`${islandName}-${String(index)}`}>
            {group.plain.map((name) => (
              <SchemaEntry key={name} name={name} schema={components[name] ?? {}} />
            ))}
          </StaticIsland>
        );
      })}
    </section>
  );
}

interface Props extends ReferencePageRouteProps {
  readonly document: OpenApiDocument;
  readonly pageData: ReferencePageData;
}

/** Without JavaScript the example tabs cannot switch: show every panel, one under the other. */
const noScriptStyle = `<style>.${exampleTabsClassName}{display:none}.${exampleTabsClassName} + div > [role=tabpanel]{display:block !important}</style>`;

/** An API reference page, rendered from a bundled OpenAPI document at build time. */
export default function ApiReferencePage({document, pageData, apiDocument, otherDocuments}: Props): ReactNode {
  useSchemaExpansion();
  const schemaLinks = useMemo<SchemaLinks>(() => {
    const schemas = document.components?.schemas ?? {};
    return {
      lookup: (name) => {
        const schema = schemas[name];
        return schema === undefined ? undefined : resolve(document, schema);
      },
      href: (name) => `#${anchors.schema(name)}`,
    };
  }, [document]);
  const groups = operationsByTag(document);
  const summary = (document.info as {summary?: string} | undefined)?.summary;
  return (
    <Layout title={apiDocument.title} description={summary ?? document.info?.title}>
      {/* A fixed style sheet: as children React would escape it as text. */}
      <noscript dangerouslySetInnerHTML={{__html: noScriptStyle}} />
      <MarkdownProvider value={pageData.markdown}>
        <SchemaProvider value={schemaLinks}>
          <div className={clsx('container', styles.page)}>
            <div className="row">
              <div className="col col--3">
                <ApiNavigation items={navigationItems(document)} label={`${apiDocument.navLabel} contents`} />
              </div>
              <main className={clsx('col col--9', styles.main)}>
                <Header document={document} apiDocument={apiDocument} otherDocuments={otherDocuments} />
                <Servers document={document} />
                <Authentication document={document} />
                {groups.map((group) => (
                  <section key={group.name}>
                    <Heading as="h2" id={anchors.tag(group.name)}>
                      {group.name}
                    </Heading>
                    <Markdown source={group.description} />
                    {group.operations.map((entry) => (
                      <ApiOperation
                        key={entry.operationId}
                        entry={entry}
                        document={document}
                        sample={pageData.samples[entry.operationId]}
                        checkerKey={pageData.checkerKeys[entry.operationId]}
                        islandName={`${apiDocument.id}-${entry.operationId}`}
                        api={apiDocument.id}
                      />
                    ))}
                  </section>
                ))}
                <ErrorCodes document={document} />
                <Schemas document={document} islandName={`${apiDocument.id}-schemas`} />
              </main>
            </div>
          </div>
        </SchemaProvider>
      </MarkdownProvider>
    </Layout>
  );
}
