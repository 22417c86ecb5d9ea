import { describe, expect, it } from 'vitest';
import type { Execution } from '../../src/app/app.js';
import type { FireteamGame } from '../../src/rulesets/fireteam/rules/game/game.js';
import type { FogoState } from '../../src/rulesets/fogo/rules/game/state.js';
import { makeUnit, type Unit, type UnitSpec } from '../../src/rulesets/fireteam/rules/troops/units.js';
import { harness, shownBy, type Harness } from '../helpers/harness.js';

/**
 * Ids are unique per side (DESIGN.md, Hidden information): an id clash with a unit the player may
 * not see would tell them it exists and what it is called. Each probe runs in two worlds that differ
 * only in whether the enemy's hidden unit is called HIDDEN-X: the player must be answered the same.
 */

/** Outcome and every text shown, for comparing two worlds. */
const code = (r: Execution): string => (r.ok ? 'ok' : r.error.code);
const answer = (r: Execution, who: string) => ({ code: code(r), shown: shownBy(r, who) });

const fogoGame = (h: Harness): FogoState => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FogoState);
const standsOf = (h: Harness, id: string) => fogoGame(h).stands.filter((s) => s.id.toLowerCase() === id.toLowerCase()).map((s) => [s.side, s.id, s.hidden]);

/** GM ann; bob plays Portugal, cat FRELIMO. `enemy` lines are FRELIMO's secret set-up. */
function fogoWorld(enemy: readonly string[]) {
  const h = harness();
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok ? 'ok' : `${line}: ${r.error.code}`).toBe('ok');
  };
  must('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO"');
  must('bob', '/campaign join side:Portugal');
  must('cat', '/campaign join side:FRELIMO');
  for (const line of enemy) must('cat', line);
  return h;
}

const forceFile = (h: Harness, who: string, stands: readonly object[]) =>
  h.app.execute({
    actor: { id: `id-${who}`, name: who },
    channelId: 'c1',
    path: ['fogo', 'force'],
    options: { file: { name: 'mine.json', data: Buffer.from(JSON.stringify({ name: 'Mine', troopType: 'cacadores', stands })) } },
  });

