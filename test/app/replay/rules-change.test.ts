import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkReplay, readRecord, replay } from '../../../src/app/replay.js';
import { replayDeps } from '../../../src/compose.js';
import { harness } from '../../helpers/harness.js';
import { playTable } from '../../helpers/play-table.js';

// The rules change, as a test double: the enemy's bot (FNG) passes when `changed` is set, as if a
// rules fix had it do nothing where it used to act. The game is played before the change.
const rule = vi.hoisted(() => ({ changed: false }));
vi.mock('../../../src/rulesets/fng/rules/bot-turn-end.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/rulesets/fng/rules/bot-turn-end.js')>();
  return { ...original, botWithTerrain: (...args: Parameters<typeof original.botWithTerrain>) => (rule.changed ? undefined : original.botWithTerrain(...args)) };
});

const SCRIPT = resolve(import.meta.dirname, '../../fixtures/fng-enemy.table');
const out = mkdtempSync(join(tmpdir(), 'sitrep-rules-change-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('a rules change that would alter a past game', () => {
  it('GIVEN the FNG enemy game replayed after the bot\'s rule changed THEN the replay names the first action in which the bot played, and the parts it changed', () => {
    const h = harness({ secret: '20ab'.repeat(16) });
    playTable(h.app, SCRIPT, out); // its squad keeps ordering figures already down: those lines are refused, as in its transcript
    const record = h.store.transaction((tx) => readRecord(tx, tx.activeCampaign('table')!.id))!;
    const deps = replayDeps();
    expect(checkReplay(record, replay(record, deps))).toMatchObject({ ok: true });

    const firstBot = record.actions.findIndex((a) => a.bot);
    expect(firstBot).toBeGreaterThan(5);
    rule.changed = true;
    try {
      const replayed = replay(record, deps);
      const verdict = checkReplay(record, replayed);
      const step = replayed.steps.findIndex((s) => s.kind === 'action' && s.action.seq === record.actions[firstBot]!.seq);
      expect(verdict).toMatchObject({ ok: false, index: step, step: { kind: 'action', action: { bot: true, command: record.actions[firstBot]!.command } } });
      if (verdict.ok) return;
      expect(verdict.parts.length).toBeGreaterThan(0);
      expect(verdict.parts.every((p) => p.startsWith('game.'))).toBe(true);
      expect(verdict.why).toContain(`the rebuilt campaign differs in ${verdict.parts.join(', ')}`);
      // The bot's dice were not drawn: the ledger says so too.
      expect(verdict.why).toMatch(/the ledger stood at roll \d+ after it, not \d+/);
    } finally {
      rule.changed = false;
    }
  });
});
