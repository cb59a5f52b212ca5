import type { Container } from 'inversify';
import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { ToastKind, ToastStore } from '../../../application/notifications/toast.store';
import { type Token, token } from '../../../ports/token';

/**
 * The console's way to its services. The console imports nothing of the site's own modules
 * (src/ui/hooks, src/ui/components): each module the two shared would leave the site's first-load
 * chunk for a chunk of its own (esbuild splits by who imports a module), so the site's first load
 * would grow by a file each time. app.tsx hands the console the container and the toast region
 * instead; the console's screens use the hooks here.
 */
export interface AdminKit {
  /** The browser's composition root; the console loads its own module into it. */
  readonly container: Container;
  /** The site's toast region, rendered by the console (it shows the same toast store). */
  readonly ToastRegion: ComponentType;
}

const AdminServices = createContext<Container | null>(null);

export function AdminServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <AdminServices.Provider value={container}>{children}</AdminServices.Provider>;
}

/** A service of the console (bound by admin-modules.ts) or of the browser's root. */
export function useAdminService<T>(serviceToken: Token<T>): T {
  const container = useContext(AdminServices);
  if (!container) throw new Error('useAdminService needs the console (AdminServicesProvider) above it');
  return container.get<T>(serviceToken);
}

/** The latest value of a stream that replays its current value (a store's BehaviorSubject). */
export function useAdminStream<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState<{ source: Observable<T>; value: T }>(() => {
    let current = initial;
    source.subscribe((v) => (current = v)).unsubscribe();
    return { source, value: current };
  });
  useEffect(() => {
    const subscription = source.subscribe((v) => setValue({ source, value: v }));
    return () => subscription.unsubscribe();
  }, [source]);
  return value.source === source ? value.value : initial;
}

/** The site's toast store (the same symbol as notifications.tokens.ts, without importing that module). */
const TOASTS: Token<ToastStore> = token<ToastStore>('ToastStore');

/** Showing toasts from a console screen. */
export function useToastActions(): { readonly show: (kind: ToastKind, message: string) => string } {
  const store = useAdminService(TOASTS);
  return { show: (kind, message) => store.show(kind, message) };
}
