import {
  GOOGLE_TRANSLATE_CALLBACK,
  GOOGLE_TRANSLATE_SCRIPT_URL,
  WIDGET_LOAD_TIMEOUT_MS,
} from '@copyvest/shared';

type TranslateElementConstructor = new (
  options: { pageLanguage: string; autoDisplay?: boolean },
  elementId: string,
) => unknown;

type TranslateWindow = Window & {
  google?: { translate?: { TranslateElement?: TranslateElementConstructor } };
} & Record<string, unknown>;

let scriptPromise: Promise<TranslateElementConstructor> | null = null;

/** Loads Google's translate element script once; rejects on a script error or a timeout. */
function loadScript(timeoutMs: number): Promise<TranslateElementConstructor> {
  const win = window as unknown as TranslateWindow;
  const existing = win.google?.translate?.TranslateElement;
  if (existing) return Promise.resolve(existing);
  scriptPromise ??= new Promise<TranslateElementConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      delete win[GOOGLE_TRANSLATE_CALLBACK];
      script.remove();
      scriptPromise = null;
      reject(new Error('translate-unavailable'));
    };
    const timer = window.setTimeout(fail, timeoutMs);
    win[GOOGLE_TRANSLATE_CALLBACK] = () => {
      window.clearTimeout(timer);
      const constructor = win.google?.translate?.TranslateElement;
      if (constructor) resolve(constructor);
      else fail();
    };
    script.src = GOOGLE_TRANSLATE_SCRIPT_URL;
    script.async = true;
    script.addEventListener('error', fail);
    document.body.append(script);
  });
  return scriptPromise;
}

/**
 * Renders Google's translate element (page language English) into the element with `elementId`,
 * loading the provider's script on first use.
 */
export async function showGoogleTranslate(
  elementId: string,
  timeoutMs: number = WIDGET_LOAD_TIMEOUT_MS,
): Promise<void> {
  const TranslateElement = await loadScript(timeoutMs);
  document.getElementById(elementId)?.replaceChildren();
  new TranslateElement({ pageLanguage: 'en', autoDisplay: false }, elementId);
}
