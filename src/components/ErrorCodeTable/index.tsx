import {Fragment, type ReactNode} from 'react';
import type {ErrorCode} from '@site/plugins/openapi-docs/model';
import Markdown from '@site/src/components/Markdown';
import ScrollTable, {CellNote} from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

interface Props {
  readonly codes: readonly ErrorCode[];
  /** Names the table's scroll region for screen readers. */
  readonly label: string;
}

/** A code such as PAYMENT_METHOD_NOT_FOUND may break after its underscores, and nowhere else. */
function breakable(code: string): ReactNode {
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

/** Error codes in the group form, with the rule each one enforces and when it happens. */
export default function ErrorCodeTable({codes, label}: Props): ReactNode {
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <th scope="col">errorCode</th>
          <th scope="col">message</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.name}>
            <td>
              <code>{breakable(code.errorCode)}</code>
              <CellNote>
                errorGroup <code>{code.errorGroup}</code>
              </CellNote>
              <CellNote>httpStatus {code.httpStatus}</CellNote>
            </td>
            <td>{code.message}</td>
            <td>
              {code.rule === undefined ? null : <p className={styles.rule}>{code.rule}</p>}
              <Markdown source={code.when} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
