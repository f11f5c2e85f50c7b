import { lazy, Suspense } from 'react';
import { WhenNearViewport } from './when-near-viewport';

// The form brings react-hook-form and the schema library: its own chunk, off the first load.
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);

function FormPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[23rem] animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60"
    />
  );
}

/**
 * The contact form, loaded on its own while a placeholder of its height holds the space. With
 * `whenNear`, it loads only once the visitor scrolls (or jumps to #contact) near it.
 */
export function LazyContactForm({ whenNear = false }: { whenNear?: boolean }) {
  const form = (
    <Suspense fallback={<FormPlaceholder />}>
      <ContactForm />
    </Suspense>
  );
  return whenNear ? (
    <WhenNearViewport placeholder={<FormPlaceholder />}>{form}</WhenNearViewport>
  ) : (
    form
  );
}
