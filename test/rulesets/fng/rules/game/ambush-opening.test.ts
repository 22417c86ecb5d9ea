import { describe, expect, it } from 'vitest';
import { ambushedActAnyway, ambushersOpenFire, ambushOpening, ambushersHoldInSight, spotterReps } from '../../../../../src/rulesets/fng/rules/game/ambush-opening.js';
import { spotAmbush } from '../../../../../src/rulesets/fng/rules/missions/missions.js';
import { activateOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-turn.js';
import { sightOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-sight.js';
import type { FngMission } from '../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';
import { bot, ctx, mission } from '../../helpers/bot.js';
import { activateGroup, enemyGroups } from '../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import { fireOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { moveFigures } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { mayAct } from '../../../../../src/rulesets/fng/rules/game/turn.js';
import { eventsText } from '../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../src/core/views.js';
import { args, fig, table } from '../../helpers/table.js';

/** An Ambush before its first Activation: the players' Star's squad (REP 5 and 4), a REP 6 of another squad, two VC. */
function ambush(role: NonNullable<FngMission['ambush']>, over: Partial<FngGame> = {}): FngGame {
  return table(
    [
      fig('fwf', 'sgt', 10, 10, { rep: 5, star: true }),
      fig('fwf', 'a', 11, 10),
      fig('fwf', 'b', 12, 10, { rep: 6, unit: 'sq2' }),
      fig('cf', 'v1', 20, 10, { rep: 3 }),
      fig('cf', 'v2', 21, 10, { rep: 4 }),
    ],
    { turn: 0, acting: undefined, dice: undefined, mission: mission({ type: 'ambush', ambush: role, length: { minimumTurns: 6, after: 'may-become-fight' } }), ...over },
  );
}

describe('Ambush turn 1 (L2192): the ambushed side, activating first, rolls to spot the ambush', () => {
  it('GIVEN the players are ambushed and activate first (5 v 1) THEN their Star\'s squad rolls 2d6 vs its best REP 5 (not the other squad\'s 6): [5,5] spots it, publicly', () => {
    const a = args(ambush('ambushed'), 'fwf', [5, 1, 5, 5]);
    const r = unwrap(activateOrder(a));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.acting).toBe('fwf');
    expect(r.game.mission!.ambushSpotted).toBe(true);
    const spot = r.events.find((e) => e.kind === 'ambush-spot');
    expect(spot).toMatchObject({ kind: 'ambush-spot', side: 'fwf', spotted: true, rolled: true, rep: 5 });
    expect(spot && 'parts' in spot ? spot.parts![0]!.faces : []).toEqual([5, 5]);
  });

  it('GIVEN the players are ambushed and activate first THEN [5,6] is not spotted: one die over REP 5 fails, though a REP 6 of another squad would have passed', () => {
    const a = args(ambush('ambushed'), 'fwf', [5, 1, 5, 6]);
    const r = unwrap(activateOrder(a));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.mission!.ambushSpotted).toBe(false);
    expect(r.events.find((e) => e.kind === 'ambush-spot')).toMatchObject({ side: 'fwf', spotted: false, rolled: true });
  });

  it('GIVEN the players ambush and the enemy activates first (1 v 5) THEN the enemy rolls vs its best REP 4: the dice are an enemy-dice event (the GM\'s), the public event carries none', () => {
    const a = args(ambush('ambushing'), 'fwf', [1, 5, 4, 3]);
    const r = unwrap(activateOrder(a));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.acting).toBe('cf');
    expect(r.game.mission!.ambushSpotted).toBe(true);
    const gm = r.events.find((e) => e.kind === 'enemy-dice');
    expect(gm && gm.kind === 'enemy-dice' ? gm.parts[0]!.faces : []).toEqual([4, 3]);
    expect(r.events.find((e) => e.kind === 'ambush-spot')).toEqual({ kind: 'ambush-spot', side: 'cf', spotted: true, rolled: true });
  });

  it('GIVEN the enemy spots the ambush THEN the channel hears the outcome without its dice; the players\' own roll shows theirs', () => {
    const r = unwrap(activateOrder(args(ambush('ambushing'), 'fwf', [1, 5, 4, 3])));
    const said = eventsText(r.events.filter((e) => e.kind !== 'enemy-dice'), viewFng(r.game, PUBLIC), 12);
    expect(said).toContain('**spots the ambush** (L2192):');
    expect(said).not.toContain('[4, 3]');
    const own = unwrap(activateOrder(args(ambush('ambushed'), 'fwf', [5, 1, 5, 6])));
    expect(eventsText(own.events, viewFng(own.game, PUBLIC), 12)).toContain('2d6 vs best REP 5: [5, 6]: **not spotted**');
  });

  it('GIVEN the players ambush, the enemy first, [5,1] THEN not spotted (5 over REP 4)', () => {
    const a = args(ambush('ambushing'), 'fwf', [1, 5, 5, 1]);
    expect(unwrap(activateOrder(a)).game.mission!.ambushSpotted).toBe(false);
    expect(a.roller.remaining).toBe(0);
  });

  it('GIVEN the ambushers activate first THEN no spot roll is made (no die used) and the ambush stands unspotted', () => {
    for (const [role, faces] of [['ambushing', [5, 1]], ['ambushed', [1, 5]]] as const) {
      const a = args(ambush(role), 'fwf', [...faces]);
      const r = unwrap(activateOrder(a));
      expect(a.roller.remaining).toBe(0);
      expect(r.game.mission!.ambushSpotted).toBe(false);
      expect(r.events.find((e) => e.kind === 'ambush-spot')).toMatchObject({ rolled: false, spotted: false });
    }
  });

  it('GIVEN a Fight, or an Ambush past turn 1 THEN the opening does nothing', () => {
    const fight = ambush('ambushed', { mission: mission({ type: 'fight' }) });
    const a = args(fight, 'fwf', [5, 1]);
    const r = unwrap(activateOrder(a));
    expect(a.roller.remaining).toBe(0);
    expect(r.events.some((e) => e.kind === 'ambush-spot')).toBe(false);
    const later = { ...ambush('ambushed'), turn: 2, acting: 'fwf' as const };
    expect(ambushOpening(later, dice()).events).toEqual([]);
  });

  it('GIVEN the enemy has only PEF markers on the table THEN it spots with the PEF REP', () => {
    const g = { ...ambush('ambushing'), figures: ambush('ambushing').figures.filter((f) => f.side === 'fwf'), pefs: [{ id: 'P1', at: { x: 30, y: 10 } }] };
    expect(spotterReps({ ...g, mission: { ...g.mission!, pefRep: 3 } }, 'cf')).toEqual([3]);
    expect(spotterReps({ ...g, pefs: [] }, 'cf')).toEqual([]);
  });

  it('GIVEN no Star on the table THEN every placed, able player figure spots', () => {
    const g = ambush('ambushed');
    const noStar = { ...g, figures: g.figures.map((f) => ({ ...f, star: false })) };
    expect([...spotterReps(noStar, 'fwf')].sort()).toEqual([4, 5, 6]);
  });

  it('GIVEN the best REP r THEN the ambush is spotted with probability (r/6)² exactly, by enumeration', () => {
    for (const rep of [3, 4, 5]) {
      let spotted = 0;
      for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (unwrap(spotAmbush({ reps: [1, rep] }, dice(x, y))).spotted) spotted++;
      expect(spotted).toBe(rep * rep);
    }
  });
});