describe('an id the enemy uses for a hidden unit', () => {
  const hiddenStand = (id: string) => `/fogo stand add id:${id} type:mmg quality:veteran fieldcraft:2 hidden:true feature:grass`;

  it('GIVEN /fogo stand add with the id of a hidden enemy stand THEN the answer is the same as when there is none', () => {
    for (const line of [
      '/fogo stand add id:HIDDEN-X type:scout quality:green fieldcraft:1',
      '/fogo stand add id:hidden-x type:scout quality:green fieldcraft:1 hidden:true feature:woods',
    ]) {
      const clash = fogoWorld([hiddenStand('HIDDEN-X')]);
      const none = fogoWorld([hiddenStand('HIDDEN-Y')]);
      const a = answer(clash.run('bob', line), 'bob');
      expect(a).toEqual(answer(none.run('bob', line), 'bob'));
      expect(a.code).toBe('ok');
      expect(standsOf(clash, 'HIDDEN-X')).toEqual([
        ['FRELIMO', 'HIDDEN-X', true],
        ['Portugal', line.includes('hidden-x') ? 'hidden-x' : 'HIDDEN-X', line.includes('hidden:true')],
      ]);
    }
  });

  it('GIVEN /fogo force with a stand of the id of a hidden enemy stand THEN the answer is the same as when there is none', () => {
    const clash = fogoWorld([hiddenStand('HIDDEN-X')]);
    const none = fogoWorld([hiddenStand('HIDDEN-Y')]);
    const stands = [
      { id: 'P-CO', type: 'commander', echelon: 'PC', rating: 1, quality: 'regular', fieldcraft: 1 },
      { id: 'HIDDEN-X', type: 'rifle-assault', quality: 'regular', fieldcraft: 1, commandedBy: 'P-CO' },
    ];
    const a = answer(forceFile(clash, 'bob', stands), 'bob');
    expect(a).toEqual(answer(forceFile(none, 'bob', stands), 'bob'));
    expect(a.code).toBe('ok');
    expect(standsOf(clash, 'HIDDEN-X')).toEqual([
      ['FRELIMO', 'HIDDEN-X', true],
      ['Portugal', 'HIDDEN-X', false],
    ]);
  });

  it('GIVEN /fogo heli add with the id of an enemy helicopter at base or a hidden enemy stand THEN the answer is the same as when there is none', () => {
    const clash = fogoWorld(['/fogo heli add id:HIDDEN-X type:puma', hiddenStand('HIDDEN-S')]);
    const none = fogoWorld(['/fogo heli add id:HIDDEN-Y type:puma', hiddenStand('HIDDEN-T')]);
    for (const line of ['/fogo heli add id:HIDDEN-X type:alouette-iii', '/fogo heli add id:hidden-s type:puma']) {
      const a = answer(clash.run('bob', line), 'bob');
      expect(a).toEqual(answer(none.run('bob', line), 'bob'));
      expect(a.code).toBe('ok');
    }
    expect(fogoGame(clash).helicopters.map((x) => [x.side, x.id])).toEqual([
      ['FRELIMO', 'HIDDEN-X'],
      ['Portugal', 'HIDDEN-X'],
      ['Portugal', 'hidden-s'],
    ]);
    // Its own side's ids still clash.
    expect(clash.run('bob', '/fogo heli add id:hidden-x type:puma').ok).toBe(false);
  });

  it('GIVEN /fireteam force whose ids an unseen enemy force already uses THEN the answer is the same as when there is none', () => {
    const world = (prefix: string) => {
      const h = harness();
      h.run('ann', '/campaign new ruleset:fireteam name:Zarechye sides:"Russians,Germans" scenario:fireteam-river-crossing');
      h.run('bob', '/campaign join side:Russians');
      h.run('cat', '/campaign join side:Germans');
      expect(h.run('cat', `/fireteam force list:fallschirmjager squads:2 prefix:${prefix}`).ok).toBe(true);
      return h;
    };
    const clash = world('hidden-');
    const none = world('other-');
    const line = '/fireteam force list:russians squads:2 prefix:hidden-';
    const a = answer(clash.run('bob', line), 'bob');
    expect(a).toEqual(answer(none.run('bob', line), 'bob'));
    expect(a.code).toBe('ok');
    const units = clash.store.transaction((tx) => (tx.activeCampaign('c1')!.game as FireteamGame).units);
    const shared = units.filter((u) => u.side === 'Russians' && units.some((g) => g.side === 'Germans' && g.id === u.id));
    expect(shared.length).toBeGreaterThan(0);
  });
});

