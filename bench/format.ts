/** Output helpers of the benchmark. */

export const int = (n: number) => Math.round(n).toLocaleString('en-US');

export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** 1h 02m 03s / 4m 05s / 6.7s */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}h ${String(m).padStart(2, '0')}m ${rest}s` : `${m}m ${rest}s`;
}

export interface Column {
  title: string;
  align?: 'left' | 'right';
}

/** A fixed-width text table; column widths fit the longest cell. */
export function table(columns: Column[], rows: string[][]): string[] {
  const widths = columns.map((c, i) => Math.max(c.title.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (columns[i]!.align === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.title)), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
