// A named table of records with an optional totals row; on phones each row becomes a card whose cells carry their
// column's name, so nothing scrolls sideways at 390 px. No rows: the no-data state.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme, visuallyHidden } from '@mekong/ui';
import { NoData } from '../states';

export interface RecordColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Money and counts: right-aligned. */
  numeric?: boolean;
}

export interface RecordTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A totals row under the rows: its cells by column id (the first column's is the row's title); others stay empty. */
  totals?: Partial<Record<string, ReactNode>>;
}

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  & th {
    padding: ${theme.spacing(2)};
    color: ${theme.colors.muted};
    font-weight: 600;
    text-align: left;
    white-space: nowrap;
  }
  & td {
    padding: ${theme.spacing(2)};
    border-top: 1px solid ${theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  & [data-numeric] {
    text-align: right;
  }
  & tfoot td {
    border-top: 2px solid ${theme.colors.border};
    font-weight: 700;
  }
  ${theme.mq.mobile} {
    & thead {
      ${visuallyHidden}
    }
    & tr {
      display: flex;
      flex-direction: column;
      margin-bottom: ${theme.spacing(2)};
      padding: ${theme.spacing(2)} ${theme.spacing(3)};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.bg};
    }
    & tfoot tr {
      background: ${theme.colors.surfaceRaised};
    }
    & td,
    & tfoot td {
      display: flex;
      justify-content: space-between;
      gap: ${theme.spacing(3)};
      padding: ${theme.spacing(1)} 0;
      border: 0;
      text-align: right;
    }
    & td::before {
      content: attr(data-label);
      flex: none;
      color: ${theme.colors.muted};
      font-weight: 600;
      text-align: left;
    }
    & tfoot td:first-of-type::before,
    & td:empty {
      display: none;
    }
  }
`;

export function RecordTable<Row>({ label, columns, rows, rowKey, totals }: RecordTableProps<Row>) {
  if (rows.length === 0) return <NoData />;
  return (
    <table css={table} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" data-numeric={column.numeric || undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.id} data-label={column.header} data-numeric={column.numeric || undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <tr>
            {columns.map((column) => (
              <td key={column.id} data-label={column.header} data-numeric={column.numeric || undefined}>
                {totals[column.id]}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
