import type {ReactNode} from 'react';
import ScrollTable from '@site/src/components/common/ScrollTable';

export interface Column<Row> {
  readonly header: string;
  readonly cell: (row: Row, index: number) => ReactNode;
}

interface Props<Row> {
  /** Names the table's scroll region for screen readers. */
  readonly label: string;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** The first column heads its row. */
  readonly columns: readonly [Column<Row>, ...Column<Row>[]];
}

/** One table row per data entry, its first cell the row's header: the shape of every table on these pages. */
export default function RowTable<Row>({label, rows, rowKey, columns}: Props<Row>): ReactNode {
  const [first, ...rest] = columns;
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.header}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)}>
            <th scope="row">{first.cell(row, index)}</th>
            {rest.map((column) => (
              <td key={column.header}>{column.cell(row, index)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
