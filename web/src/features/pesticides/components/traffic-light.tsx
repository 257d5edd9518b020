import type { LightReason, TrafficLight } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { HazardLamp } from '@/components/ui/hazard-lamp';

/**
 * The bee-hazard traffic light as text with a coloured lamp (the colour is never the only cue:
 * the word says it). `url` is the picture GetTrafficLightUrl serves, shown when given.
 */
export function TrafficLightBadge({ light, url }: { light: TrafficLight; url?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`light light-${light}`} data-light={light}>
      {url ? (
        <img src={url} alt="" width={12} height={32} className="light-picture" />
      ) : (
        <HazardLamp hazard={light} />
      )}
      {t(`pesticides.light.${light}`)}
    </span>
  );
}

/** Why the light is what it is, one line a reason, in the UI language. */
export function LightReasons({ reasons }: { reasons: readonly LightReason[] }) {
  const { t } = useTranslation();
  return (
    <ul className="light-reasons">
      {reasons.map((r) => (
        <li key={r}>{t(`pesticides.reason.${r}`)}</li>
      ))}
    </ul>
  );
}