describe('two sides using one id (fogo)', () => {
  /** Portugal (bob, phasing) and FRELIMO (cat) each have a Rifle Team X1 in sight; FRELIMO also a hidden HIDDEN-X. */
  function table(q: number[] = []) {
    const h = harness({ faces: q });
    for (const [who, line] of [
      ['ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO"'],
      ['bob', '/campaign join side:Portugal'],
      ['cat', '/campaign join side:FRELIMO'],
      ['bob', '/fogo stand add id:X1 type:rifle-assault quality:regular fieldcraft:1'],
      ['cat', '/fogo stand add id:X1 type:rifle-assault quality:regular fieldcraft:1'],
      ['cat', '/fogo stand add id:HIDDEN-X type:rifle-assault quality:regular fieldcraft:1 hidden:true feature:grass'],
    ] as const) {
      expect(h.run(who, line).ok).toBe(true);
    }
    return h;
  }
  const x1 = (h: Harness, side: string) => fogoGame(h).stands.find((s) => s.side === side && s.id === 'X1')!;

  it("GIVEN each side's order naming X1 THEN it is its own X1", () => {
    const h = table();
    expect(h.run('bob', '/fogo groundhug stand:X1 on:true').ok).toBe(true);
    expect([x1(h, 'Portugal').groundHug, x1(h, 'FRELIMO').groundHug]).toEqual([true, false]);
    expect(h.run('cat', '/fogo groundhug stand:x1 on:true').ok).toBe(true);
    expect(x1(h, 'FRELIMO').groundHug).toBe(true);
  });

  it('GIVEN autocomplete THEN a shared id is offered once per side as Side:ID, and the hidden stand to its side alone', () => {
    const h = table();
    const complete = (who: string) => h.app.autocomplete({ actor: { id: `id-${who}`, name: who }, channelId: 'c1', path: ['fogo', 'fire'] }, 'target', '').map((c) => c.value);
    expect(complete('bob')).toEqual(['Portugal:X1', 'FRELIMO:X1']);
    expect(complete('cat')).toEqual(['Portugal:X1', 'FRELIMO:X1', 'HIDDEN-X']);
  });

  it('GIVEN X1 fires at X1 THEN the enemy X1 is hit, and every text tells the two apart by side', () => {
    const q: number[] = [];
    const h = table(q);
    q.push(6, 6, 1);
    const r = h.run('bob', '/fogo fire firers:X1 target:X1 cover:open');
    expect(r.ok).toBe(true);
    expect([x1(h, 'Portugal').status, x1(h, 'FRELIMO').status]).toEqual(['ok', 'suppressed']);
    const text = r.outcome.public!.text;
    expect(text).toContain('**Portugal** fires at **X1** (FRELIMO) (open)');
    expect(text).toContain('• **X1** (Portugal): 3 dice base');
    expect(text).toContain('Result: **X1** (FRELIMO): SUPPRESS');
  });

  it('GIVEN the GM names X1 THEN refused with the Side:ID choices; Side:ID picks the one meant', () => {
    const h = table();
    const r = h.run('ann', '/fogo stand change id:X1 status:pinned');
    expect(code(r)).toBe('fogo/ambiguous-stand');
    expect(r.outcome.private!.text).toBe('`X1` names stands of more than one side (Portugal, FRELIMO); write `Portugal:X1` or `FRELIMO:X1`.');
    expect(h.run('ann', '/fogo stand change id:FRELIMO:X1 status:pinned').ok).toBe(true);
    expect([x1(h, 'Portugal').status, x1(h, 'FRELIMO').status]).toEqual(['ok', 'pinned']);
  });

  it('GIVEN three sides and X1 on two enemies in sight THEN a bare X1 target is refused with only the choices in sight', () => {
    const h = harness({ faces: [6, 6, 6] });
    for (const [who, line] of [
      ['ann', '/campaign new ruleset:fogo name:Three sides:"Portugal,FRELIMO,UNITA"'],
      ['bob', '/campaign join side:Portugal'],
      ['cat', '/campaign join side:FRELIMO'],
      ['dan', '/campaign join side:UNITA'],
      ['bob', '/fogo stand add id:R1 type:rifle-assault quality:regular fieldcraft:1'],
      ['cat', '/fogo stand add id:X1 type:rifle-assault quality:regular fieldcraft:1'],
      ['dan', '/fogo stand add id:X1 type:rifle-assault quality:regular fieldcraft:1'],
      ['cat', '/fogo stand add id:R1 type:rifle-assault quality:regular fieldcraft:1 hidden:true feature:grass'],
    ] as const) {
      expect(h.run(who, line).ok).toBe(true);
    }
    const r = h.run('bob', '/fogo fire firers:R1 target:X1 cover:open');
    expect(code(r)).toBe('fogo/ambiguous-stand');
    expect(r.outcome.private!.text).toBe('`X1` names stands of more than one side (FRELIMO, UNITA); write `FRELIMO:X1` or `UNITA:X1`.');
    // FRELIMO's hidden R1 is never a choice, nor a target: Portugal's own R1 is meant.
    expect(code(h.run('bob', '/fogo fire firers:R1 target:R1 cover:open'))).toBe('fogo/own-stand');
    expect(h.run('bob', '/fogo fire firers:R1 target:UNITA:X1 cover:open').ok).toBe(true);
    const statuses = fogoGame(h).stands.map((s) => [s.side, s.id, s.status]);
    expect(statuses).toEqual([
      ['Portugal', 'R1', 'ok'],
      ['FRELIMO', 'X1', 'ok'],
      ['UNITA', 'X1', 'killed'],
      ['FRELIMO', 'R1', 'ok'],
    ]);
  });
});

