import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_HEX } from '../../helpers/harness.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const MAIN = join(ROOT, 'src/main.ts');
const dir = mkdtempSync(join(tmpdir(), 'sitrep-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the real entry point the way `npm run local` does, with a pipe for stdin. */
function table(input: string, args: string[], name: string, env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(TSX, [MAIN, '--local', '--db', join(dir, `${name}.sqlite`), '--out', join(dir, `${name}-out`), ...args], {
    input,
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, DISCORD_TOKEN: '', LOG_LEVEL: 'warn', LEDGER_KEY: '', ...env },
    timeout: 140_000,
  });
  return r;
}

// Each test starts a real process (tsx compiles the entry point): on a loaded machine that alone can
// take most of a minute, so these get their own allowance rather than the suite's 20 s.
describe('the local table, end to end', { timeout: 150_000 }, () => {
  it('GIVEN the README example piped in with --json THEN commitment, roll, revealed secret and a passing verify', () => {
    const input = '/campaign new ruleset:fogo name:Test sides:"Portugal,FRELIMO"\n/roll dice:4d6>=5\n/campaign end\n/verify\n';
    const r = table(input, ['--json', '--secret', SECRET_HEX], 'readme');
    expect(r.status).toBe(0);
    const records = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(records).toHaveLength(4);
    expect(records.every((x) => x.ok && x.error === null && x.actor === 'you' && x.channel === 'table')).toBe(true);
    expect(records[0].public.text).toContain('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    expect(records[1].public.text).toBe('🎲 Roll #1 by you\n`4d6>=5`: `[4, 2, 3, 2]` = **0** successes');
    expect(records[2].public.text).toContain(SECRET_HEX);
    expect(records[3].public.text).toContain('PASS: 1/1 rolls recomputed exactly.');
    expect(Object.keys(records[1])).toEqual(['input', 'actor', 'channel', 'ok', 'error', 'public', 'private', 'dms']);
  });

  it('GIVEN as/in/# lines in text mode THEN tags show who sees what and files land in the output folder', () => {
    const input = [
      '# a short session',
      '/campaign new ruleset:fogo name:T sides:"A,B"',
      'as bob',
      '/campaign join side:A',
      '/roll dice:2d6 reason:scouting hidden:true',
      '/campaign export',
      'in other',
      '/roll dice:nonsense',
    ].join('\n');
    const r = table(input, ['--secret', SECRET_HEX], 'text');
    expect(r.status).toBe(0);
    const out = r.stdout;
    expect(out).toContain('(acting as bob)');
    expect(out).toContain('🎲 Roll #1 by bob was made hidden.');
    expect(out).toContain('[only you] Your hidden roll #1 went to the GM, you.');
    expect(out).toMatch(/\[DM → you\] \*\*T\*\* — 🎲 Roll #1 \(hidden\) by bob — scouting/);
    expect(out).toContain('(in channel other)');
    expect(out).toContain('[only you] `nonsense` is not dice, a number or a game system I know.');
    const file = /📎 (\S+campaign-1\.json)/.exec(out)?.[1];
    expect(file && existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file!, 'utf8')).format).toBe('sitrep-campaign-export/1');
  });

  it('GIVEN a line the table cannot parse THEN --json reports its code and the run goes on', () => {
    const r = table('/roll dice:"3d6\n/roll dice:1d6\n', ['--json'], 'bad');
    const [bad, good] = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(bad).toMatchObject({ ok: false, error: { code: 'input/unterminated-quote' } });
    expect(good.ok).toBe(true);
  });

  it('GIVEN npm start with no token and no terminal THEN it exits non-zero with a clear message', () => {
    const r = spawnSync(TSX, [MAIN], { input: '', cwd: dir, encoding: 'utf8', env: { ...process.env, DISCORD_TOKEN: '' }, timeout: 140_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('No DISCORD_TOKEN is set and there is no terminal for the local table.');
    expect(r.stdout).toBe('');
  });

  it('GIVEN a malformed --secret THEN it exits with a clear message', () => {
    const r = table('', ['--secret', 'abc'], 'secret');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--secret: a secret is 32 bytes written as 64 hex digits');
  });

  it('GIVEN a database made under one LEDGER_KEY THEN a start with another is refused in one line naming LEDGER_KEY; with the right one, its campaign goes on', () => {
    const made = table('/campaign new ruleset:fogo name:Kept sides:"A,B"\n', ['--json'], 'keyed', { LEDGER_KEY: 'ab'.repeat(32) });
    expect(made.status).toBe(0);
    const wrong = table('/roll dice:1d6\n', ['--json'], 'keyed', { LEDGER_KEY: 'cd'.repeat(32) });
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toBe(
      "Sitrep stopped: LEDGER_KEY is not the key this database's ledger secrets are encrypted with: set the one it was made with (LEDGER_KEY, or the ledger.key file kept beside the database)\n",
    );
    const right = table('/roll dice:1d6\n/campaign end\n/verify\n', ['--json'], 'keyed', { LEDGER_KEY: 'ab'.repeat(32) });
    expect(right.status).toBe(0);
    expect(right.stdout).toContain('PASS: 1/1 rolls recomputed exactly.');
  });

  it('GIVEN DATABASE_URL naming no server THEN start stops in one line naming DATABASE_URL and the cause, without the password, and a non-zero exit', () => {
    const r = spawnSync(TSX, [MAIN, '--local'], {
      input: '/roll dice:1d6\n',
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, DISCORD_TOKEN: '', LOG_LEVEL: 'warn', LEDGER_KEY: 'ab'.repeat(32), DATABASE_URL: 'postgres://nobody:hunter2@127.0.0.1:1/club' },
      timeout: 140_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'Sitrep stopped: Cannot use PostgreSQL at DATABASE_URL (host 127.0.0.1 port 1, database club, user nobody): the connection was refused: nothing listens there. Is PostgreSQL running, on that host and port?\n',
    );
  });
});
