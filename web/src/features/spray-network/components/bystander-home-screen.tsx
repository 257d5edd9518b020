import {
  SaveMyPreferencesRequest,
  TreatmentStatus,
  type AlertPreferences,
  type NearbySpray,
} from '@beewatch/shared';
import { Card, Grid, Heading } from '@aws-amplify/ui-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProgress } from '@/components/ui/query-status';
import { Link } from 'react-router-dom';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { useAlerts } from '@/components/ui/alerts';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormSubmit, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { useBystanderHome } from '../api/get-bystander-home';
import { useSaveMyPreferences } from '../api/save-my-preferences';
import { sprayText } from './labels';
import { LocalCoordinatorCards } from './local-coordinator';
import { PreferencesFields } from './preferences-fields';
import { SprayNetScreen } from './spray-net-screen';
import './spray-network.css';

/** The columns of a list of sprays near home (home and activity screens). */
export function useNearbyColumns(): DataColumn<NearbySpray>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const x = sprayText(t, i18n.language);
    return [
      {
        id: 'date',
        header: t('sprayNet.col.when'),
        cell: (s) => `${x.day(s.TreatmentDate)} · ${x.time(s.TimeOfDay)}`,
      },
      {
        id: 'distance',
        header: t('sprayNet.col.distance'),
        cell: (s) => `${x.band(s.Band)} · ${x.direction(s.Direction)}`,
      },
      {
        id: 'product',
        header: t('sprayNet.col.product'),
        cell: (s) => `${s.Product} · ${x.type(s.PesticideType)}`,
      },
      { id: 'status', header: t('sprayNet.col.status'), cell: (s) => x.status(s.Status) },
      {
        id: 'alert',
        header: t('sprayNet.col.alertReceived'),
        cell: (s) =>
          s.AlertedAt
            ? `${x.day(s.AlertedAt.slice(0, 10))} · ${s.AlertChannels.map(x.channel).join(', ')}`
            : t('sprayNet.notAlerted'),
      },
    ];
  }, [t, i18n.language]);
}

/** The map of a home with its 1 km ring and the sprays near it, each at an approximate place. */
export function HomeMap({
  home,
  sprays,
  radiusM,
  label,
}: {
  home: { Latitude: number; Longitude: number; PostCode: string; PlaceName: string };
  sprays: NearbySpray[];
  radiusM: number;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const data = useMemo<SitesMapData>(() => {
    const x = sprayText(t, i18n.language);
    return {
      center: { lat: home.Latitude, lng: home.Longitude },
      zoom: 13,
      circle: { lat: home.Latitude, lng: home.Longitude, radiusM, color: '#b45309' },
      points: [
        {
          id: 'home',
          lat: home.Latitude,
          lng: home.Longitude,
          kind: 'home' as const,
          place: `${home.PlaceName} ${home.PostCode}`,
          lines: [t('sprayNet.home.yourHome', { postCode: home.PostCode })],
        },
        ...sprays.map((s) => ({
          id: s.SprayNotificationID,
          lat: s.ApproxLatitude,
          lng: s.ApproxLongitude,
          kind: 'spray' as const,
          place: t('sprayNet.home.approxPlace', {
            band: x.band(s.Band),
            direction: x.direction(s.Direction),
          }),
          lines: [
            `${x.day(s.TreatmentDate)} · ${x.time(s.TimeOfDay)}`,
            `${x.type(s.PesticideType)} · ${s.Product}`,
            x.status(s.Status),
          ],
        })),
      ],
      arrows: [],
      polygons: [],
    };
  }, [home, sprays, radiusM, t, i18n.language]);
  return <SitesMap data={data} label={label} height={380} />;
}

function MyPreferencesForm({ prefs }: { prefs: AlertPreferences }) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const save = useSaveMyPreferences();
  const { form, submit, serverError } = useSchemaForm(SaveMyPreferencesRequest, {
    defaultValues: {
      Channel: 'email',
      AlertEmail: '',
      Mobile: '',
      Language: 'en',
      CallBeforeSpraying: false,
    },
    onSubmit: async (values) => {
      const { message } = await save.mutateAsync(values);
      showAlert('success', message, { autoClose: true });
    },
  });
  const { reset } = form;
  useEffect(() => {
    reset({
      Channel: prefs.Channel,
      AlertEmail: prefs.AlertEmail ?? '',
      Mobile: prefs.Mobile ?? '',
      Language: prefs.Language,
      CallBeforeSpraying: prefs.CallBeforeSpraying,
    });
  }, [prefs, reset]);
  return (
    <SchemaForm form={form} gap="small" onSubmit={submit}>
      <p className="hint">{t('sprayNet.prefs.bystanderHint')}</p>
      <PreferencesFields idPrefix="my-prefs" />
      <FormSubmit error={serverError}>{t('sprayNet.prefs.save')}</FormSubmit>
    </SchemaForm>
  );
}

