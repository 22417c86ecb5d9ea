import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../src/rulesets/fng/rules/events.js';
import type { FngMission } from '../../../../src/rulesets/fng/rules/mission.js';
import { rotaryGuns, strikeOrder } from '../../../../src/rulesets/fng/rules/order-support.js';
import type { FngGame } from '../../../../src/rulesets/fng/rules/state.js';
import { emptySupport, type SupportEvent, type SupportRequest } from '../../../../src/rulesets/fng/rules/support-state.js';
import { supportLines } from '../../../../src/rulesets/fng/play/support-texts.js';
import { unwrap } from '../../../helpers/rules.js';
import { args, fig, table } from './table.js';

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
