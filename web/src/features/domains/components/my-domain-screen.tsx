import type { DomainRole } from '@beewatch/shared';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PointsMap, type MapPoint } from '@/components/map/points-map';
import { DataTable } from '@/components/ui/data-table';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDisplayDate } from '@/lib/dates';
import { useMyDomain } from '../api/get-my-domain';
import { InspectorDomainSection } from './inspector-domain-summary';
import { unitColumns } from './unit-columns';
import './domains.css';

const TITLE_KEY: Record<DomainRole, string> = {
  SwarmCoordinator: 'domains.title.swarm',
  SprayLaison: 'domains.title.spray',
  BeeInspector: 'domains.title.inspection',
};

/**
 * The holder's own domain (role-screens §0.5): beewatchagent/swarmdomain (the coordinator's
 * Swarm Domain, the liaison's Spray Domain) and beeinspector/domain (§8.2). Its name, who set it
 * last, and its area units on a map (their centroids) and in a table with their places. Only an
 * Administrator changes it: the screen links to a message to the administrators with the change
 * request's title filled in. A bee inspector also gets the domain's counts, the neighbouring
 * inspectors and the summary CSV (InspectorDomainSection), asked for only when the domain is a
 * BeeInspector's, so the other roles never request inspection data.
 */
export function MyDomainScreen() {
  const { t, i18n } = useTranslation();
  const domain = useMyDomain();
  const data = domain.data;
  const title = data ? t(TITLE_KEY[data.RoleName]) : t('domains.title.generic');
  const points = useMemo<MapPoint[]>(
    () =>
      (data?.Units ?? []).map((u) => ({
        id: u.AreaUnit,
        lat: u.Latitude,
        lng: u.Longitude,
        lines: [u.AreaUnit, u.PlaceName],
      })),
    [data],
  );
  const changeTitle = data ? t('domains.changeRequestTitle', { name: data.Name || title }) : '';

  return (
    <section aria-labelledby="my-domain-title" className="my-domain">
      <Heading level={1} id="my-domain-title" tabIndex={-1}>
        {title}
      </Heading>
      <QueryStatus query={domain} />
      {data && (
        <Flex direction="column" gap="1rem">
          {data.Units.length === 0 ? (
            <Text>{t('domains.none')}</Text>
          ) : (
            <Text>
              {t('domains.summary', { name: data.Name, count: data.Units.length })}
              {data.UpdatedAt &&
                ` ${t('domains.updated', { date: formatDisplayDate(data.UpdatedAt, i18n.language) })}`}
            </Text>
          )}
          <Text>
            {t('domains.changeHint')}{' '}
            <Link to={`/home/newmessage?title=${encodeURIComponent(changeTitle)}`}>
              {t('domains.writeToAdmin')}
            </Link>
          </Text>
          {data.Units.length > 0 && <PointsMap points={points} label={t('domains.mapLabel')} />}
          {data.RoleName === 'BeeInspector' && data.Units.length > 0 ? (
            <InspectorDomainSection units={data.Units} />
          ) : (
            data.Units.length > 0 && (
              <DataTable
                label={t('domains.unitsLabel')}
                columns={unitColumns(t)}
                rows={data.Units}
                rowId={(u) => u.AreaUnit}
                emptyText={t('domains.none')}
              />
            )
          )}
        </Flex>
      )}
    </section>
  );
}
