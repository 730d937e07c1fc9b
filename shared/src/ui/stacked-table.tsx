import { type ComponentProps, useLayoutEffect, useRef } from 'react';

/**
 * A data table that becomes stacked cards on a phone (issue 13 §3; the shell's stylesheet, `.stacked-table`): each
 * row a card, each cell with its column's header before it. The cells take their labels from the header row as
 * rendered (`data-label`), so they read in the page's language and no text is written twice.
 * @example <StackedTable className="account-table"><thead>…</thead><tbody>…</tbody></StackedTable>
 */
export function StackedTable({ className, children, ...table }: ComponentProps<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  // After every render: rows and header texts change with the data and the language.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    for (const row of element.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, index) => {
        const label = headers[index];
        if (label && cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
      });
    }
  });
  return (
    <table ref={ref} className={className ? `stacked-table ${className}` : 'stacked-table'} {...table}>
      {children}
    </table>
  );
}
