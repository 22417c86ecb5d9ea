import { describe, expect, it } from 'vitest';
import type { FireteamGame } from '../../src/rulesets/fireteam/rules/game/game.js';
import { makeUnit, type Unit, type UnitSpec } from '../../src/rulesets/fireteam/rules/troops/units.js';
import { harness, shownBy } from '../helpers/harness.js';

const place = (side: string, spec: UnitSpec, x: number, y: number): Unit => ({ ...makeUnit(side, spec), onTable: true, position: { x, y } });
const rifles = (id: string): UnitSpec => ({ id, kind: 'fire-team', quality: 'average', figures: 7, weapons: [{ kind: 'rifle', count: 7 }] });

/**
 * Turn 1's firing phase on the river-crossing table, nobody has declared: the Russians (bob) have
 * HIDDEN-RIFLES and the AT rifle HIDDEN-ATR, the Germans (cat) g-a, g-b and the half-track g-tank;
 * dan has joined no side. The Russian units were put on the table without any post naming them, so
 * anything that names them in the window before the reveal has leaked it.
 */
function world() {
  const h = harness();
  const seen: { who: string; to: string; text: string; line: string }[] = [];
  const act = (who: string, line: string) => {
    const r = h.run(who, line);
    for (const s of shownBy(r, who)) seen.push({ who, ...s, line });
    return r;
  };
  act('ann', '/campaign new ruleset:fireteam name:Bridge sides:"Russians,Germans" scenario:fireteam-river-crossing');
  act('bob', '/campaign join side:Russians');
  act('cat', '/campaign join side:Germans');
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    const g = c.game as FireteamGame;
    const units = [
      place('Russians', rifles('HIDDEN-RIFLES'), 30, 20),
      place('Russians', { id: 'HIDDEN-ATR', kind: 'fire-team', quality: 'average', figures: 2, crew: 2, weapons: [{ kind: 'at-rifle', count: 1 }] }, 30, 22),
      place('Germans', rifles('g-a'), 40, 20),
      place('Germans', rifles('g-b'), 40, 26),
      place('Germans', { id: 'g-tank', kind: 'vehicle', quality: 'veteran', figures: 0, vehicle: 'hannomag' }, 45, 22),
    ];
    tx.saveCampaign({ ...c, game: { ...g, turn: 1, phase: 'firing', step: { side: 'Russians', done: [] }, jops: [], units } satisfies FireteamGame });
  });
  const complete = (who: string, path: string[], option: string) =>
    h.app.autocomplete({ actor: { id: `id-${who}`, name: who }, channelId: 'c1', path }, option, '').map((c) => c.value);
  return { h, seen, act, complete };
}

/** Everything the Germans, dan and the channel are shown by probing the game while the Russians' fire is secret. */
function probe(w: ReturnType<typeof world>) {
  const from = w.seen.length;
  for (const [who, line] of [
    ['cat', '/fireteam status'],
    ['cat', '/campaign log'],
    ['cat', '/campaign status'],
    ['cat', '/fireteam fire resolve shooter:g-a'],
    ['cat', '/fireteam at shooter:g-a'],
    ['cat', '/fireteam done'],
    ['cat', '/fireteam fire declare shots:"g-a > g-b"'],
    ['cat', '/fireteam fire declare shots:"g-a > nosuch"'],
    ['cat', '/fireteam unit list'],
    ['cat', '/campaign export'],
    ['dan', '/fireteam status'],
    ['dan', '/campaign export'],
  ] as const) w.act(who, line);
  const shown = w.seen.slice(from).filter((s) => s.to !== 'bob' && s.to !== 'ann');
  const lists = [w.complete('cat', ['fireteam', 'fire', 'resolve'], 'shooter'), w.complete('cat', ['fireteam', 'overwatch', 'fire'], 'target')];
  return { shown, lists };
}

/** Outputs whose job is to list the table (every unit, both sides): they name the Russian units whatever was declared. */
const LISTINGS = ['/fireteam unit list', '/campaign export'];

