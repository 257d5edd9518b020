import { ThemeProvider, type ColorMode } from '@aws-amplify/ui-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { beeWatchTheme } from './bee-watch-theme';

/** The user's colour-mode preference: 'system' follows the device (prefers-color-scheme). */
export type ColorModePreference = 'light' | 'dark' | 'system';

/** localStorage key of the preference chosen in the settings dropdown. */
export const COLOR_MODE_STORAGE_KEY = 'beewatch.colorMode';

function storedPreference(): ColorModePreference {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

interface ColorModeContextValue {
  preference: ColorModePreference;
  setPreference: (preference: ColorModePreference) => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

/**
 * The Bee.Watch theme with the user's colour mode (remembered on this browser). `forced` wins over
 * the preference: the apps' user guide passes IsinDarkMode through it (spec §2.1).
 */
export function BeeWatchThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setStored] = useState<ColorModePreference>(storedPreference);
  const setPreference = useCallback((next: ColorModePreference) => {
    try {
      if (next === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      else localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the choice still applies to this visit.
    }
    setStored(next);
  }, []);
  const value = useMemo(() => ({ preference, setPreference }), [preference, setPreference]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={beeWatchTheme} colorMode={preference satisfies ColorMode}>
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

/** The colour-mode preference and its setter (settings dropdown). */
export function useColorMode(): ColorModeContextValue {
  const ctx = useContext(ColorModeContext);
  if (!ctx) throw new Error('useColorMode needs a BeeWatchThemeProvider');
  return ctx;
}

/**
 * A nested theme in a fixed colour mode, for pages whose mode comes from their address (the apps'
 * user guide: IsinDarkMode '1' is dark).
 */
export function FixedColorMode({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  return (
    <ThemeProvider theme={beeWatchTheme} colorMode={mode}>
      {children}
    </ThemeProvider>
  );
}
