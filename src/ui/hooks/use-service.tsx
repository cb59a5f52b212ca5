import type { Container } from 'inversify';
import { createContext, type ReactNode, use, useContext } from 'react';
import type { Lazy } from '../../application/shared/lazy';
import type { Token } from '../../ports/token';

const ServicesContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

/** A service from the composition root; components never construct adapters themselves. */
export function useService<T>(token: Token<T>): T {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useService needs a ServicesProvider above it');
  return container.get<T>(token);
}

/**
 * A service whose code loads on first use (ADR 042): the service at once when its code is in,
 * else the render waits for it in the nearest Suspense boundary (the page's), as a lazy page does.
 */
export function useLazyService<T>(token: Token<Lazy<T>>): T {
  const lazy = useService(token);
  return lazy.current ?? use(lazy.load());
}

/** The composition root itself, for a lazily loaded part of the app that adds its own bindings (the console). */
export function useServiceContainer(): Container {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useServiceContainer needs a ServicesProvider above it');
  return container;
}
