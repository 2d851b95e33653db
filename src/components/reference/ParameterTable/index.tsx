import type {ReactNode} from 'react';
import type {Parameter} from '@site/contract-core';
import Markdown from '@site/src/components/common/Markdown';
import ScrollTable, {CellNote} from '@site/src/components/common/ScrollTable';
import {Badge, TypeLabel, useSchemaLinks, ValueFacts} from '@site/src/components/reference/SchemaView';
import {fieldTypeParts} from '@site/src/components/reference/SchemaView/schema';
import styles from './styles.module.css';

interface Props {
  readonly parameters: readonly Parameter[];
  /** Names the table's scroll region for screen readers. */
  readonly label: string;
}

/** Parameters as a table: name, where it goes, required or not, type, limits and values, description. */
export default function ParameterTable({parameters, label}: Props): ReactNode {
  const {lookup} = useSchemaLinks();
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type and values</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={`${parameter.in ?? ''}-${parameter.name}`}>
            <td>
              <code className={styles.name}>{parameter.name}</code>
              <CellNote>
                {parameter.in} {parameter.required === true ? <Badge kind="required">required</Badge> : 'optional'}
                {parameter.deprecated === true ? <Badge kind="deprecated">deprecated</Badge> : null}
              </CellNote>
            </td>
            <td>
              {parameter.schema === undefined ? null : (
                <>
                  <TypeLabel parts={fieldTypeParts(parameter.schema, lookup)} />
                  <ValueFacts schema={parameter.schema} />
                </>
              )}
            </td>
            <td>
              <Markdown source={parameter.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
