import { describe, expect, it } from 'vitest';
import { BUNDLES, compareWithBudgets, readBudgets } from './budgets';

const budgets = { 'API Worker': 300, shell: 10 };

describe('compareWithBudgets', () => {
  it('passes bundles within their budget, the budget itself included', () => {
    const { lines, failures } = compareWithBudgets(
      [
        { label: 'API Worker', bytes: 300 * 1024 },
        { label: 'shell', bytes: 9 * 1024 },
      ],
      budgets,
    );
    expect(failures).toEqual([]);
    expect(lines).toEqual([
      'API Worker        300.0 KiB of  300.0 KiB',
      'shell               9.0 KiB of   10.0 KiB',
    ]);
  });

  it('fails a bundle over its budget with both figures', () => {
    const { lines, failures } = compareWithBudgets([{ label: 'shell', bytes: 10 * 1024 + 52 }], budgets);
    expect(failures).toEqual(['shell is 10.1 KiB gzipped, over its budget of 10.0 KiB']);
    expect(lines[0]).toMatch(/OVER$/);
  });

  it('fails a bundle without a budget, and one that was not built', () => {
    const { failures } = compareWithBudgets(
      [
        { label: 'remote new', bytes: 1024 },
        { label: 'shell', bytes: undefined },
      ],
      budgets,
    );
    expect(failures).toEqual([
      'remote new: no budget in budgets.json',
      'shell: not built (no .js or .css to measure)',
    ]);
  });
});

describe('budgets.json', () => {
  it('has a budget for every bundle the build makes', () => {
    const file = readBudgets();
    expect(Object.keys(file).sort()).toEqual(BUNDLES.map(([label]) => label).sort());
  });
});
