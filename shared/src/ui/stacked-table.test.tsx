/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable } from './stacked-table';

function Payments({ header, rows }: { header: string; rows: string[] }) {
  return (
    <StackedTable className="account-table">
      <thead>
        <tr>
          <th scope="col">{header}</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <td>{row}</td>
            <td>$9.99</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

// Issue 13 §3: on a phone each cell shows its column's header (data-label, read from the header row as rendered).
describe('StackedTable', () => {
  it('labels every cell with its column header and keeps its own class', () => {
    render(<Payments header="Date" rows={['Nov 1', 'Nov 2']} />);
    const table = screen.getByRole('table');
    expect(table).toHaveClass('stacked-table', 'account-table');
    expect(screen.getByRole('cell', { name: 'Nov 2' })).toHaveAttribute('data-label', 'Date');
    expect(screen.getAllByRole('cell', { name: '$9.99' })[0]).toHaveAttribute('data-label', 'Amount');
  });

  it('follows new rows and a header in another language', () => {
    const { rerender } = render(<Payments header="Date" rows={['Nov 1']} />);
    rerender(<Payments header="Fecha" rows={['Nov 1', 'Nov 3']} />);
    expect(screen.getByRole('cell', { name: 'Nov 1' })).toHaveAttribute('data-label', 'Fecha');
    expect(screen.getByRole('cell', { name: 'Nov 3' })).toHaveAttribute('data-label', 'Fecha');
  });
});
