import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { missionStatusLines } from '../../../../../../src/rulesets/fng/play/enemy/enemy-texts.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { enemyClaymoreSecret, fireClaymoreOrder, isSuicideTrooper } from '../../../../../../src/rulesets/fng/rules/firefight/moves/claymores.js';
import { botClaymoresInterrupted, fireLeaderClaymores, leaderClaymoreAim, worthFiring } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-claymore.js';
import { activateGroup, enemyGroups } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { expectCode } from '../../../../../helpers/rules.js';
import { bot, ctx, mission } from '../../../helpers/bot.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Issue 17: the VC Leader's own Claymore (L516: NVA and LVC "(1-3) chance of Leader having a Claymore
 * CDM"; L783: "Normally used as an ambush or defensive weapon ... setup by a soldier in one turn of
 * uninterrupted Activation ... detonated from up to 12" away"). The bot's stated default: set when his
 * group holds (Defensive Tactics), faced at the nearest player he sees, his whole activation; fired at a
 * later activation of his group when the cone catches a player and nobody of his own. The GM alone is told
 * of it until it goes off.
 */
const GM = { kind: 'member', userId: 'gm', gm: true } as const;
const fours = (n: number): number[] => Array<number>(n).fill(4);
const leader = (over: Partial<TableFigure> = {}) => fig('cf', 'vc1-1', 30, 10, { unit: 'vc1', role: 'squad-leader', gear: ['claymore'], ...over });
const vc2 = fig('cf', 'vc1-2', 32, 10, { unit: 'vc1' });
const a = fig('fwf', 'a', 30, 20);
const b = fig('fwf', 'b', 32, 20);
const game = (figures: TableFigure[], over: Partial<FngGame> = {}) => table(figures, { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'lvc' }), ...over });

function act(figures: TableFigure[], faces: number[], over: Partial<FngGame> = {}) {
  const g = game(figures, over);
  const bt = bot(faces);
  const t = { ...ctx(bt), setAt: new Map<string, number>() };
  const out = activateGroup(t, g, enemyGroups(g)[0]!.members);
  return { g: out, t, remaining: bt.roller.remaining };
}

describe('the VC leader\'s own Claymore is no suicide trooper\'s chest mine (L516, L2154)', () => {
  it('GIVEN a Claymore without Nerves Of Steel THEN a leader\'s own; with it (L2154) a suicide trooper', () => {
    expect(isSuicideTrooper(leader())).toBe(false);
    expect(isSuicideTrooper(leader({ attributes: ['nerves-of-steel'] }))).toBe(true);
  });
});

describe('the bot sets it when his group holds (L783, L1627)', () => {
  it('GIVEN his group holds, a player 10" off in sight THEN he sets E1 at his feet faced at the nearest player, his whole activation: he does not fire, vc1-2 does; the GM is told, the channel is not', () => {
    const r = act([leader(), vc2, a, b], fours(20));
    const set = r.t.gm.find((e) => e.kind === 'claymore-set');
    expect(set).toEqual({ kind: 'claymore-set', figure: 'cf:vc1-1', mine: 'E1', at: { x: 30, y: 10 }, toward: { x: 30, y: 20 }, left: 0, setting: true });
    expect(r.t.pub.some((e) => e.kind === 'claymore-set')).toBe(false);
    expect(r.t.pub.filter((e) => e.kind === 'shot').map((e) => e.kind === 'shot' && e.shooter)).toEqual(['cf:vc1-2']);
    expect(at(r.g, 'cf', 'vc1-1')).toMatchObject({ busy: true, gear: ['claymore'] });
    expect(r.g.claymores).toMatchObject({ mines: [{ id: 'E1', side: 'cf', by: 'cf:vc1-1', own: true, setting: 3 }], next: 1, nextEnemy: 2, used: ['cf:vc1-1'] });
    expect(r.t.setAt.get('E1')).toBeGreaterThanOrEqual(0);
    // The players see no enemy Claymore; the GM does, and his words.
    expect(viewFng(r.g, PUBLIC).claymores).toBeUndefined();
    expect(missionStatusLines(viewFng(r.g, GM)).join('\n')).toContain('E1 at 30,10 faced at 30,20');
    expect(eventsText([set!], viewFng(r.g, GM), 0)).toContain('(GM) **vc1-1** sets his own Claymore E1');
    expect(enemyClaymoreSecret(set!)).toBe(true);
  });

  it('GIVEN he has no Claymore, has set his already, sees no player, or was made to react this activation THEN he fires with his group instead', () => {
    const shooters = (r: ReturnType<typeof act>) => r.t.pub.filter((e) => e.kind === 'shot').map((e) => e.kind === 'shot' && e.shooter);
    expect(shooters(act([leader({ gear: [] }), vc2, a, b], fours(30)))).toEqual(['cf:vc1-1', 'cf:vc1-2']);
    expect(shooters(act([leader(), vc2, a, b], fours(30), { claymores: { mines: [], next: 1, used: ['cf:vc1-1'] } }))).toEqual(['cf:vc1-1', 'cf:vc1-2']);
    expect(shooters(act([leader(), vc2, a, b], fours(30), { claymores: { mines: [], next: 1, tested: { serial: 3, keys: ['cf:vc1-1'] } } }))).toEqual(['cf:vc1-1', 'cf:vc1-2']);
    // At night he sees 12" (L651): players 14" off are out of his sight.
    const night = act([leader(), vc2, { ...a, at: { x: 30, y: 24 } }, { ...b, at: { x: 32, y: 24 } }], fours(30), { mission: mission({ enemy: 'lvc', night: true }) });
    expect(night.t.gm.some((e) => e.kind === 'claymore-set')).toBe(false);
  });

  it('GIVEN the leader reacts after he began, before the enemy is done THEN E1 is given up, the GM told; the players never see it', () => {
    const r = act([leader(), vc2, a, b], fours(20));
    const t = r.t;
    t.pub.push({ kind: 'reaction', figure: 'cf:vc1-1', tests: 'received-fire', passes: { rf: 1 }, how: 'rolled', outcome: 'duck-back', outgunned: false, inCover: false, hero: false } as FngEvent, { kind: 'done', side: 'cf', recovered: [] });
    const g = botClaymoresInterrupted(t, r.g);
    expect(g.claymores!.mines).toEqual([]);
    expect(g.claymores!.used).toEqual([]);
    expect(t.gm.at(-1)).toEqual({ kind: 'claymore-interrupted', figure: 'cf:vc1-1', mine: 'E1', side: 'cf' });
    expect(t.pub.some((e) => e.kind === 'claymore-interrupted')).toBe(false);
  });

  it('GIVEN the enemy done with the leader untouched THEN E1 is set: no longer being set', () => {
    const r = act([leader(), vc2, a, b], fours(20));
    r.t.pub.push({ kind: 'done', side: 'cf', recovered: [] });
    const g = botClaymoresInterrupted(r.t, r.g);
    expect(g.claymores!.mines).toEqual([{ id: 'E1', side: 'cf', unit: 'vc1', at: { x: 30, y: 10 }, toward: { x: 30, y: 20 }, by: 'cf:vc1-1', own: true }]);
  });
});

