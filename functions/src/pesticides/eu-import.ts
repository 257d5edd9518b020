import {
  EU_SUBSTANCES_SOURCE,
  SUBSTANCE_STATUSES,
  pesticideTypeOfFunctions,
  type SubstanceStatus,
} from '@beewatch/shared';
import type { StoredSubstance } from './pesticide-entity.js';

/** The EU export's column headings used here (its header is on row 3). */
const COLUMNS = {
  id: 'Active Substance ID',
  name: 'Substance',
  cas: 'CAS Number',
  status: 'Status under Reg. (EC) No 1107/2009',
  approval: 'Date of approval',
  expiry: 'Expiration of approval',
  candidate: 'Candidate for substitution',
  lowRisk: 'Low-risk a.s.',
  authorised: 'Authorised',
  functions: 'Functions',
} as const;

/** 'dd/mm/yyyy' (or a Date cell) → 'yyyy-mm-dd'; null when empty or unreadable. */
export function euDate(v: unknown): string | null {
  if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString().slice(0, 10);
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(v ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

const text = (v: unknown) => {
  const s = String(v ?? '').trim();
  return s ? s : null;
};

/**
 * The substances of the EU Pesticides Database export (rows as read from its one sheet; the
 * header row is found by its 'Active Substance ID' heading). Each keeps the export's id
 * (`EU<id>`), its function codes and their pesticide type (pesticideTypeOfFunctions), status,
 * dates, candidate-for-substitution and low-risk flags and the member states where authorised;
 * the source is the export (CC BY 4.0, "© European Union, EU Pesticides Database"). The export
 * has no bee-toxicity column: LD50s stay empty until an administrator enters them.
 * @throws Error when the header row or a needed column is missing.
 */
export function substancesFromEuExport(
  rows: readonly (readonly unknown[])[],
  now = new Date(),
): StoredSubstance[] {
  const headerAt = rows.findIndex((r) => r.some((c) => String(c ?? '').trim() === COLUMNS.id));
  if (headerAt < 0) throw new Error('EU export: no header row');
  const header = rows[headerAt]!.map((c) => String(c ?? '').trim());
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`EU export: no column '${name}'`);
    return i;
  };
  const at = Object.fromEntries(Object.entries(COLUMNS).map(([k, v]) => [k, col(v)])) as Record<
    keyof typeof COLUMNS,
    number
  >;
  const out: StoredSubstance[] = [];
  for (const r of rows.slice(headerAt + 1)) {
    const id = Number(r[at.id]);
    const name = text(r[at.name]);
    if (!Number.isInteger(id) || id <= 0 || !name) continue;
    const status = text(r[at.status]);
    const cas = text(r[at.cas]);
    const functions = text(r[at.functions]);
    out.push({
      SubstanceID: `EU${id}`,
      Name: name.slice(0, 200),
      CasNumber: cas && /^\d{2,7}-\d{2}-\d$/.test(cas) ? cas : null,
      PesticideType: pesticideTypeOfFunctions(functions),
      Functions: functions,
      Status: (SUBSTANCE_STATUSES as readonly string[]).includes(status ?? '')
        ? (status as SubstanceStatus)
        : 'Pending',
      ApprovalDate: euDate(r[at.approval]),
      ExpiryDate: euDate(r[at.expiry]),
      CandidateForSubstitution: Boolean(text(r[at.candidate])),
      LowRisk: text(r[at.lowRisk])?.toLowerCase() === 'yes',
      AuthorisedIn: text(r[at.authorised]),
      ContactLd50: null,
      OralLd50: null,
      BeeToxicity: 'Unknown',
      Source: 'EU',
      SourceDate: EU_SUBSTANCES_SOURCE.Date,
      UpdatedDate: now.toISOString(),
    });
  }
  return out;
}
