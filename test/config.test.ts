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
