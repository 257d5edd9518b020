import { useEffect, useRef, useState, type DependencyList } from 'react';
import { loadMapStyleUrl } from '@/lib/map-style';

/** What a map engine returns: something the hook can take down again. */
export interface RemovableMap {
  remove: () => void;
}

/**
 * The life of a MapLibre map loaded on demand (out of the main bundle): loads the engine module
 * and the style URL together, builds the map in `containerRef`'s element, and removes it when
 * `deps` change or the component goes. `failed` turns true when the engine or the style could not
 * be loaded (the caller shows its fallback text); `handleRef` holds the live map, null before.
 */
export function useLazyMap<M, H extends RemovableMap>(
  loadEngine: () => Promise<M>,
  create: (engine: M, container: HTMLDivElement, styleUrl: string | null) => H,
  deps: DependencyList,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<H | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    Promise.all([loadEngine(), loadMapStyleUrl()])
      .then(([engine, styleUrl]) => {
        if (cancelled || !containerRef.current) return;
        handleRef.current = create(engine, containerRef.current, styleUrl);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      handleRef.current?.remove();
      handleRef.current = null;
    };
    // The caller names what rebuilds the map; the loaders are fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { containerRef, handleRef, failed };
}
