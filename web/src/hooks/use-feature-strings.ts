import type { Language } from '@beewatch/shared';
import { useEffect, useState } from 'react';
import { loadFeatureStrings } from '@/lib/i18n';

/**
 * True once every feature's strings of `lng` are loaded. For a screen fixed to a language that
 * may not be the UI's (the apps' guide page in the guide's language): the route loaded only the
 * UI language's feature strings.
 */
export function useFeatureStrings(lng: Language): boolean {
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    void loadFeatureStrings(lng).then(() => {
      if (live) setLoaded(lng);
    });
    return () => {
      live = false;
    };
  }, [lng]);
  return loaded === lng;
}
