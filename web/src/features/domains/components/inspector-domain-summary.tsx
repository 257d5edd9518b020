import type { DomainCounts, DomainUnit, InspectorDomainSummary } from '@beewatch/shared';
import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryStatus } from '@/components/ui/query-status';
import { useInspectorDomainSummary } from '../api/get-inspector-domain-summary';
import { unitColumns } from './unit-columns';
import { FigureCards } from '@/components/ui/figure-cards';
import { saveCsv } from '@/lib/csv';

/** The counts in the order the figures, the table and the CSV show them. */
const COUNTS: (keyof DomainCounts)[] = [
  'Beekeepers',
  'Apiaries',
  'Colonies',
  'InspectionsThisSeason',
  'OpenStandstills',
];

type UnitRow = DomainUnit & Partial<DomainCounts>;

/**
 * The table the summary exports: one line per area unit (unit, place, the counts) and a totals
 * line, with the headers in the UI language (written out by lib/csv).
 */
export function summaryTable(
  summary: InspectorDomainSummary,
  units: readonly DomainUnit[],
  header: (count: keyof DomainCounts) => string,
  labels: { unit: string; place: string; total: string },
): { fields: string[]; data: unknown[][] } {
  const places = new Map(units.map((u) => [u.AreaUnit, u.PlaceName]));
  const fields = [labels.unit, labels.place, ...COUNTS.map(header)];
  const data = [
    ...summary.Units.map((u) => [u.AreaUnit, places.get(u.AreaUnit) ?? '', ...COUNTS.map((k) => u[k])]),
    [labels.total, '', ...COUNTS.map((k) => summary.Totals[k])],
  ];
  return { fields, data };
}

/**
 * The bee inspector's part of beeinspector/domain (role-screens §8.2), shown to BeeInspectors only
 * (the route answers them alone): the domain's counts — registered beekeepers, apiaries, colonies,
 * inspections this season, open standstills — as figures, per area unit in the units table, the
 * neighbouring inspectors by name, and the summary as CSV.
 */
export function InspectorDomainSection({ units }: { units: DomainUnit[] }) {
  const { t } = useTranslation();
  const summary = useInspectorDomainSummary();
  const data = summary.data;
  const header = (k: keyof DomainCounts) => t(`domains.inspector.count.${k}`, { season: data?.Season });
  const rows = useMemo<UnitRow[]>(() => {
    const counts = new Map((data?.Units ?? []).map((u) => [u.AreaUnit, u]));
    return units.map((u) => ({ ...u, ...counts.get(u.AreaUnit) }));
  }, [units, data]);
  // Unit and place, then the counts under short headings (the figures above carry the long ones),
  // so the table fits a desk screen's content without a sideways scroll.
  const columns: DataColumn<UnitRow>[] = [
    ...unitColumns<UnitRow>(t).filter((c) => !data || c.id !== 'country'),
    ...(data
      ? COUNTS.map((k) => ({
          id: k,
          header: t(`domains.inspector.column.${k}`, { season: data.Season }),
          cell: (u: UnitRow) => u[k] ?? 0,
        }))
      : []),
  ];

  const exportCsv = () => {
    if (!data) return;
    const table = summaryTable(data, units, header, {
      unit: t('domains.unit'),
      place: t('domains.place'),
      total: t('domains.inspector.total'),
    });
    saveCsv(table, `domain-summary-${data.Season}.csv`);
  };

  return (
    <>
      <QueryStatus query={summary} loadingLabel={t('domains.inspector.loading')} />
      {data && (
        <section aria-labelledby="domain-figures-title">
          <Heading level={2} id="domain-figures-title">
            {t('domains.inspector.figuresTitle')}
          </Heading>
          <FigureCards figures={COUNTS.map((k) => ({ id: k, label: header(k), value: data.Totals[k] }))} />
          <Text fontSize="small" className="domain-hint">
            {t('domains.inspector.countsHint')}
          </Text>
          <Button size="small" onClick={exportCsv}>
            {t('domains.inspector.export')}
          </Button>
        </section>
      )}
      <DataTable
        label={t('domains.unitsLabel')}
        columns={columns}
        rows={rows}
        rowId={(u) => u.AreaUnit}
        emptyText={t('domains.none')}
      />
      {data && (
        <section aria-labelledby="domain-neighbours-title">
          <Heading level={2} id="domain-neighbours-title">
            {t('domains.inspector.neighboursTitle')}
          </Heading>
          <Text>{t('domains.inspector.neighboursHint', { km: data.NeighbourRadiusKm })}</Text>
          {data.Neighbours.length === 0 ? (
            <Text>{t('domains.inspector.noNeighbours')}</Text>
          ) : (
            <ul className="domain-neighbours">
              {data.Neighbours.map((n) => (
                <li key={n.UserName}>
                  {t('domains.inspector.neighbour', { name: n.Name, units: n.Units.join(', ') })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
