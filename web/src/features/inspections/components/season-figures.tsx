import type { SeasonFigures } from '@beewatch/shared';
import { Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { FigureCards } from '@/components/ui/figure-cards';

const ORDER: (keyof Omit<SeasonFigures, 'Season'>)[] = [
  'ApiariesVisited',
  'ColoniesInspected',
  'AfbApiaries',
  'AfbColonies',
  'EfbApiaries',
  'EfbColonies',
  'SamplesTaken',
  'StandstillsOpen',
];

/** The season's figures in the NBU annual report's format, as a list of cards (one column on a phone). */
export function SeasonFiguresCards({ figures }: { figures: SeasonFigures }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="insp-season-title">
      <Heading level={2} id="insp-season-title">
        {t('inspections.season.title', { season: figures.Season })}
      </Heading>
      <FigureCards
        figures={ORDER.map((k) => ({ id: k, label: t(`inspections.season.${k}`), value: figures[k] }))}
      />
    </section>
  );
}