describe('Ambush turn 1 (L2192): the ambushers take no In Sight', () => {
  const started = (role: NonNullable<FngMission['ambush']>, turn = 1): FngGame => ({ ...ambush(role), turn, acting: 'fwf', dice: { fwf: 5, cf: 1 } });

  it('GIVEN the players ambush, turn 1 THEN their In Sight is refused; on turn 2 it is taken', () => {
    expect(ambushersHoldInSight(started('ambushing'), 'fwf')).toBe(true);
    expectCode(sightOrder(args(started('ambushing'), 'fwf', [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]), { figures: ['sgt', 'v1'] }), 'fng/ambush-no-in-sight');
    expect(ambushersHoldInSight(started('ambushing', 2), 'fwf')).toBe(false);
  });

  it('GIVEN the players are ambushed, turn 1 THEN they may take In Sight; the enemy, the ambushers, may not', () => {
    expect(ambushersHoldInSight(started('ambushed'), 'fwf')).toBe(false);
    expect(ambushersHoldInSight(started('ambushed'), 'cf')).toBe(true);
    expectCode(sightOrder(args({ ...started('ambushed'), acting: 'cf' }, 'cf', []), { figures: ['v1', 'sgt'] }), 'fng/ambush-no-in-sight');
  });
});

describe('Spotted, the ambushed troops open fire at once, then move or go prone (L2192)', () => {
  // Turn 1 under way: the players' die a 6, so by the Activation rule (L599) no REP 4 or 5 group of theirs acts.
  const running = (role: NonNullable<FngMission['ambush']>, spotted: boolean | undefined, over: Partial<FngGame> = {}): FngGame => {
    const g0 = ambush(role, { turn: 1, dice: { fwf: 6, cf: 1 }, acting: 'fwf', ...over });
    // The REP 6 of the other squad stands apart, so the squad's group is led at REP 5.
    const g = { ...g0, figures: g0.figures.map((f) => (f.id === 'b' ? { ...f, at: { x: 40, y: 30 } } : f)) };
    return { ...g, mission: { ...g.mission!, ...(spotted === undefined ? {} : { ambushSpotted: spotted }) } };
  };

  it('GIVEN the players ambushed and the ambush spotted THEN every figure of theirs acts on turn 1 whatever the die: REP 4 fires, then moves', () => {
    const g = running('ambushed', true);
    expect(ambushedActAnyway(g, 'fwf')).toBe(true);
    expect(mayAct(g, g.figures.find((f) => f.id === 'a')!).ok).toBe(true);
    const fired = unwrap(fireOrder(args(g, 'fwf', Array<number>(30).fill(6)), { shooter: 'a', targets: [{ figure: 'v1' }] }));
    const moved = unwrap(moveFigures(args(fired.game, 'fwf', []), { moves: [{ figure: 'a', to: { x: 11, y: 14 } }], mode: 'normal', prone: true }));
    expect(moved.game.figures.find((f) => f.id === 'a')).toMatchObject({ fired: true, moved: true, prone: true });
  });

  it('GIVEN not spotted, turn 2, or the players the ambushers THEN the Activation die rules as ever', () => {
    for (const g of [running('ambushed', false), running('ambushed', true, { turn: 2 }), running('ambushing', true), running('ambushed', undefined)]) {
      expect(ambushedActAnyway(g, 'fwf')).toBe(false);
      expectCode(mayAct(g, g.figures.find((f) => f.id === 'a')!), 'fng/cannot-activate');
    }
  });

  it('GIVEN the bot\'s VC ambushed and spotted, its die a 6 THEN its REP 4 group acts anyway; not spotted THEN it waits', () => {
    const base = running('ambushing', true, { dice: { fwf: 1, cf: 6 }, acting: 'cf' });
    const g = { ...base, mission: { ...base.mission!, enemy: 'lvc' as const } };
    const group = enemyGroups(g)[0]!.members;
    const t = ctx(bot(Array<number>(80).fill(3)));
    expect(activateGroup(t, g, group)).not.toBe(g);
    expect(t.pub.some((e) => e.kind === 'enemy-group')).toBe(true);
    const quiet = { ...g, mission: { ...g.mission, ambushSpotted: false } };
    expect(activateGroup(ctx(bot([])), quiet, enemyGroups(quiet)[0]!.members)).toBe(quiet);
  });
});

