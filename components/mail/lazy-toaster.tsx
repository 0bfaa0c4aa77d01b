'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';

/*
 * sonner is fetched with the first toast, not with every page: most visits never see one, and
 * it is about 10 kB of gzip. The toaster mounts before the first toast is added, because sonner
 * drops toasts published before its Toaster subscribes, and a live region must exist before
 * its content changes to be announced.
 */
const loadSonner = () => import('sonner');

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

const MountedToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: function MountedToaster(props: ToasterProps) {
      // Runs after the Toaster's own effect, which subscribes to new toasts.
      useEffect(() => markMounted(), []);
      return <Toaster {...props} />;
    },
  })),
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function LazyToaster(props: ToasterProps) {
  const isRequested = useSyncExternalStore(subscribe, () => requested, () => false);
  return isRequested ? (
    <Suspense>
      <MountedToaster {...props} />
    </Suspense>
  ) : null;
}

/** sonner's `toast`, once the toaster is on the page. */
export async function loadToast() {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([loadSonner(), mounted]);
  return toast;
}
