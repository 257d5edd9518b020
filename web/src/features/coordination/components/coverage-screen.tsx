import type { UnitCoverage } from '@beewatch/shared';
import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryStatus } from '@/components/ui/query-status';
import { useCoverage } from '../api/get-coverage';
import { CoordinationMap, type CoordinationMapData } from './coordination-map';
import { UNIT_RADIUS_M, coverageColour } from './labels';
import './coordination.css';
import { saveCsv } from '@/lib/csv';

/**
 * beewatchagent/swarmcollectordomain (role-screens §4.2): how the collectors' areas cover the
 * Swarm Domain — each area unit shaded by the active collectors covering it (red gap, amber thin,
 * green covered), the table with the season's reports, who covers a unit, and the gaps' export.
 */
export function CoverageScreen() {
  const { t } = useTranslation();
  const query = useCoverage();
  const [chosen, setChosen] = useState<string | null>(null);
  const data = query.data;
  const names = useMemo(() => new Map((data?.Collectors ?? []).map((c) => [c.UserName, c.Name])), [data]);

  const mapData = useMemo<CoordinationMapData>(
    () => ({
      points: (data?.Units ?? []).map((u) => ({
        id: u.AreaUnit,
        lat: u.Latitude,
        lng: u.Longitude,
        colour: coverageColour(u.Collectors.length),
        lines: [
          `${u.AreaUnit} ${u.PlaceName}`,
          t('coordination.coverage.covering', { count: u.Collectors.length }),
        ],
      })),
      circles: [
        ...(data?.Collectors ?? [])
          .filter((c) => c.Status === 'Active')
          .map((c) => ({
            lat: c.Latitude,
            lng: c.Longitude,
            radiusM: c.RadiusKm * 1000,
            colour: '#2563eb',
            fillOpacity: 0.03,
          })),
        ...(data?.Units ?? []).map((u) => ({
          lat: u.Latitude,
          lng: u.Longitude,
          radiusM: UNIT_RADIUS_M,
          colour: coverageColour(u.Collectors.length),
          fillOpacity: 0.3,
        })),
      ],
    }),
    [data, t],
  );

  const exportGaps = () => {
    const rows = (data?.Units ?? [])
      .filter((u) => u.Collectors.length < 2)
      .map((u) => ({
        AreaUnit: u.AreaUnit,
        Place: u.PlaceName,
        CollectorsCovering: u.Collectors.length,
        SeasonReports: u.SeasonReports,
        SeasonUnadopted: u.SeasonUnadopted,
      }));
    saveCsv(rows, 'swarm-coverage-gaps.csv');
  };

  const columns: DataColumn<UnitCoverage>[] = [
    { id: 'unit', header: t('coordination.coverage.unit'), cell: (u) => `${u.AreaUnit} ${u.PlaceName}` },
    {
      id: 'count',
      header: t('coordination.coverage.count'),
      cell: (u) => (
        <span className="status-badge">
          <span aria-hidden="true" style={{ background: coverageColour(u.Collectors.length) }} />
          {t(`coordination.coverage.level.${Math.min(u.Collectors.length, 2)}`, {
            count: u.Collectors.length,
          })}
        </span>
      ),
    },
    { id: 'reports', header: t('coordination.coverage.reports'), cell: (u) => u.SeasonReports },
    { id: 'unadopted', header: t('coordination.coverage.unadopted'), cell: (u) => u.SeasonUnadopted },
    {
      id: 'who',
      header: t('coordination.coverage.who'),
      cell: (u) => (
        <Button
          size="small"
          onClick={() => setChosen(chosen === u.AreaUnit ? null : u.AreaUnit)}
          aria-expanded={chosen === u.AreaUnit}
        >
          {t('coordination.coverage.show')}
        </Button>
      ),
    },
  ];
  const unit = data?.Units.find((u) => u.AreaUnit === chosen);

  return (
    <section aria-labelledby="coverage-title" className="coordination">
      <h1 id="coverage-title">{t('coordination.coverage.title')}</h1>
      <p className="hint">
        {t('coordination.coverage.intro')}{' '}
        <Link to="/beewatchagent/swarmdomain">{t('coordination.coverage.domainLink')}</Link>
      </p>
      <QueryStatus query={query} />
      {data && data.Units.length === 0 && <Alert variation="info">{t('coordination.noDomain')}</Alert>}
      {data && (
        <>
          <CoordinationMap
            data={mapData}
            label={t('coordination.coverage.mapLabel')}
            legend={[0, 1, 2].map((n) => ({
              colour: coverageColour(n),
              label: t(`coordination.coverage.legend.${n}`),
            }))}
          />
          <Flex gap="0.5rem" wrap="wrap">
            <Button onClick={exportGaps}>{t('coordination.coverage.export')}</Button>
            <Link className="amplify-button" to="/beewatchagent/addmember">
              {t('coordination.coverage.invite')}
            </Link>
          </Flex>
          {unit && (
            <div
              className="panel"
              role="region"
              aria-label={t('coordination.coverage.whoIn', { unit: unit.AreaUnit })}
            >
              <h2>{t('coordination.coverage.whoIn', { unit: `${unit.AreaUnit} ${unit.PlaceName}` })}</h2>
              {unit.Collectors.length === 0 ? (
                <p>{t('coordination.coverage.nobody')}</p>
              ) : (
                <ul>
                  {unit.Collectors.map((c) => (
                    <li key={c}>
                      <Link to={`/beewatchagent/editmember?user=${encodeURIComponent(c)}`}>
                        {names.get(c) ?? c}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <DataTable
            label={t('coordination.coverage.tableLabel')}
            columns={columns}
            rows={data.Units}
            rowId={(u) => u.AreaUnit}
            emptyText={t('coordination.noDomain')}
          />
        </>
      )}
    </section>
  );
}
