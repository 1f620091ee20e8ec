import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@waliyy/contract/constants';
import { type ReactNode, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from '../lib/query-client';

type AppProvidersProps = { children: ReactNode };

/**
 * Server state and toasts for the signed-in and guest-only routes. Public pages never import
 * this file, so TanStack Query and react-toastify stay out of their chunks (DECISIONS 31).
 */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Spec §9: top-right, 5 s, pause on hover, drag to dismiss at 80 % of the width. */}
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        draggable
        draggablePercent={TOAST_DRAG_PERCENT * 100}
      />
    </QueryClientProvider>
  );
}
