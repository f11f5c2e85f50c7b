import { THEME_STORAGE_KEY } from '@copyvest/shared';
import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    return asTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The stored preference, else the system colour scheme. */
export function preferredTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((listener) => listener());
}

/** Applies the preferred theme (the inline script in index.html already did so before the first paint). */
export function initTheme(): void {
  applyTheme(preferredTheme());
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    if (storedTheme() === null) applyTheme(systemTheme());
  });
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Switches the theme and remembers the choice under `theme`. */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode); the theme still applies for this visit.
  }
  applyTheme(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stored theme value, if it is one ('dark' or 'light'). */
export function asTheme(value: unknown): Theme | null {
  return value === 'dark' || value === 'light' ? value : null;
}

/** Callbacks told of every theme the user picks (the account prefs keep it too). */
const choiceListeners = new Set<(theme: Theme) => void>();

export function onThemeChosen(listener: (theme: Theme) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** The user picks a theme: it applies and is remembered here, and wherever else listens. */
export function chooseTheme(theme: Theme): void {
  setTheme(theme);
  choiceListeners.forEach((listener) => listener(theme));
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggleTheme = useCallback(
    () => chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark'),
    [],
  );
  return { theme, setTheme: chooseTheme, toggleTheme };
}
