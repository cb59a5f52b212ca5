import { MemoryMailer } from '../../src/adapters/memory/memory-mailer';
import type { ServerSettings } from '../../src/server/composition';

/** Server settings for tests: mail kept in memory, a fixed manage-link key. */
export function testServerSettings(overrides: Partial<ServerSettings> = {}): ServerSettings {
  return {
    publicUrl: 'http://localhost:3000',
    manageKey: new Uint8Array(32).fill(7),
    formTokenKey: new Uint8Array(32).fill(8),
    signInKey: new Uint8Array(32).fill(9),
    mailer: new MemoryMailer(),
    ...overrides,
  };
}
