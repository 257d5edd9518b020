import { PoisoningReportRequest, type LiaisonCard } from '@beewatch/shared';
import { Button, Card, Flex, Heading } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { FormDialog, FormTextAreaField, FormTextField, useSchemaForm } from '@/components/ui/form';
import { useLocalCoordinators } from '../api/get-local-coordinators';
import { useReportBeePoisoning } from '../api/report-bee-poisoning';
import { SprayNetScreen } from './spray-net-screen';
import './spray-network.css';
import { localDay } from '@/lib/dates';
import { QueryProgress } from '@/components/ui/query-status';

/**
 * The Local Coordinator cards (role-screens §3.1): the spray liaison(s) whose Spray Domain holds
 * the user's post code or fields, with their contact details (the server sends them only to users
 * inside the domain), 'Send message' and 'Report suspected bee poisoning'. Without one: the
 * administrators, through a portal message.
 */
export function LocalCoordinatorCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const query = useLocalCoordinators();
  const [reporting, setReporting] = useState<LiaisonCard | null>(null);
  if (query.isPending || query.isError)
    return <QueryProgress query={query} loadingLabel={t('sprayNet.coordinator.loading')} />;
  const { Liaisons, YourUnits } = query.data;
  if (!Liaisons.length)
    return (
      <div>
        <p>{t('sprayNet.coordinator.none', { units: YourUnits.join(', ') || '—' })}</p>
        <Link to="/home/newmessage">{t('sprayNet.coordinator.writeAdmins')}</Link>
      </div>
    );
  return (
    <Flex direction="column" gap="1rem">
      {Liaisons.map((l) => (
        <LiaisonCardView
          key={l.UserName}
          liaison={l}
          headingLevel={headingLevel}
          onReport={() => setReporting(l)}
        />
      ))}
      {reporting && <PoisoningDialog liaison={reporting} onClose={() => setReporting(null)} />}
    </Flex>
  );
}

function LiaisonCardView({
  liaison: l,
  headingLevel,
  onReport,
}: {
  liaison: LiaisonCard;
  headingLevel: 2 | 3;
  onReport: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card
      as="section"
      variation="outlined"
      aria-labelledby={id}
      className="spraynet-card"
      data-liaison={l.UserName}
    >
      <Heading level={headingLevel} id={id}>
        {l.FullName}
      </Heading>
      <dl>
        <dt>{t('sprayNet.coordinator.role')}</dt>
        <dd>{t('sprayNet.coordinator.sprayLiaison')}</dd>
        {l.Organisation && (
          <>
            <dt>{t('sprayNet.coordinator.organisation')}</dt>
            <dd>{l.Organisation}</dd>
          </>
        )}
        <dt>{t('sprayNet.coordinator.email')}</dt>
        <dd>{l.Email ? <a href={`mailto:${l.Email}`}>{l.Email}</a> : '—'}</dd>
        <dt>{t('sprayNet.coordinator.phone')}</dt>
        <dd>{l.Phone ? <a href={`tel:${l.Phone}`}>{l.Phone}</a> : '—'}</dd>
        <dt>{t('sprayNet.coordinator.domain')}</dt>
        <dd>{l.DomainName}</dd>
        <dt>{t('sprayNet.coordinator.covers')}</dt>
        <dd>{l.CoversYour.join(', ')}</dd>
        <dt>{t('sprayNet.coordinator.area')}</dt>
        <dd>{l.AreaUnits.join(', ')}</dd>
      </dl>
      <div className="spraynet-actions">
        <Link to={`/home/newmessage?to=${encodeURIComponent(l.UserName)}`}>
          {t('sprayNet.coordinator.message')}
        </Link>
        <Button size="small" onClick={onReport}>
          {t('sprayNet.coordinator.report')}
        </Button>
      </div>
    </Card>
  );
}

function PoisoningDialog({ liaison, onClose }: { liaison: LiaisonCard; onClose: () => void }) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const report = useReportBeePoisoning();
  const { dialogProps } = useSchemaForm(PoisoningReportRequest, {
    defaultValues: {
      LiaisonUserName: liaison.UserName,
      IncidentDate: localDay(),
      Place: '',
      Product: '',
      Description: '',
    },
    onSubmit: async (values) => {
      const message = await report.mutateAsync(values);
      showAlert('success', message, { autoClose: true });
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      title={t('sprayNet.report.title', { name: liaison.FullName })}
      onClose={onClose}
      submitLabel={t('sprayNet.report.send')}
    >
      <p className="hint">{t('sprayNet.report.hint')}</p>
      <FormTextField
        name="IncidentDate"
        id="report-date"
        type="date"
        label={t('sprayNet.report.date')}
        isRequired
      />
      <FormTextField name="Place" id="report-place" label={t('sprayNet.report.place')} isRequired />
      <FormTextField name="Product" id="report-product" label={t('sprayNet.report.product')} />
      <FormTextAreaField
        name="Description"
        id="report-description"
        label={t('sprayNet.report.description')}
        rows={4}
        isRequired
      />
    </FormDialog>
  );
}

/** pesticide/agent (NonBeeKeeper, and ByStander from the settings dropdown): the Local Coordinator. */
export function LocalCoordinatorScreen() {
  return (
    <SprayNetScreen titleId="local-coordinator-title" screen="coordinator">
      <LocalCoordinatorCards />
    </SprayNetScreen>
  );
}
