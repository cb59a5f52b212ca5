import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has defaults that serve the demo on port 3000 from PGlite', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      seedDemo: true,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads PostgreSQL, the seed switch and the public URL', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'false', PUBLIC_URL: 'https://digs.example/' }),
    ).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      seedDemo: false,
      publicUrl: 'https://digs.example',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %j in one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });
});
