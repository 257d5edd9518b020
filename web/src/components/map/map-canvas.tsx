import type { RefObject } from 'react';

/**
 * The element a lazily loaded map (useLazyMap) draws into: a region named `label`, `height` tall
 * (CSS, e.g. 420 or '420px'; the stylesheet's when not given); `testId` names it for tests.
 */
export function MapCanvas({
  canvasRef,
  label,
  height,
  testId,
}: {
  canvasRef: RefObject<HTMLDivElement | null>;
  label: string;
  height?: number | string;
  testId?: string;
}) {
  return (
    <div
      ref={canvasRef}
      className="map-canvas"
      style={height === undefined ? undefined : { height }}
      role="region"
      aria-label={label}
      data-testid={testId}
    />
  );
}
