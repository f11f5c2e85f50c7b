import type { ReactNode } from 'react';
import { Toaster } from '@/app/toaster';

/** What every route shares. Server collections get their query client where they are read. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
