'use client';

import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

import { LazyToaster } from '@/components/mail/lazy-toaster';
import { GlossaryTooltipHost } from '@/components/glossary/tooltip-host';

// Spec §9: these equal the libraries' defaults; they are spelled out so a change is deliberate.
const QUERY_DEFAULTS = { gcTime: 5 * 60 * 1000, retry: 3 };
const TOAST_DEFAULTS = { visibleToasts: 3, duration: 4000, gap: 14 };

/** What the notices' area says to screen readers, and the page's writing direction, whose end side the notices take. */
export type ToastFrame = { close: string; notifications: string; direction: 'ltr' | 'rtl' };

/** The app-wide clients, mounted once in every page's document (app/site-document.tsx), in its language. */
export function Providers({ children, toasts }: { children: ReactNode; toasts: ToastFrame }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } }));

  return (
    <QueryClientProvider client={queryClient}>
      <GlossaryTooltipHost>{children}</GlossaryTooltipHost>
      <LazyToaster
        position={toasts.direction === 'rtl' ? 'top-left' : 'top-right'}
        closeButton
        toastOptions={{ closeButtonAriaLabel: toasts.close }}
        containerAriaLabel={toasts.notifications}
        {...TOAST_DEFAULTS}
      />
    </QueryClientProvider>
  );
}
