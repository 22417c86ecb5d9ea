import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('config: which database', () => {
  it('GIVEN no DATABASE_URL THEN the store is SQLite at DATABASE_PATH, as before', () => {
    expect(loadConfig({ DATABASE_PATH: '/x/a.sqlite' })).toMatchObject({ databasePath: '/x/a.sqlite' });
    expect(loadConfig({ DATABASE_URL: '  ' })).not.toHaveProperty('databaseUrl');
  });

  it('GIVEN DATABASE_URL=postgres://… THEN the store is PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://sitrep@db/sitrep' }).databaseUrl).toBe('postgres://sitrep@db/sitrep');
    expect(loadConfig({ DATABASE_URL: 'postgresql://sitrep@db/sitrep' }).databaseUrl).toBe('postgresql://sitrep@db/sitrep');
  });

  it('GIVEN DATABASE_URL that is not PostgreSQL THEN start refuses, saying what would work', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/x' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: './data/sitrep.sqlite' })).toThrow(/PostgreSQL connection string .*DATABASE_PATH/);
  });
});

describe('config: the web page', () => {
  it('GIVEN no WEB_PORT THEN no page is served', () => {
    expect(loadConfig({})).not.toHaveProperty('web');
  });

  it('GIVEN WEB_PORT alone THEN the page listens on this machine only, its links point there and last 14 days', () => {
    expect(loadConfig({ WEB_PORT: '8080' }).web).toEqual({ port: 8080, host: '127.0.0.1', publicUrl: 'http://127.0.0.1:8080', linkDays: 14 });
  });

  it('GIVEN PUBLIC_URL, WEB_HOST, WEB_SECRET and WEB_LINK_DAYS THEN they are taken, the URL without its trailing slash', () => {
    const web = loadConfig({ WEB_PORT: '8080', WEB_HOST: '0.0.0.0', PUBLIC_URL: 'https://sitrep.example.org/', WEB_SECRET: 'x'.repeat(32), WEB_LINK_DAYS: '3' }).web;
    expect(web).toEqual({ port: 8080, host: '0.0.0.0', publicUrl: 'https://sitrep.example.org', secret: 'x'.repeat(32), linkDays: 3 });
  });

  it.each([
    [{ WEB_PORT: 'http' }, /WEB_PORT must be a port number/],
    [{ WEB_PORT: '70000' }, /WEB_PORT must be a port number/],
    [{ WEB_PORT: '80', WEB_SECRET: 'short' }, /WEB_SECRET must be at least 32 characters/],
    [{ WEB_PORT: '80', WEB_LINK_DAYS: '0' }, /WEB_LINK_DAYS must be a whole number of days from 1 to 365/],
    [{ WEB_PORT: '80', PUBLIC_URL: 'sitrep.example.org' }, /PUBLIC_URL must be the http:\/\/ or https:\/\/ address/],
    [{ WEB_PORT: '80', PUBLIC_URL: 'https://x.org/?a=1' }, /PUBLIC_URL must be/],
    [{ PUBLIC_URL: 'https://sitrep.example.org' }, /PUBLIC_URL is set but WEB_PORT is not/],
    [{ WEB_SECRET: 'x'.repeat(40) }, /WEB_SECRET is set but WEB_PORT is not/],
  ])('GIVEN %o THEN start refuses, saying what would work', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('config: the ledger key', () => {
  it('GIVEN LEDGER_KEY of 64 hex digits THEN it is the key; unset or blank, none is configured', () => {
    expect(loadConfig({ LEDGER_KEY: 'aB'.repeat(32) }).ledgerKey).toBe('aB'.repeat(32));
    expect(loadConfig({ LEDGER_KEY: ' ' })).not.toHaveProperty('ledgerKey');
    expect(loadConfig({})).not.toHaveProperty('ledgerKey');
  });

  it('GIVEN LEDGER_KEY that is not 64 hex digits THEN start refuses, saying how to make one', () => {
    for (const bad of ['ab'.repeat(16), 'zz'.repeat(32), `${'ab'.repeat(32)}00`]) {
      expect(() => loadConfig({ LEDGER_KEY: bad })).toThrow(/^LEDGER_KEY must be 32 bytes written as 64 hex digits \(make one with `openssl rand -hex 32`\)/);
    }
  });
});

describe('config: health and metrics', () => {
  it('GIVEN METRICS_PORT THEN /healthz and /metrics are served there, on 127.0.0.1 unless METRICS_HOST says otherwise; unset, not at all', () => {
    expect(loadConfig({})).not.toHaveProperty('metrics');
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ host: '0.0.0.0', port: 9464 });
    for (const bad of ['http', '70000', '-1']) expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(/^METRICS_PORT must be a port number/);
  });
});
