import { lazy, Suspense } from 'react';

// The form brings react-hook-form and the schema library: its own chunk, off the first load.
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);

/** The contact form, loaded on its own; a placeholder of its height holds the space meanwhile. */
export function LazyContactForm() {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className="h-[23rem] animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60"
        />
      }
    >
      <ContactForm />
    </Suspense>
  );
}