describe('Fire Team fire declarations are secret until both sides have declared', () => {
  it('GIVEN the Russians have declared THEN no post, reply, error or log line the Germans or the channel see names their shooters or targets', () => {
    const w = world();
    const declared = w.act('bob', '/fireteam fire declare shots:"HIDDEN-RIFLES > g-a; HIDDEN-ATR > g-tank"');
    expect(declared.ok).toBe(true);
    expect(declared.outcome.public!.text).toBe('🎯 **Russians** has declared its fire (kept secret until both sides have).');
    expect(declared.outcome.private!.text).toContain('**HIDDEN-RIFLES** → **g-a**; **HIDDEN-ATR** → **g-tank** (anti-tank)');
    expect(declared.outcome.dms ?? []).toEqual([]);
    const { shown } = probe(w);
    const leaks = shown.filter((s) => !LISTINGS.includes(s.line) && /HIDDEN/.test(s.text)).map((s) => `${s.to} after ${s.line}: ${s.text.slice(0, 100)}`);
    expect(leaks).toEqual([]);
    // The log holds only what the channel was told.
    const events = w.h.store.db.$client.prepare('SELECT * FROM events').all();
    expect(JSON.stringify(events)).not.toMatch(/HIDDEN/);
    // The Germans' export holds the table, but no declaration of the enemy's.
    const exported = shown.find((s) => s.to === 'cat' && s.line === '/campaign export')!.text;
    expect(JSON.parse(exported.slice(exported.indexOf('{'))).game.declarations).toEqual([]);
  });

  it('GIVEN two different Russian declarations THEN everything the Germans and the channel can see is the same, autocomplete included', () => {
    const a = world();
    const b = world();
    a.act('bob', '/fireteam fire declare shots:"HIDDEN-RIFLES > g-a; HIDDEN-ATR > g-tank"');
    b.act('bob', '/fireteam fire declare shots:"HIDDEN-RIFLES > g-b"');
    const pa = probe(a);
    const pb = probe(b);
    expect(pa.shown.map((s) => `${s.to}: ${s.text}`)).toEqual(pb.shown.map((s) => `${s.to}: ${s.text}`));
    expect(pa.lists).toEqual(pb.lists);
  });

  it('GIVEN both sides have declared THEN the channel sees every target', () => {
    const w = world();
    w.act('bob', '/fireteam fire declare shots:"HIDDEN-RIFLES > g-a; HIDDEN-ATR > g-tank"');
    const reveal = w.act('cat', '/fireteam fire declare shots:"g-a > HIDDEN-RIFLES"');
    expect(reveal.outcome.public!.text).toContain('• **Russians**: **HIDDEN-RIFLES** → **g-a**; **HIDDEN-ATR** → **g-tank** (anti-tank)');
    expect(reveal.outcome.public!.text).toContain('• **Germans**: **g-a** → **HIDDEN-RIFLES**');
    const exported = w.act('dan', '/campaign export').outcome.private!.files![0]!.data;
    expect(JSON.parse(Buffer.from(exported).toString('utf8')).game.declarations).toHaveLength(3);
  });
});

describe('the river campaign keeps assaults and point splits secret until both sides have made theirs', () => {
  const probeRiver = (w: ReturnType<typeof world>) => {
    const from = w.seen.length;
    for (const [who, line] of [
      ['cat', '/fireteam campaign status'],
      ['cat', '/campaign log'],
      ['cat', '/fireteam campaign split attack:5 defence:3'],
      ['cat', '/campaign export'],
      ['dan', '/fireteam campaign status'],
    ] as const) w.act(who, line);
    return w.seen.slice(from).filter((s) => s.to !== 'bob' && s.to !== 'ann').map((s) => `${s.to}: ${s.text}`);
  };

  it('GIVEN the Russians declared different assaults THEN the Germans and the channel see the same, until the Germans declare', () => {
    const a = world();
    const b = world();
    expect(a.act('bob', '/fireteam campaign assault from:A1 to:A2').outcome.public!.text).toBe('📜 **Russians** has declared its assault (kept secret until both sides have).');
    b.act('bob', '/fireteam campaign assault from:C1 to:C2');
    expect(probeRiver(a)).toEqual(probeRiver(b));
    const reveal = a.act('cat', '/fireteam campaign assault from:B4 to:B3').outcome.public!.text;
    expect(reveal).toContain('**Russians** attacks A1→A2, **Germans** defends');
  });

  it('GIVEN the Russians split their points THEN the split is theirs alone until the Germans split too', () => {
    const w = world();
    w.act('bob', '/fireteam campaign assault from:A1 to:A2');
    w.act('cat', '/fireteam campaign assault from:C4 to:C3');
    const split = w.act('bob', '/fireteam campaign split attack:6 defence:2');
    expect(split.outcome.public!.text).toBe('📜 **Russians** has split its points (kept secret until both sides have).');
    const cat = w.act('cat', '/fireteam campaign status').outcome.private!.text;
    expect(cat).not.toContain('attack 6');
    expect(w.act('bob', '/fireteam campaign status').outcome.private!.text).toContain('**Russians** splits attack 6 / defence 2.');
    expect(w.act('cat', '/fireteam campaign split attack:4 defence:4').outcome.public!.text).toContain('**Russians** splits attack 6 / defence 2.');
  });
});
