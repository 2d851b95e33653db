import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {errorAreaTitles, errorCodeHome, errorCodeHref, type ErrorArea, type ErrorCode} from '@site/contract-core';
import Markdown from '@site/src/components/common/Markdown';
import ScrollTable, {CellNote} from '@site/src/components/common/ScrollTable';
import styles from './styles.module.css';

interface Props {
  readonly codes: readonly ErrorCode[];
  /** Names the table's scroll region for screen readers. */
  readonly label: string;
  /**
   * The catalogue this table is, on a docs catalogue page: the codes whose home it is carry their code as
   * the row's id, and the others link to their home. Without it (the API reference), every code links home.
   */
  readonly area?: ErrorArea;
  /**
   * What to do after each code, shown under its rule and when it happens: the docs catalogues give it
   * (`x-error-guidance`); the API reference leaves it out.
   */
  readonly guidanceOf?: (code: ErrorCode) => ReactNode;
}

/** A code such as PAYMENT_METHOD_NOT_FOUND may break after its underscores, and nowhere else. */
export function breakable(code: string): ReactNode {
  return code.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          _<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

function CodeCell({
  code,
  codes,
  area,
}: {
  readonly code: ErrorCode;
  readonly codes: readonly ErrorCode[];
  readonly area?: ErrorArea;
}) {
  const home = errorCodeHome(code);
  const name = <code>{breakable(code.errorCode)}</code>;
  if (home === area) return name;
  return (
    <>
      <Link to={errorCodeHref(codes, code.errorCode)}>{name}</Link>
      {area === undefined ? null : <CellNote>listed under {errorAreaTitles[home]}</CellNote>}
    </>
  );
}

/** Error codes in the group form, with the rule each one enforces and when it happens. */
export default function ErrorCodeTable({codes, label, area, guidanceOf}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorOf = (code: ErrorCode) => {
    if (area === undefined || errorCodeHome(code) !== area) return undefined;
    brokenLinks.collectAnchor(code.errorCode);
    return code.errorCode;
  };
  const whenLabel = guidanceOf === undefined ? 'When' : 'When, and what to do';
  return (
    <ScrollTable label={label}>
      <thead className={styles.head}>
        <tr>
          <th scope="col">errorCode</th>
          <th scope="col">message</th>
          <th scope="col">{whenLabel}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.name} id={anchorOf(code)} className={styles.entry}>
            <td>
              <CodeCell code={code} codes={codes} area={area} />
              <CellNote>
                errorGroup <code>{code.errorGroup}</code>
              </CellNote>
              <CellNote>httpStatus {code.httpStatus}</CellNote>
            </td>
            <td data-label="message">{code.message}</td>
            <td data-label={whenLabel}>
              {code.rule === undefined ? null : <p className={styles.rule}>{code.rule}</p>}
              <Markdown source={code.when} />
              {guidanceOf?.(code)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
