import type { Container } from 'inversify';
import { createContext, type ReactNode, useContext } from 'react';
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

/** The composition root itself, for a lazily loaded part of the app that adds its own bindings (the console). */
export function useServiceContainer(): Container {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useServiceContainer needs a ServicesProvider above it');
  return container;
}