describe('Not spotted, "the ambushers immediately open fire when they are active" (L2192)', () => {
  const sprung = (spotted: boolean, turn = 1): FngGame => {
    const g = ambush('ambushed', { turn, dice: { fwf: 1, cf: 1 }, acting: 'cf' });
    return { ...g, mission: { ...g.mission!, enemy: 'lvc', ambushSpotted: spotted } };
  };

  it('GIVEN the bot\'s VC spring the ambush on turn 1, not spotted THEN its group opens fire at once, no table rolled', () => {
    const g = sprung(false);
    expect(ambushersOpenFire(g, 'cf')).toBe(true);
    const t = ctx(bot(Array<number>(80).fill(3)));
    activateGroup(t, g, enemyGroups(g)[0]!.members);
    const e = t.pub.find((x) => x.kind === 'enemy-group');
    expect(e).toMatchObject({ kind: 'enemy-group', tactics: 'ambush', doing: expect.stringContaining('springs the ambush: opens fire on') });
    expect(t.pub.some((x) => x.kind === 'shot')).toBe(true);
    expect(eventsText([e!], viewFng(g, PUBLIC), 0)).toContain('the Ambush, not spotted (L2192)');
  });

  it('GIVEN the ambush spotted, or turn 2, or the players the ambushers THEN the bot\'s tables as ever', () => {
    expect(ambushersOpenFire(sprung(true), 'cf')).toBe(false);
    expect(ambushersOpenFire(sprung(false, 2), 'cf')).toBe(false);
    expect(ambushersOpenFire(sprung(false), 'fwf')).toBe(false);
    const g = sprung(true);
    const t = ctx(bot(Array<number>(80).fill(3)));
    activateGroup(t, g, enemyGroups(g)[0]!.members);
    expect(t.pub.find((x) => x.kind === 'enemy-group')).not.toMatchObject({ tactics: 'ambush' });
  });
});
