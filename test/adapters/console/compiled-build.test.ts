import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_HEX } from '../../helpers/harness.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'sitrep-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// `npm start` runs the compiled build that `npm install` makes: this is that build, run as a user would.
describe('the compiled build (npm run build, then plain node)', { timeout: 120_000 }, () => {
  it('GIVEN npm run build THEN dist/main.js runs the README example and draws a board in the render worker', () => {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'pipe' });
    expect(existsSync(join(ROOT, 'dist/main.js'))).toBe(true);
    expect(existsSync(join(ROOT, 'dist/render-worker.js'))).toBe(true);
    const input = '/campaign new ruleset:fogo name:Test sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol\n/roll dice:4d6>=5\n/board show\n/campaign end\n/verify\n';
    const r = spawnSync(process.execPath, [join(ROOT, 'dist/main.js'), '--local', '--json', '--secret', SECRET_HEX, '--db', join(dir, 'b.sqlite'), '--out', join(dir, 'out')], {
      input,
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, DISCORD_TOKEN: '', LOG_LEVEL: 'warn' },
      timeout: 100_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const records = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { ok: boolean; public: { text: string; images: string[] } | null });
    expect(records.map((x) => x.ok)).toEqual([true, true, true, true, true]);
    expect(records[1]!.public!.text).toBe('🎲 Roll #1 by you\n`4d6>=5`: `[4, 2, 3, 2]` = **0** successes');
    expect(records[4]!.public!.text).toContain('PASS: 1/1 rolls recomputed exactly.');
    expect(readdirSync(join(dir, 'out')).filter((f) => f.endsWith('.png'))).toHaveLength(1);
  });
});
