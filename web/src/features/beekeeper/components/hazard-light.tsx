import type { BeeHazard } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { HazardLamp } from '@/components/ui/hazard-lamp';

/** The bee-hazard traffic light: a coloured dot with its meaning as text (never colour alone). */
export function HazardLight({ hazard, basis }: { hazard: BeeHazard; basis: 'product' | 'type' }) {
  const { t } = useTranslation();
  return (
    <span className={`bk-hazard bk-hazard-${hazard}`}>
      <HazardLamp hazard={hazard} />
      {t(`beekeeper.spray.hazardLight.${hazard}`)}
      <span className="bk-hazard-basis">
        {' '}
        ({t(basis === 'product' ? 'beekeeper.spray.hazardByProduct' : 'beekeeper.spray.hazardByType')})
      </span>
    </span>
  );
}

/** The badge of a notification given with under 48 hours' notice. */
export function ShortNoticeBadge() {
  const { t } = useTranslation();
  return <span className="bk-badge">{t('beekeeper.spray.shortNotice')}</span>;
}
