import { describe, expect, it } from 'vitest';
import { PgCampaignStore, numberParams } from '../../src/persistence/campaign-store.js';

describe('the PostgreSQL store without a server', () => {
  it('GIVEN DATABASE_URL naming no server THEN opening the store fails at once, saying why', () => {
    expect(() => PgCampaignStore.open('postgres://nobody@127.0.0.1:1/none')).toThrow(/ECONNREFUSED/);
  });

  it('GIVEN a statement written for SQLite THEN its parameters are numbered for PostgreSQL in order', () => {
    expect(numberParams('UPDATE t SET a = ?, b = ? WHERE id = ? AND EXISTS (SELECT 1 WHERE x = ?)')).toBe('UPDATE t SET a = $1, b = $2 WHERE id = $3 AND EXISTS (SELECT 1 WHERE x = $4)');
  });
});
