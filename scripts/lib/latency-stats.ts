/** The value at percentile `p` (0–100) of `sorted` (ascending), nearest rank; 0 for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** Latencies and failures of one named step of `npm run load`. */
export class StepStats {
  readonly latencies: number[] = [];
  errors = 0;
  /** The first few failures, for the report. */
  readonly samples: string[] = [];

  record(ms: number): void {
    this.latencies.push(ms);
  }

  fail(ms: number, message: string): void {
    this.latencies.push(ms);
    this.errors += 1;
    if (this.samples.length < 3) this.samples.push(message);
  }

  summary(): { requests: number; errors: number; p50: number; p99: number } {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      errors: this.errors,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  }
}
