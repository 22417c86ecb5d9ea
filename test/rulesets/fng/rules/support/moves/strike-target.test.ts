import { describe, expect, it } from 'vitest';
import { circle, emptyAir, type AirArea } from '../../../../../../src/rulesets/fng/rules/support/air-state.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { shownFromTheAir, strikeTargetAllowed } from '../../../../../../src/rulesets/fng/rules/support/moves/strike-target.js';
import { emptySupport, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { expectCode } from '../../../../../helpers/rules.js';
import { board, feature, rect } from '../../../helpers/bot.js';
import { spottedAt } from '../../../helpers/spotted.js';
import { args, fig, table } from '../../../helpers/table.js';
import { strikeOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-strike.js';

/**
 * Where an aircraft may attack: an airstrike only at what the FAC spotted or marked (L1921–L1922), a
 * Firefly or Nighthawk only into light (L1986). Sgt Pink at 10,20; a VC at 56,20.
 */
const mission: FngMission = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 5, night: true, pefRep: 2, nextPef: 1, nextUnit: 1 };

function game(r: Partial<SupportRequest> & Pick<SupportRequest, 'for'>, turn = 3): FngGame {
  return {
    ...table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] }), fig('cf', 'tranh', 56, 20)], { mission, turn }),
    support: { ...emptySupport(), next: 2, requests: [{ id: 'S1', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', pilotRep: 5, passes: 2, ...r }] },
  };
}
const withArea = (g: FngGame, area: Partial<AirArea> & Pick<AirArea, 'kind' | 'shape'>): FngGame => ({ ...g, air: { ...(g.air ?? emptyAir()), areas: [...(g.air?.areas ?? []), { id: 'A1', by: 'FAC', since: g.turn, until: g.turn + 2, ...area }] } });
const spotTurn = (g: FngGame, turn: number, at: { x: number; y: number }, figures?: { key: string; at: { x: number; y: number } }[]): FngGame => ({
  ...g,
  air: { ...(g.air ?? emptyAir()), spots: [{ turn, target: 'vc1', at, ...(figures ? { figures } : {}) }] },
});
const AT = { x: 56, y: 20 };

describe('An airstrike only where the FAC showed it (L1921–L1922)', () => {
  it('GIVEN nothing spotted or marked THEN refused before any die, in words that say what would work', () => {
    const a = args(game({ for: 'air' }), 'fwf', []);
    expectCode(strikeOrder(a, { at: AT, munition: 'bomb-500' }), 'fng/strike-not-spotted');
    expect(FNG_MESSAGES['fng/strike-not-spotted']!({ at: '56,20' })).toContain('/fng-mission fac run:spot');
  });

  it('GIVEN a target spotted last turn or this THEN the point within 4" of it is shown; two turns ago, or 5" off, not', () => {
    expect(shownFromTheAir(spotTurn(game({ for: 'air' }), 2, AT), undefined, AT)).toBe(true);
    expect(shownFromTheAir(spotTurn(game({ for: 'air' }), 3, AT), undefined, { x: 60, y: 20 })).toBe(true);
    expect(shownFromTheAir(spotTurn(game({ for: 'air' }), 3, AT), undefined, { x: 61, y: 20 })).toBe(false);
    expect(shownFromTheAir(spotTurn(game({ for: 'air' }), 1, AT), undefined, AT)).toBe(false);
  });

  it('GIVEN a spotted group THEN any of its men where he stood is a target, not the middle alone', () => {
    const g = spotTurn(game({ for: 'air' }), 3, { x: 50, y: 20 }, [{ key: 'cf:a', at: { x: 44, y: 20 } }, { key: 'cf:b', at: { x: 56, y: 20 } }]);
    expect(shownFromTheAir(g, undefined, { x: 44, y: 20 })).toBe(true);
    expect(shownFromTheAir(g, undefined, { x: 50, y: 27 })).toBe(false);
  });

  it('GIVEN the target in a rice paddy THEN the paddy\'s centre is a target too; in jungle, the jungle\'s centre is not', () => {
    const g = spotTurn(game({ for: 'air' }), 3, { x: 52, y: 12 });
    expect(shownFromTheAir(g, board(feature('rice-paddy', rect(40, 10, 30, 20))), { x: 55, y: 20 })).toBe(true);
    expect(shownFromTheAir(g, board(feature('single-canopy-jungle', rect(40, 10, 30, 20))), { x: 55, y: 20 })).toBe(false);
  });

  it('GIVEN the FAC\'s WP mark THEN anywhere within 24" of its smoke; a plain WP smoke is no mark', () => {
    const marked = withArea(game({ for: 'air' }), { kind: 'mark-smoke', shape: circle({ x: 40, y: 20 }, 5), mark: true });
    expect(strikeTargetAllowed(marked, undefined, { for: 'air' }, { x: 64, y: 20 }).ok).toBe(true);
    expectCode(strikeTargetAllowed(marked, undefined, { for: 'air' }, { x: 65, y: 20 }), 'fng/strike-not-spotted');
    const smoke = withArea(game({ for: 'air' }), { kind: 'wp-smoke', shape: circle({ x: 40, y: 20 }, 36) });
    expectCode(strikeTargetAllowed(smoke, undefined, { for: 'air' }, { x: 40, y: 20 }), 'fng/strike-not-spotted');
  });

  it('GIVEN a gunship or the AC-47 THEN no FAC is needed', () => {
    expect(strikeTargetAllowed(game({ for: 'gunship' }), undefined, { for: 'gunship' }, AT).ok).toBe(true);
    expect(strikeTargetAllowed(game({ for: 'ac-47' }), undefined, { for: 'ac-47' }, AT).ok).toBe(true);
  });
});

describe('Fireflies and Nighthawks only into light (L1986)', () => {
  it.each(['firefly', 'nighthawk'] as const)('GIVEN a %s and the point in no light THEN refused before any die; inside a flare, or a searchlight, it may attack', (kind) => {
    expectCode(strikeOrder(args(game({ for: kind }), 'fwf', []), { at: AT, munition: 'gun-hmg' }), 'fng/strike-unlit');
    const flare = withArea(game({ for: kind }), { kind: 'flare', shape: circle({ x: 50, y: 20 }, 24) });
    expect(strikeTargetAllowed(flare, undefined, { for: kind }, AT).ok).toBe(true);
    expectCode(strikeTargetAllowed(flare, undefined, { for: kind }, { x: 63, y: 20 }), 'fng/strike-unlit');
    const light = withArea(game({ for: kind }), { kind: 'searchlight', shape: circle(AT, 24) });
    expect(strikeTargetAllowed(light, undefined, { for: kind }, AT).ok).toBe(true);
    // Light does not stand in for the FAC: an airstrike still needs a spotted or marked point.
    expectCode(strikeTargetAllowed(light, undefined, { for: 'air' }, AT), 'fng/strike-not-spotted');
  });

  it('GIVEN the spot lit THEN the attack goes ahead (an airstrike, spotted, too)', () => {
    const lit = withArea(game({ for: 'firefly' }), { kind: 'flare', shape: circle(AT, 24) });
    expect(strikeOrder(args(lit, 'fwf', Array<number>(40).fill(3)), { at: AT, munition: 'gun-hmg', from: { x: 56, y: 0 } }).ok).toBe(true);
    expect(strikeOrder(args(spottedAt(game({ for: 'air' }), AT), 'fwf', Array<number>(40).fill(3)), { at: AT, munition: 'bomb-500', from: { x: 56, y: 0 } }).ok).toBe(true);
  });
});