describe('two sides using one id (Fire Team)', () => {
  const place = (side: string, spec: UnitSpec, x: number, y: number): Unit => ({ ...makeUnit(side, spec), onTable: true, position: { x, y } });
  const rifles = (id: string): UnitSpec => ({ id, kind: 'fire-team', quality: 'average', figures: 7, weapons: [{ kind: 'rifle', count: 7 }] });

  /** Turn 1's firing phase on the river crossing: the Russians (bob) and the Germans (cat) each have a rifle team sq on the table. */
  function table(q: number[]) {
    const h = harness({ faces: q });
    h.run('ann', '/campaign new ruleset:fireteam name:Bridge sides:"Russians,Germans" scenario:fireteam-river-crossing');
    h.run('bob', '/campaign join side:Russians');
    h.run('cat', '/campaign join side:Germans');
    h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      const units = [place('Russians', rifles('sq'), 30, 40), place('Germans', rifles('sq'), 30, 30)];
      tx.saveCampaign({ ...c, game: { ...(c.game as FireteamGame), turn: 1, phase: 'firing', step: { side: 'Russians', done: [] }, jops: [], units } satisfies FireteamGame });
    });
    const unit = (side: string) => h.store.transaction((tx) => (tx.activeCampaign('c1')!.game as FireteamGame).units.find((u) => u.side === side)!);
    return { h, unit };
  }

  it("GIVEN each side shoots its sq at the enemy's sq THEN each shot lands on the other side's sq, named with its side", () => {
    const q: number[] = [];
    const { h, unit } = table(q);
    expect(h.run('bob', '/fireteam fire declare shots:"sq > sq" visible:true').ok).toBe(true);
    const declared = h.run('cat', '/fireteam fire declare shots:"Germans:sq > Russians:sq" visible:true');
    expect(declared.ok).toBe(true);
    expect(declared.outcome.public!.text).toContain('• **Russians**: **sq** (Russians) → **sq** (Germans)');
    q.push(10);
    const shot = h.run('bob', '/fireteam fire resolve shooter:sq');
    expect(code(shot)).toBe('ok');
    expect(shot.outcome.public!.text).toMatch(/^🎲 #\d+ \*\*sq\*\* \(Russians\) fires at \*\*sq\*\* \(Germans\)/);
    expect([unit('Russians').casualties + unit('Russians').pinsThisTurn, unit('Germans').casualties + unit('Germans').pinsThisTurn > 0]).toEqual([0, true]);
    expect(code(h.run('bob', '/fireteam fire resolve shooter:sq'))).toBe('fireteam/already-resolved');
    q.push(1);
    expect(h.run('cat', '/fireteam fire resolve shooter:sq').ok).toBe(true);
  });

  it('GIVEN the GM acting for a side THEN sq and Side:ID name that side\'s unit', () => {
    const { h, unit } = table([]);
    expect(h.run('ann', '/fireteam unit place unit:sq at:10,10 side:Germans').ok).toBe(true);
    expect([unit('Germans').position, unit('Russians').position]).toEqual([{ x: 10, y: 10 }, { x: 30, y: 40 }]);
    expect(h.run('ann', '/fireteam unit place unit:Russians:sq at:12,44 side:Russians').ok).toBe(true);
    expect(unit('Russians').position).toEqual({ x: 12, y: 44 });
    expect(code(h.run('ann', '/fireteam unit place unit:Germans:sq at:12,44 side:Russians'))).toBe('fireteam/not-your-unit');
  });
});
