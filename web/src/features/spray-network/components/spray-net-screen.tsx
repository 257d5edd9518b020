import { Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A spray-network screen: a section named by its level-1 heading `sprayNet.<screen>.title` (id
 * `titleId`), then the screen's intro `sprayNet.<screen>.intro` as a hint unless `intro` is false,
 * then `children`.
 */
export function SprayNetScreen({
  titleId,
  screen,
  intro = true,
  children,
}: {
  titleId: string;
  screen: 'activity' | 'members' | 'history' | 'home' | 'coordinator';
  intro?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={titleId} className="spraynet">
      <Heading level={1} id={titleId}>
        {t(`sprayNet.${screen}.title`)}
      </Heading>
      {intro && <p className="hint">{t(`sprayNet.${screen}.intro`)}</p>}
      {children}
    </section>
  );
}
