import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { supportLines } from '../../../../../../src/rulesets/fng/play/support/support-texts.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { passOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-door-guns.js';
import { spottedAt } from '../../../helpers/spotted.js';
import { args, fig, table } from '../../../helpers/table.js';
import { rotaryGuns, strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

/**
 * Helicopters' guns on a pass (FNG 2nd Tour p.89–90): rotary guns roll twice for each figure
 * (L2009), door gunners fire as the helicopter passes (L2015, L2020–L2022).
 */
const mission: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 5, night: false, pefRep: 2, nextPef: 1, nextUnit: 1 };
const sup = (es: readonly FngEvent[]): SupportEvent[] => es.flatMap((e) => (e.kind === 'support' ? [e.event] : []));
const ofKind = <K extends SupportEvent['kind']>(es: readonly FngEvent[], k: K) => sup(es).filter((e): e is Extract<SupportEvent, { kind: K }> => e.kind === k);

function game(r: Partial<SupportRequest>): FngGame {
  return {
    ...table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }), fig('fwf', 'joe', 12, 20), fig('cf', 'tranh', 56, 20, { role: 'squad-leader' }), fig('cf', 'minh', 58, 20, { rep: 3 })], { mission }),
    support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', for: 'gunship', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 4, passes: 2, ...r }] },
  };
}

describe('Rotary guns (L2009): "twice for each figure fired upon by RLMGs or RHMGs"', () => {
  it('GIVEN the lists THEN a Frog\'s light gun run and a Cobra\'s heavy one are rotary; a Sea Wolf\'s plain LMG, a Hog (no fixed guns) and fixed-wing aircraft are not', () => {
    expect(rotaryGuns({ for: 'gunship', aircraft: 'uh-1c-frog' }, 'gun-lmg')).toBe(true);
    expect(rotaryGuns({ for: 'gunship', aircraft: 'ah-1g-cobra' }, 'gun-hmg')).toBe(true);
    expect(rotaryGuns({ for: 'gunship', aircraft: 'ah-1g-cobra' }, 'gun-lmg')).toBe(false);
    expect(rotaryGuns({ for: 'gunship', aircraft: 'uh-1n-sea-wolf' }, 'gun-lmg')).toBe(false);
    expect(rotaryGuns({ for: 'gunship', aircraft: 'uh-1b-hog' }, 'gun-lmg')).toBe(false);
    expect(rotaryGuns({ for: 'air', aircraft: 'F-4 Phantom II' }, 'gun-hmg')).toBe(false);
    expect(rotaryGuns({ for: 'gunship', aircraft: 'uh-1c-frog' }, 'rockets')).toBe(false);
  });

  it('GIVEN a Frog\'s mini-gun run over two VC THEN each is fired on with two dice at the pilot\'s REP, and each hit takes its own Combat Damage roll', () => {
    // Piloting 1, 1: treetops; both VC check (1, 5) and duck back. Tranh two dice (6, 6: two hits), two
    // Combat Damage rolls (3, 3: out of the fight) and the one die his fall rolls; Minh two dice (2, 2: no hit).
    const a = args(game({ aircraft: 'uh-1c-frog' }), 'fwf', [1, 1, 1, 5, 1, 5, 6, 6, 3, 3, 2, 2, 2, ...Array<number>(20).fill(3)]);
    const r = unwrap(strikeOrder(a, { at: { x: 56, y: 20 }, munition: 'gun-lmg', from: { x: 56, y: 0 } }));
    const strikes = ofKind(r.events, "strike");
    expect(strikes.map((e) => [e.rolls, e.hits, e.parts[0]!.faces.length])).toEqual([
      [2, 2, 2],
      [2, 0, 2],
    ]);
    expect(r.events.filter((e) => e.kind === 'damage' && e.figure === 'cf:tranh')).toHaveLength(2);
    expect(r.events.filter((e) => e.kind === 'damage' && e.figure === 'cf:minh')).toHaveLength(0);
    expect(supportLines(strikes[0]!, {} as never, (k) => k).join()).toContain('with rotary guns, twice (L2009)');
  });

  it('GIVEN a Sea Wolf\'s fixed LMGs THEN one die a figure, as before', () => {
    const a = args(game({ aircraft: 'uh-1n-sea-wolf' }), 'fwf', [1, 1, 1, 5, 1, 5, 3, 3, ...Array<number>(20).fill(3)]);
    const r = unwrap(strikeOrder(a, { at: { x: 56, y: 20 }, munition: 'gun-lmg', from: { x: 56, y: 0 } }));
    expect(ofKind(r.events, 'strike').map((e) => [e.rolls, e.parts[0]!.faces.length])).toEqual([
      [undefined, 1],
      [undefined, 1],
    ]);
  });
});