/**
 * beekeeper/bystander (role-screens §6.1), also the bystander's home on admin/index: their home
 * with its 1 km ring, the sprays within 1 km in the next 14 days (distance band and direction,
 * an approximate area — never the field or the farmer), their alert preferences and their Local
 * Coordinator; a link to the open map of spray notifications within 10 km (`hornet/{UserID}`).
 */
export function BystanderHomeScreen({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const query = useBystanderHome();
  const columns = useNearbyColumns();
  const sprayId = useId();
  const prefsId = useId();
  const coordinatorId = useId();
  return (
    <SprayNetScreen titleId="bystander-home-title" screen="home" intro={false}>
      <QueryProgress query={query} loadingLabel={t('sprayNet.home.loading')} />
      {query.data && (
        <>
          {query.data.Home ? (
            <p className="hint">
              {t('sprayNet.home.intro', {
                postCode: query.data.Home.PostCode,
                place: query.data.Home.PlaceName,
                km: query.data.RadiusM / 1000,
              })}
            </p>
          ) : (
            <p role="status">
              {t('sprayNet.home.noHome')} <Link to="/home/myprofile">{t('menu.home/myprofile')}</Link>
            </p>
          )}
          {query.data.Home && (
            <HomeMap
              home={query.data.Home}
              sprays={query.data.Upcoming.filter((s) => s.Status !== TreatmentStatus.Cancel)}
              radiusM={query.data.RadiusM}
              label={t('sprayNet.home.mapLabel')}
            />
          )}
          <Card as="section" variation="outlined" aria-labelledby={sprayId} className="spraynet-card">
            <Heading level={2} id={sprayId}>
              {t('sprayNet.home.upcomingTitle')}
            </Heading>
            <DataTable
              label={t('sprayNet.home.upcomingTitle')}
              caption={t('sprayNet.home.upcomingCaption', { count: query.data.Upcoming.length })}
              columns={columns}
              rows={query.data.Upcoming}
              rowId={(s) => s.SprayNotificationID}
              rowClassName={(s) => (s.Status === TreatmentStatus.Cancel ? 'muted' : undefined)}
              emptyText={t('sprayNet.home.upcomingEmpty')}
            />
            <p className="spraynet-actions">
              <Link to="/beekeeper/activity">{t('sprayNet.home.allActivity')}</Link>
              {userId && (
                <Link to={`/hornet/${encodeURIComponent(userId)}`}>{t('sprayNet.home.openMap')}</Link>
              )}
            </p>
          </Card>
          <Grid templateColumns={{ base: '1fr', large: '1fr 1fr' }} gap="1rem" className="spraynet-grid">
            <Card as="section" variation="outlined" aria-labelledby={prefsId} className="spraynet-card">
              <Heading level={2} id={prefsId}>
                {t('sprayNet.prefs.title')}
              </Heading>
              <MyPreferencesForm prefs={query.data.Preferences} />
            </Card>
            <Card as="section" variation="outlined" aria-labelledby={coordinatorId} className="spraynet-card">
              <Heading level={2} id={coordinatorId}>
                {t('sprayNet.coordinator.title')}
              </Heading>
              <LocalCoordinatorCards headingLevel={3} />
            </Card>
          </Grid>
        </>
      )}
    </SprayNetScreen>
  );
}
