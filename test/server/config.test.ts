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
    [{ ENQUIRY_RATE_LIMIT: 'lots' }, 'ENQUIRY_RATE_LIMIT'],
    [{ ENQUIRY_RATE_LIMIT: '0' }, 'ENQUIRY_RATE_LIMIT'],
    [{ ENQUIRY_RATE_LIMIT: '2.5' }, 'ENQUIRY_RATE_LIMIT'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN'],
  ])('refuses %j in one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });

  it('limits public enquiry writes to 10 a minute per address unless ENQUIRY_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).enquiryRateLimit).toBe(10);
    expect(loadConfig({ ENQUIRY_RATE_LIMIT: '3' }).enquiryRateLimit).toBe(3);
    expect(loadConfig({ ENQUIRY_RATE_LIMIT: '' }).enquiryRateLimit).toBe(10);
  });

  it('has no admin token unless ADMIN_TOKEN is set, and takes one of 24 characters or more', () => {
    expect(loadConfig({}).adminToken).toBeUndefined();
    expect(loadConfig({ ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
    const token = 'a'.repeat(24);
    expect(loadConfig({ ADMIN_TOKEN: token }).adminToken).toBe(token);
  });

  it('says why a short ADMIN_TOKEN is refused without repeating it', () => {
    const token = 'too-short-secret-23chars';
    const short = token.slice(0, 23);
    expect(() => loadConfig({ ADMIN_TOKEN: short })).toThrow(
      'Invalid environment variable ADMIN_TOKEN: must be at least 24 characters (for example the output of `openssl rand -hex 32`) (got 23 characters)',
    );
    expect(() => loadConfig({ ADMIN_TOKEN: short })).not.toThrow(short);
  });
});
