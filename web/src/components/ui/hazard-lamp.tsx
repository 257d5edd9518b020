import type { BeeHazard } from '@beewatch/shared';

/**
 * The lamp of a bee-hazard traffic light (red, amber, green; grey when unknown): decoration
 * beside the light's name, which carries the meaning (never colour alone, WCAG 1.4.1).
 */
export function HazardLamp({ hazard }: { hazard: BeeHazard }) {
  return <span className={`hazard-lamp hazard-lamp-${hazard}`} aria-hidden="true" />;
}
