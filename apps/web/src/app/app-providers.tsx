import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { mountToastHost } from './toast-host';

type AppProvidersProps = { children: ReactNode };

/**
 * Server state and toasts for the signed-in and guest-only routes. Public pages never import
 * this file, so TanStack Query and react-toastify stay out of their chunks (decision 057).
 */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  useEffect(mountToastHost, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
