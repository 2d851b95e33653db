import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  lifecycleRows,
  moverCall,
  transitionLabel,
  type Lifecycle,
  type LifecycleRow,
  type Mover,
} from '@site/contract-core';
import ScrollTable, {CellNote} from '@site/src/components/common/ScrollTable';
import type {OperationLinks} from './operationLinks';
import styles from './styles.module.css';

export {operationLinks, type OperationLinks} from './operationLinks';

interface Props {
  /** The status enum's schema name, which names the table. */
  readonly schema: string;
  readonly lifecycle: Lifecycle;
  readonly links: OperationLinks;
}

function CallName({call, href}: {readonly call: string; readonly href: string | undefined}) {
  return href === undefined ? (
    <code>{call}</code>
  ) : (
    <Link to={href}>
      <code>{call}</code>
    </Link>
  );
}

/** Names as code, separated by commas. */
function CodeList({values}: {readonly values: readonly string[]}) {
  return values.map((value, index) => (
    <span key={value}>
      {index > 0 ? ', ' : null}
      <code>{value}</code>
    </span>
  ));
}

function Mover({by, links}: {readonly by: Mover; readonly links: OperationLinks}) {
  if (moverCall(by) === undefined) return <>the {by}</>;
  return <CallName call={by} href={links.callHref(by)} />;
}

/** What the caller may do in a state: its calls, or why there are none. */
function ActionsCell({row, links}: {readonly row: LifecycleRow; readonly links: OperationLinks}) {
  const actions = row.details.actions ?? [];
  if (actions.length === 0) return row.details.terminal ? 'Nothing: it is final' : 'Wait: the service moves it on';
  return (
    <ul className={styles.list}>
      {actions.map((operationId) => {
        const operation = links.byId(operationId);
        return (
          <li key={operationId}>
            {operation === undefined ? (
              <code>{operationId}</code>
            ) : (
              <CallName call={operation.call} href={operation.href} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** How the entity reaches a state: the calls that create it there and the transitions into it. */
function ArrivalsCell({row, links}: {readonly row: LifecycleRow; readonly links: OperationLinks}) {
  return (
    <ul className={styles.list}>
      {row.starts.map((start) => (
        <li key={`start ${start.by}`}>
          Created by <Mover by={start.by} links={links} />
        </li>
      ))}
      {row.arrivals.map((arrival, index) => {
        const after = arrival.after === undefined ? '' : ` (${transitionLabel(arrival)})`;
        return (
          <li key={`${arrival.from} ${String(index)}`}>
            From <code>{arrival.from}</code>, by <Mover by={arrival.by} links={links} />
            {after}: {arrival.when}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A lifecycle as a table readable without JavaScript: each current state, whether it is final, what the
 * entity's GET answers in it, what the caller may do, how the entity gets there and which webhook says so.
 */
export default function LifecycleStateTable({schema, lifecycle, links}: Props): ReactNode {
  const rows = lifecycleRows(lifecycle);
  const hasGet = lifecycle.get !== undefined;
  return (
    <ScrollTable label={`Lifecycle of ${schema}`}>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Final</th>
          {hasGet ? <th scope="col">GET answers</th> : null}
          <th scope="col">What you can do</th>
          <th scope="col">How it gets there</th>
          <th scope="col">Webhook</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.state}>
            <th scope="row" className={styles.state}>
              <code>{row.state}</code>
              {row.details.description === undefined ? null : <CellNote>{row.details.description}</CellNote>}
              {row.aliases.length === 0 ? null : (
                <CellNote>
                  Deprecated values read as this: <CodeList values={row.aliases} />
                </CellNote>
              )}
            </th>
            <td>{row.details.terminal ? 'Final' : 'No'}</td>
            {hasGet ? (
              <td>
                <code>{row.details.getStatus}</code>
                {row.expires && lifecycle.expiry !== undefined ? (
                  <CellNote>
                    <code>{lifecycle.expiry.getStatus}</code> once expired
                  </CellNote>
                ) : null}
              </td>
            ) : null}
            <td>
              <ActionsCell row={row} links={links} />
            </td>
            <td>
              <ArrivalsCell row={row} links={links} />
            </td>
            <td>{row.events.length === 0 ? 'None' : <CodeList values={row.events} />}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