describe('Door gunners on an attack pass (L2020–L2022)', () => {
  /** Tranh 56,20 and Minh 58,20; the pass flies down the table (from y 0) through 40,20, 16" and more from either: no Anti-Aircraft Check. */
  const pass = (r: Partial<SupportRequest>, faces: number[], gunners: string, over: { at?: { x: number; y: number } } = {}) => {
    const a = args(spottedAt(game(r), over.at ?? { x: 40, y: 20 }), 'fwf', faces);
    return { a, r: passOrder(a, { at: over.at ?? { x: 40, y: 20 }, munition: 'rockets', from: { x: over.at?.x ?? 40, y: 0 }, gunners }) };
  };

  it('GIVEN a Frog\'s rocket pass and its gunners told to fire at Minh, on its left THEN after the rockets the left door gun fires its full TR 5 at him, never as fast moving; the crew REPs rolled and kept', () => {
    // Piloting 1, 1; rockets 6 (on target, nobody within the 12" circle); crew REPs 5, 6; the left gun [6 ×5]; then Minh's damage and what follows.
    const { r } = pass({ aircraft: 'uh-1c-frog' }, [1, 1, 6, 5, 6, 6, 6, 6, 6, 6, ...Array<number>(30).fill(3)], 'minh');
    const ok = unwrap(r);
    const guns = ofKind(ok.events, 'door-guns');
    expect(guns).toHaveLength(1);
    expect(guns[0]).toMatchObject({ id: 'S1', target: 'cf:minh', tr: 5 });
    expect(guns[0]!.shots.map((s) => [s.rep, s.result.part.faces.length])).toEqual([[5, 5]]);
    expect(ok.game.support!.requests[0]!.gunnerReps).toEqual([5, 6]);
    expect(sup(ok.events).findIndex((e) => e.kind === 'strike')).toBeLessThan(sup(ok.events).findIndex((e) => e.kind === 'door-guns'));
  });

  it('GIVEN a Loach, its one door gun on the right THEN a target on its left is refused before any die, one on its right is fired on', () => {
    const east = pass({ aircraft: 'oh-6-loach' }, [], 'minh');
    expectCode(east.r, 'fng/no-door-gun-that-side');
    expect(east.a.roller.remaining).toBe(0);
    // Flying up the table instead (from 40,36), Minh lies on its right.
    const a = args(spottedAt(game({ aircraft: 'oh-6-loach' }), { x: 40, y: 20 }), 'fwf', [1, 1, 6, 4, 2, 2, 2, 2, 2, ...Array<number>(30).fill(3)]);
    const up = unwrap(passOrder(a, { at: { x: 40, y: 20 }, munition: 'rockets', from: { x: 40, y: 36 }, gunners: 'minh' }));
    expect(ofKind(up.events, 'door-guns')[0]!.shots).toHaveLength(1);
  });

  it('GIVEN an aircraft, a target beyond the M-60\'s reach from the line, or no such enemy THEN refused before any die', () => {
    const jet = pass({ for: 'air', aircraft: 'F-4 Phantom II' }, [], 'minh');
    expectCode(jet.r, 'fng/no-door-guns');
    const far = pass({ aircraft: 'uh-1c-frog' }, [], 'minh', { at: { x: 4, y: 20 } });
    expectCode(far.r, 'fng/out-of-range');
    expectCode(pass({ aircraft: 'uh-1c-frog' }, [], 'nobody').r, 'fng/unknown-figure');
  });
});
