import type { Container } from 'inversify';
import { accountServices } from './account-module';

/**
 * A visit by a signed-in visitor (the marker is kept): the account's shortlists are brought in
 * (lists another device saved since) and every change is saved from now on (ADR 053).
 */
export async function startAccount(container: Container): Promise<void> {
  const { sync } = accountServices(container);
  await sync.refresh();
  sync.start();
}
