import type { DomainSprayRow } from '@beewatch/shared';
import type { DataSort } from '@/components/ui/data-table';

/** The liaison's filters of the domain spray history (role-screens §7.4). */
export interface HistoryFilters {
  from: string;
  to: string;
  status: string;
  /** Part of the product's name or number, any case. */
  product: string;
  /** A PesticideType as text, or empty for any. */
  type: string;
  hazard: string;
  district: string;
  under48: boolean;
}

/** No filter but the days: from `from` to `to` (yyyy-mm-dd). */
export const daysOnly = (from: string, to: string): HistoryFilters => ({
  from,
  to,
  status: '',
  product: '',
  type: '',
  hazard: '',
  district: '',
  under48: false,
});

export const BEE_HAZARDS = ['red', 'amber', 'green', 'unknown'] as const;
/** The spec's CSV cap (role-screens §0.5). */
export const CSV_MAX_ROWS = 10_000;

/** Whether a row passes the screen's filters (the days are the server's). */
export function matchesFilters(r: DomainSprayRow, f: HistoryFilters): boolean {
  const product = f.product.trim().toLowerCase();
  return (
    (!f.status || String(r.Status) === f.status) &&
    (!f.type || String(r.PesticideType) === f.type) &&
    (!f.hazard || r.BeeHazard === f.hazard) &&
    (!f.district || r.District === f.district) &&
    (!f.under48 || r.Under48h) &&
    (!product || `${r.Product} ${r.AuthorisationNumber ?? ''}`.toLowerCase().includes(product))
  );
}

/** The sort value of a row in a sortable column. */
const SORT_VALUE: Record<string, (r: DomainSprayRow) => string | number> = {
  date: (r) => `${r.TreatmentDate}#${r.TimeOfDay}`,
  district: (r) => r.District,
  notice: (r) => r.NoticeHours,
  failures: (r) => r.Failed,
};

/** The rows in the order of a sortable column (unknown columns: by date). */
export function sortRows(rows: readonly DomainSprayRow[], sort: DataSort): DomainSprayRow[] {
  const value = SORT_VALUE[sort.column] ?? SORT_VALUE.date;
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (
      sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
    );
  });
}
