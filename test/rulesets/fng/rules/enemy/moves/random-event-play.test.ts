import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { FngEvent, RandomEffect } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';
import { callOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-call.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { fireOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { terrainTurnEnd } from '../../../../../../src/rulesets/fng/rules/turn-end.js';
import { missionResultOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-mission-result.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, at, fig, NOW, table } from '../../../helpers/table.js';

/**
 * Announced Random Events visibly happen (issue 34 item 6; FNG 2nd Tour p.70–71, L1641 and L1648): the
 * doubles' total plus 1d6 names the event, and the bot carries it out on the table. The players act
 * (the bot's part ends after the checks), the VC's die higher on the re-roll so "this side" is the VC's
 * unless told.
 */
function doubles(g: FngGame, face: number, faces: number[]) {
  const roller = dice(...faces);
  const r = fngBotTurn({ ...g, checks: { doubles: [face] } }, roller, { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })!;
  return { ...r, remaining: roller.remaining };
}
const effects = (pub: readonly FngEvent[]): RandomEffect[] => pub.flatMap((e) => (e.kind === 'random-effect' ? [e.effect] : []));
const text = (pub: readonly FngEvent[], g: FngGame) => eventsText(pub, viewFng(g, PUBLIC), 12);

/** A squad at the bottom of a 72×36 table, a VC group and a PEF far off at the top, by night (nothing in sight). */
const base = (over: Partial<FngGame> = {}): FngGame =>
  table(
    [
      fig('fwf', 'pink', 30, 30, { role: 'squad-leader', rep: 5, gear: ['radio'] }),
      fig('fwf', 'kelly', 32, 30, { role: 'lmg-gunner', weapon: 'm60', prone: true }),
      fig('cf', 'vc1-1', 30, 4, { role: 'squad-leader', unit: 'vc1' }),
      fig('cf', 'vc1-2', 32, 4, { unit: 'vc1' }),
    ],
    { turn: 3, dice: { fwf: 2, cf: 5 }, mission: mission({ enemy: 'lvc', night: true, eal: 3, sl: 3 }), pefs: [{ id: 'P2', at: { x: 60, y: 6 } }], ...over },
  );

describe('Random Events the bot carries out (L1641, L1648)', () => {
  it('GIVEN 4, radio jammed, and 1/2d6 of 3 THEN no Free World call can be made through turn 5; on turn 6 it can', () => {
    const r = doubles(base(), 1, [2, /* 1/2d6 */ 5]);
    expect(r.remaining).toBe(0);
    expect(effects(r.pub)).toMatchObject([{ what: 'radio-jammed', turns: 3, until: 5 }]);
    expectCode(callOrder(args({ ...r.game, turn: 5 }, 'fwf', [3, 1]), { radio: 'pink', for: 'mortar' }), 'fng/radio-jammed');
    expect(callOrder(args({ ...r.game, turn: 6 }, 'fwf', [3, 1, 5]), { radio: 'pink', for: 'mortar' }).ok).toBe(true);
    expect(text(r.pub, r.game)).toContain('no Free World call can be made through turn 5');
  });

  it('GIVEN 8, withdraw, on the VC THEN the farthest of its group and PEF (P2, 26") makes for its nearest edge at its activations and leaves the table', () => {
    const r = doubles(base(), 3, [2]);
    expect(effects(r.pub)).toMatchObject([{ what: 'withdraw', side: 'cf', pef: 'P2', edge: { x: 60, y: 0 } }]);
    // The VC's activation: P2 moves 8" for the edge and is gone; the group acts (nothing in sight: it holds).
    const next = fngBotTurn({ ...r.game, acting: 'cf' }, dice(...Array<number>(20).fill(3)), { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })!;
    expect(next.pub.find((e) => e.kind === 'withdrew')).toEqual({ kind: 'withdrew', pef: 'P2', left: [], gone: true });
    expect(next.game.pefs).toEqual([]);
  });

  it('GIVEN 8, withdraw, on the VC with a group only THEN the group walks to the edge a normal move when it activates and its men leave the table there', () => {
    const r = doubles(base({ pefs: [], dice: { fwf: 2, cf: 4 } }), 3, [2]);
    expect(effects(r.pub)).toMatchObject([{ what: 'withdraw', side: 'cf', unit: 'vc1', figures: ['cf:vc1-1', 'cf:vc1-2'], edge: { x: 31, y: 0 } }]);
    const next = fngBotTurn({ ...r.game, acting: 'cf' }, dice(...Array<number>(20).fill(3)), { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })!;
    expect(next.pub.find((e) => e.kind === 'withdrew')).toEqual({ kind: 'withdrew', unit: 'vc1', left: ['cf:vc1-1', 'cf:vc1-2'], gone: true });
    expect([at(next.game, 'cf', 'vc1-1').status, at(next.game, 'cf', 'vc1-2').status]).toEqual(['left-battlefield', 'left-battlefield']);
  });

  it('GIVEN 8, withdraw, on a side with nobody to withdraw THEN its next reinforcements do not come (L1641)', () => {
    const r = doubles(base({ pefs: [], figures: base().figures.filter((f) => f.side === 'fwf') }), 3, [2]);
    expect(effects(r.pub)).toEqual([{ what: 'withdraw', side: 'cf', none: true }]);
    const roller = dice();
    const seven = fngBotTurn({ ...r.game, checks: { doubles: [], seven: 'cf' } }, roller, { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })!;
    expect(effects(seven.pub)).toEqual([{ what: 'no-reinforcements', side: 'cf' }]);
    expect(seven.game.mission!.noReinforcements).toEqual([]);
  });

  it('GIVEN 9, a lull THEN this turn a player may move only from the open into cover, and no airstrike is made', () => {
    const r = doubles(base(), 3, [3]);
    expect(effects(r.pub)).toEqual([{ what: 'lull', turn: 3 }]);
    expectCode(moveFigures(args(r.game, 'fwf', []), { moves: [{ figure: 'pink', to: { x: 30, y: 28 } }], mode: 'normal' }), 'fng/lull');
    expect(moveFigures(args({ ...r.game, turn: 4 }, 'fwf', []), { moves: [{ figure: 'pink', to: { x: 30, y: 28 } }], mode: 'normal' }).ok).toBe(true);
    expectCode(strikeOrder(args(r.game, 'fwf', []), { at: { x: 30, y: 4 }, munition: 'rockets' }), 'fng/lull-no-air');
  });

  it('GIVEN 9, a lull THEN the VC\'s groups stay where they are, firing only at whom they already see; a 7 brings nobody; the withdrawing wait', () => {
    const r = doubles(base(), 3, [3]);
    const vc = (g: FngGame) => ({ ...g, acting: 'cf' as const, dice: { fwf: 2, cf: 3 } });
    // By night nobody is in the group's sight: it stays, firing at nobody, and rolls nothing.
    const still = fngBotTurn(vc(r.game), dice(), { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })!;
    expect(still.pub.find((e) => e.kind === 'enemy-group')).toMatchObject({ tactics: 'lull', doing: expect.stringMatching(/^stays, firing at nobody/) });
    expect([at(still.game, 'cf', 'vc1-1').at, at(still.game, 'cf', 'vc1-2').at]).toEqual([{ x: 30, y: 4 }, { x: 32, y: 4 }]);
    expect(text(still.pub, still.game)).toContain('a lull in the battle (L1641), no voluntary move — stays, firing at nobody');
    // By day, 10" from Pink (the nearest): it fires at him from where it stands.
    const day = { ...r.game, mission: { ...r.game.mission!, night: false }, figures: r.game.figures.map((f) => (f.side === 'cf' ? { ...f, at: { x: f.at!.x - 1, y: 20 } } : f)) };
    const fire = fngBotTurn(vc(day), dice(...Array<number>(300).fill(3)), { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })!;
    expect(fire.pub.find((e) => e.kind === 'enemy-group')).toMatchObject({ tactics: 'lull', doing: 'stays and fires at pink' });
    expect(fire.pub.some((e) => e.kind === 'shot')).toBe(true);
    expect(at(fire.game, 'cf', 'vc1-1').at).toEqual({ x: 29, y: 20 });
    // Only medevacs enter the table in a lull: the 7's reinforcements are not even tested.
    const roller = dice();
    const seven = fngBotTurn({ ...r.game, checks: { doubles: [], seven: 'cf' } }, roller, { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })!;
    expect(effects(seven.pub)).toEqual([{ what: 'no-reinforcements', side: 'cf', lull: true }]);
    expect(text(seven.pub, seven.game)).toContain('in a lull only medevacs enter the table (L1641)');
    // A PEF ordered to withdraw waits out the lull where it is, and goes the next turn.
    const ordered = doubles(base(), 3, [2]).game;
    const lulled = { ...ordered, mission: { ...ordered.mission!, lullTurn: ordered.turn } };
    const waits = fngBotTurn({ ...lulled, acting: 'cf' }, dice(...Array<number>(20).fill(3)), { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })!;
    expect(waits.pub.some((e) => e.kind === 'withdrew')).toBe(false);
    expect(waits.game.pefs).toEqual([{ id: 'P2', at: { x: 60, y: 6 } }]);
  });

  it('GIVEN 10, a casualty revives, 1d6 of 2 (the FWF) THEN Kelly, Out of the Fight, is back to normal; with none Out of the Fight, nobody', () => {
    const hurt = base({ figures: base().figures.map((f) => (f.id === 'kelly' ? { ...f, status: 'out-of-fight' as const, walkingWounded: true } : f)) });
    const r = doubles(hurt, 4, [2, 2]);
    expect(effects(r.pub)).toMatchObject([{ what: 'revive', side: 'fwf', figure: 'fwf:kelly' }]);
    expect(at(r.game, 'fwf', 'kelly').status).toBe('carry-on');
    expect(at(r.game, 'fwf', 'kelly').walkingWounded).toBeUndefined();
    expect(text(r.pub, r.game)).toContain('**kelly** is back to normal');
    expect(effects(doubles(base(), 4, [2, 2]).pub)).toMatchObject([{ what: 'revive', side: 'fwf' }]);
  });

  it('GIVEN 11, a new barrel, on the FWF THEN Kelly\'s M-60 fires its next attack at REP +1, the once', () => {
    const r = doubles(base({ dice: { fwf: 5, cf: 2 } }), 4, [3]);
    expect(r.game.mission!.newBarrel).toEqual(['fwf']);
    const shot = unwrap(fireOrder(args({ ...r.game, mission: { ...r.game.mission!, night: false } }, 'fwf', [1, 1, 1, 1, 1, ...Array<number>(30).fill(3)]), { shooter: 'kelly', targets: [{ figure: 'vc1-1', dice: 5 }] }));
    const e = shot.events.find((x) => x.kind === 'shot');
    expect(e?.kind === 'shot' && e.result.rep).toBe(5);
    expect(shot.game.mission!.newBarrel).toEqual([]);
  });

  it('GIVEN 12, a sudden shower, in clear weather THEN the next turn is terrible weather and the one after clear again', () => {
    const r = doubles(base(), 5, [2]);
    expect(effects(r.pub)).toEqual([{ what: 'shower', turn: 4, weather: 'terrible' }]);
    const env = { roller: dice(), rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW };
    const into = terrainTurnEnd({ ...r.game, mission: { ...r.game.mission!, length: undefined } } as FngGame, env);
    expect(into.game.mission!.weather).toBe('terrible');
    const out = terrainTurnEnd({ ...into.game, turn: 4 }, env);
    expect(out.game.mission!.weather).toBe('clear');
    expect(out.game.mission!.shower).toBeUndefined();
  });

  it('GIVEN 13, reduced support, 1d6 of 2 THEN the Support Level falls to 2; of 5 the EAL falls by one, its level not told', () => {
    expect(doubles(base(), 5, [3, 2]).game.mission!.sl).toBe(2);
    const eal = doubles(base(), 5, [3, 5]);
    expect(eal.game.mission!.eal).toBe(2);
    expect(effects(eal.pub)).toEqual([{ what: 'support', level: 'eal', change: -1, part: expect.anything() }]);
  });

  it('GIVEN 14, only wounded THEN Pink, lying Obviously Dead, is Out of the Fight instead', () => {
    const dead = base({ figures: base().figures.map((f) => (f.id === 'pink' ? { ...f, status: 'obviously-dead' as const } : f)) });
    const r = doubles(dead, 6, [2]);
    expect(at(r.game, 'fwf', 'pink').status).toBe('out-of-fight');
  });

  it('GIVEN 15, random artillery, section 2 rolling highest THEN three artillery rounds land round its centre (36,9), each rolling a deviation, and whoever a blast catches takes damage', () => {
    const near = base({ pefs: [], figures: [...base().figures.filter((f) => f.side === 'fwf'), fig('cf', 'vc1-1', 34, 8, { role: 'squad-leader', unit: 'vc1' })] });
    const r = doubles(near, 6, [3, /* sections */ 1, 6, 2, 3, 4, 5, /* deviations: on target */ 5, 6, 5, /* damage, reactions */ ...Array<number>(30).fill(6)]);
    expect(effects(r.pub).map((e) => e.what)).toEqual(['random-artillery', 'artillery-round', 'artillery-round', 'artillery-round']);
    expect(effects(r.pub)[0]).toMatchObject({ section: 2, aim: { x: 36, y: 9 } });
    expect(r.pub.filter((e) => e.kind === 'blast').map((e) => e.kind === 'blast' && e.centre)).toEqual([{ x: 36, y: 9 }, { x: 36, y: 9 }, { x: 36, y: 9 }]);
    expect(r.pub.filter((e) => e.kind === 'damage').map((e) => e.kind === 'damage' && e.figure)).toEqual(['cf:vc1-1']);
  });

  it('GIVEN 17, a decisive moment, on the VC, its group rolling highest THEN vc1-1 is REP 5, firing at REP 4 (not to fire, L1648)', () => {
    const r = doubles(base(), 6, [5, /* group, P2 */ 6, 2]);
    expect(effects(r.pub)).toMatchObject([{ what: 'decisive', side: 'cf', figure: 'cf:vc1-1' }]);
    expect(at(r.game, 'cf', 'vc1-1')).toMatchObject({ rep: 5, decisive: true });
    const shot = unwrap(fireOrder(args({ ...r.game, acting: 'cf', mission: { ...r.game.mission!, night: false } }, 'cf', [1, 1, 1, ...Array<number>(80).fill(3)]), { shooter: 'vc1-1', targets: [{ figure: 'pink', dice: 3 }] }));
    const e = shot.events.find((x) => x.kind === 'shot');
    expect(e?.kind === 'shot' && e.result.rep).toBe(4);
  });

  it('GIVEN 17 with the PEF rolling highest THEN P2 is +1 REP for the rest of the game', () => {
    const r = doubles(base(), 6, [5, 2, 6]);
    expect(r.game.pefs).toEqual([{ id: 'P2', at: { x: 60, y: 6 }, decisive: true }]);
  });

  it('GIVEN 18, End Mission! THEN the enemy leaves the table, the mission ends, and a Patrol is counted as if the squad exited', () => {
    const patrol = base({ mission: { ...base().mission!, type: 'patrol' } });
    const r = doubles(patrol, 6, [6]);
    expect(r.game.mission!.ended).toEqual({ turn: 3, by: 'event' });
    expect(r.game.figures.filter((f) => f.side === 'cf').map((f) => f.status)).toEqual(['left-battlefield', 'left-battlefield']);
    expect(r.game.pefs).toEqual([]);
    const counted = unwrap(missionResultOrder({ ...args(r.game, 'fwf', Array<number>(10).fill(3)), gm: false }, { sectors: 2 }));
    expect(counted.events.some((e) => e.kind === 'tour' && e.event.kind === 'mission-result' && e.event.lines.some((l) => l.item === 'not-exited-in-time'))).toBe(false);
    expect(counted.events.some((e) => e.kind === 'tour' && e.event.kind === 'mission-result')).toBe(true);
  });
});
