import type { CSSProperties, ReactNode } from 'react';

type BackOfficeTableProps = {
  /** Read by screen readers only: what the rows are. */
  caption: string;
  columns: readonly string[];
  /** The rows. */
  children: ReactNode;
  /** The table's narrowest width, where fewer columns need less room than the offers' eight. */
  minWidth?: CSSProperties['minWidth'];
};

/**
 * A back-office table of editable rows (jails, offers, employees, payouts): a frame that scrolls sideways on a
 * phone, a caption and one heading per column.
 */
export function BackOfficeTable({ caption, columns, children, minWidth }: BackOfficeTableProps) {
  return (
    <div className="offer-table-wrap">
      <table className="offer-table" style={minWidth === undefined ? undefined : { minWidth }}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
