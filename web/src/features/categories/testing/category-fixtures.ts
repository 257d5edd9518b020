import type { CategoryActivity, CategoryRow } from '@beewatch/shared';
import { ulid } from '@/testing/fixtures';

/** Id of category `n`. */
export const categoryId = (n: number) => ulid(n, '01HZC');

/** Category list row number `n`. */
export function categoryRowOf(n: number, overrides: Partial<CategoryRow> = {}): CategoryRow {
  return {
    CategoryID: categoryId(n),
    Name: `Category ${String(n).padStart(3, '0')}`,
    Description: `Description ${n}`,
    RecipientName: n % 2 ? `Recipient ${n}` : '',
    RecipientEmail: n % 2 ? `r${n}@example.org` : '',
    RecipientCount: n % 2 ? 1 : 0,
    ...overrides,
  };
}

/** Rows `from`..`from+count-1`. */
export function categoryRowsOf(from: number, count: number): CategoryRow[] {
  return Array.from({ length: count }, (_, i) => categoryRowOf(from + i));
}

/** A saved category with an EmergencyService activity escalated by email to two recipients. */
export function activityOf(n: number, overrides: Partial<CategoryActivity> = {}): CategoryActivity {
  return {
    CategoryID: categoryId(n),
    Name: `Category ${n}`,
    Description: `Description ${n}`,
    ActivityNotes: 'Call before visiting',
    Responsibility: 4,
    EscalateByInt: 2,
    AudibleDesktopAlarm: false,
    Map: true,
    Image: false,
    Notes: true,
    Recipients: [
      { Name: 'Ana Silva', Email: 'ana@example.org', Phone: '' },
      { Name: 'Ben Dupont', Email: 'ben@example.org', Phone: '' },
    ],
    ...overrides,
  };
}
