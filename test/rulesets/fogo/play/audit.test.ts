import { describe, expect, it } from 'vitest';
import { harness, type Harness } from '../../../helpers/harness.js';

/** FRELIMO (cat) sneaks a hidden team into the bush with scripted dice; the GM then ends the game. */
function game(): { h: Harness; q: number[] } {
  const q: number[] = [];
  const h = harness({ faces: q });
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok ? 'ok' : `${line}: ${r.error.code}`).toBe('ok');
    return r;
  };
  must('ann', '/campaign new ruleset:fogo name:Patrol sides:"Portugal,FRELIMO"');
  must('bob', '/campaign join side:Portugal');
  must('cat', '/campaign join side:FRELIMO');
  must('cat', '/fogo stand add id:HIDDEN-1 type:rifle-assault quality:regular fieldcraft:2 hidden:true feature:bush');
  must('bob', '/fogo pass');
  q.push(6, 6);
  const sneak = must('cat', '/fieldcraft sneak stands:HIDDEN-1 attest:true pick:real');
  expect(sneak.outcome.public!.text).toMatch(/🔒 Secret decision #1 committed: `[0-9a-f]{64}`/);
  return { h, q };
}

describe('the secret audit', () => {
  it('GIVEN secret decisions committed during play THEN /campaign end publishes them and /verify matches each to its hash', () => {
    const { h } = game();
    const end = h.run('ann', '/campaign end');
    expect(end.outcome.public!.files?.[0]?.name).toBe('secret-decisions-1.json');
    const published = JSON.parse(Buffer.from(end.outcome.public!.files![0]!.data).toString('utf8'));
    expect(published.decisions[0]).toMatchObject({ seq: 1, side: 'FRELIMO', roll: 1, decision: { kind: 'sneak', unit: ['HIDDEN-1'] } });
    const v = h.run('bob', '/verify').outcome.public!.text;
    expect(v).toContain('✅ secret decision #1 (FRELIMO, sneak) matches its commitment');
    expect(v).toContain('PASS: 1/1 secret decisions match their commitments.');
  });

  it('GIVEN a decision changed after it was committed THEN /verify says so', () => {
    const { h } = game();
    h.run('ann', '/campaign end');
    const db = h.store.db.$client;
    const row = db.prepare('SELECT game FROM campaigns WHERE id = 1').get() as { game: string };
    const stored = JSON.parse(row.game);
    stored.fieldcraft.secretLog[0].decision.unit = ['SOMETHING-ELSE'];
    db.prepare('UPDATE campaigns SET game = ? WHERE id = 1').run(JSON.stringify(stored));
    const v = h.run('bob', '/verify').outcome.public!.text;
    expect(v).toContain('❌ secret decision #1 (FRELIMO) does NOT match its commitment');
    expect(v).toContain('FAIL: 0/1 secret decisions match their commitments.');
  });

  it('GIVEN play in progress THEN the enemy sees the commitment and nothing of the decision', () => {
    const { h } = game();
    const log = h.run('bob', '/campaign log').outcome.private!.text;
    expect(log).toMatch(/🔒 FRELIMO committed secret decision #1: `[0-9a-f]{64}`/);
    expect(log).not.toContain('HIDDEN');
    expect(log).toContain('Roll #1 by cat was made hidden.');
  });
});