describe('the bot fires it (L783)', () => {
  const e1 = { id: 'E1', side: 'cf' as const, unit: 'vc1', at: { x: 30, y: 10 }, toward: { x: 30, y: 18 }, by: 'cf:vc1-1', own: true };
  const set = (figures: TableFigure[]) => game(figures, { claymores: { mines: [e1], next: 1, nextEnemy: 2, used: ['cf:vc1-1'] } });

  it('GIVEN a player in its cone and nobody of his own THEN worth firing; a friend in the cone or the back blast, or no player in it, not', () => {
    // The leader moved off it, 4" to its side and 2" ahead, out of the cone.
    const off = leader({ at: { x: 26, y: 12 } });
    expect(worthFiring(set([off, fig('fwf', 'a', 30, 15)]), e1)).toBe(true);
    expect(worthFiring(set([off, fig('fwf', 'a', 30, 15), fig('cf', 'vc1-3', 30, 16, { unit: 'vc1' })]), e1)).toBe(false);
    expect(worthFiring(set([off, fig('fwf', 'a', 30, 15), fig('cf', 'vc1-3', 30, 8, { unit: 'vc1' })]), e1)).toBe(false);
    expect(worthFiring(set([off, fig('fwf', 'a', 40, 15)]), e1)).toBe(false);
    // Still standing on it himself: not.
    expect(worthFiring(set([leader(), fig('fwf', 'a', 30, 15)]), e1)).toBe(false);
  });

  it('GIVEN his group active and a player 5" into the cone THEN he fires E1 at the start, public, his fire; the mine is spent', () => {
    const g = set([leader({ at: { x: 26, y: 12 } }), { ...vc2, at: { x: 24, y: 12 } }, fig('fwf', 'a', 30, 15)]);
    const t = { ...ctx(bot(fours(40))), setAt: new Map<string, number>() };
    const out = fireLeaderClaymores(t, g, enemyGroups(g)[0]!.members);
    expect(t.pub[0]).toMatchObject({ kind: 'claymore-fired', figure: 'cf:vc1-1', mine: 'E1', caught: ['fwf:a'] });
    expect(out.claymores!.mines).toEqual([]);
    expect(at(out, 'cf', 'vc1-1').fired).toBe(true);
    expect(eventsText([t.pub[0]!], viewFng(out, PUBLIC), 0)).toContain('fires Claymore E1');
  });

  it('GIVEN him more than 12" from it, or it still being set THEN he does not fire it', () => {
    const far = set([{ ...leader(), at: { x: 30, y: 23 } }, vc2, fig('fwf', 'a', 30, 15)]);
    const t1 = { ...ctx(bot([])), setAt: new Map<string, number>() };
    expect(fireLeaderClaymores(t1, far, enemyGroups(far)[0]!.members)).toBe(far);
    const being = game([leader(), vc2, fig('fwf', 'a', 30, 15)], { claymores: { mines: [{ ...e1, setting: 3 }], next: 1 } });
    expect(fireLeaderClaymores(t1, being, enemyGroups(being)[0]!.members)).toBe(being);
    expectCode(fireClaymoreOrder(args(being, 'cf', []), { figure: 'vc1-1', mine: 'E1' }), 'fng/claymore-being-set');
  });

  it('GIVEN the players name the enemy\'s E1 THEN it is no Claymore of theirs, as for any number', () => {
    const g = { ...set([leader(), fig('fwf', 'a', 30, 15)]), acting: 'fwf' as const, dice: { fwf: 4, cf: 1 } };
    expectCode(fireClaymoreOrder(args(g, 'fwf', []), { figure: 'a', mine: 'E1' }), 'fng/unknown-claymore');
    expectCode(fireClaymoreOrder(args(g, 'fwf', []), { figure: 'a', mine: 'E9' }), 'fng/unknown-claymore');
  });

  it('GIVEN the leader\'s aim THEN the nearest player he sees, by id on ties', () => {
    const g = game([leader(), fig('fwf', 'b', 34, 13), fig('fwf', 'a', 26, 13), fig('fwf', 'c', 30, 30)]);
    expect(leaderClaymoreAim(undefined, g, leader() as TableFigure & { at: { x: number; y: number } })?.id).toBe('a');
  });
});
