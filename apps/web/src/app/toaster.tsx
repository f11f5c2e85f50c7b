import { lazy, Suspense } from 'react';
import { useToasterRequested } from '@/lib/toast';

const SonnerToaster = lazy(() => import('@/app/sonner-toaster'));

/** Mounts Sonner's Toaster when the first toast is requested (see lib/toast.ts). */
export function Toaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
