import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../src/rulesets/fng/rules/game/events.js';
import type { FngView } from '../../../../src/rulesets/fng/rules/view.js';
import { eventsBrief } from '../../../../src/rulesets/fng/play/headlines.js';

/*
 * FNG's headlines (issue 37): a line per event, a run of the same kind folded into one. These events
 * carry only the fields a headline reads; the chain's own lines (`texts.ts`) are tested with the rules.
 */

const view = { sides: ['US', 'VC'], figures: ['pink', 'kelly', 'vc1', 'vc2'].map((id) => ({ key: id, id })) } as unknown as FngView;

const inSight = (): FngEvent => ({ kind: 'in-sight', scores: [{}, {}, {}], order: [['vc1']] }) as unknown as FngEvent;
const acts = (figure: string, action: string, target?: string): FngEvent =>
  ({ kind: 'in-sight-action', figure, ...(target ? { target } : {}), result: { action, case: 'x', snapFiring: false } }) as unknown as FngEvent;
const shot = (shooter: string, target: string, hits: number): FngEvent =>
  ({ kind: 'shot', shooter, weapon: 'm16', tr: 3, why: 'in-sight', snap: false, targets: [{ id: target, dice: 3 }], result: { hits: hits ? { [target]: hits } : {}, outOfAmmo: false } }) as unknown as FngEvent;

const damage = (figure: string): FngEvent => ({ kind: 'damage', figure, impact: 1 }) as unknown as FngEvent;
const down = (figure: string, level: string): FngEvent => ({ kind: 'down', figure, level }) as unknown as FngEvent;
const volley = (shooter: string, hits: Readonly<Record<string, number>>): FngEvent =>
  ({ kind: 'shot', shooter, weapon: 'm60', tr: 5, why: 'active', snap: false, targets: Object.keys(hits).map((id) => ({ id, dice: 2 })), result: { hits, outOfAmmo: false } }) as unknown as FngEvent;

describe('FNG headlines', () => {
  it('GIVEN a shot that puts its target down THEN one line says both: "fires at b: 2 hits → Obviously Dead"', () => {
    expect(eventsBrief([shot('pink', 'vc1', 2), damage('vc1'), down('vc1', 'obviously-dead')], view, 0)).toBe('🔫 **pink** fires at **vc1**: 2 hits → Obviously Dead.');
  });

  it('GIVEN a volley at two targets, one put down THEN the line names what each took; a figure put down by something else keeps its own line', () => {
    const brief = eventsBrief([volley('kelly', { vc1: 1, vc2: 0 }), damage('vc1'), down('vc1', 'stunned'), down('pink', 'out-of-fight')], view, 0);
    expect(brief).toBe('🔫 **kelly** fires at **vc1** (1 hit → Stunned) and **vc2** (missed).\n⬇️ **pink** Out of the Fight.');
  });

  it('GIVEN an In Sight where a figure fires THEN its shot says it once, and the others\' actions are gathered in one line', () => {
    const brief = eventsBrief([inSight(), acts('vc1', 'duck-back'), acts('pink', 'fire', 'vc2'), acts('kelly', 'duck-back'), shot('pink', 'vc2', 1)], view, 0);
    expect(brief).toBe(['👁️ In Sight: 3 figures test; **vc1** acts first.', '👁️ In Sight: **vc1** and **kelly** duck back.', '🔫 **pink** fires at **vc2**: 1 hit.'].join('\n'));
  });

  it('GIVEN a figure told to fire whose shot never comes in its In Sight THEN the action keeps its own headline', () => {
    const brief = eventsBrief([inSight(), acts('pink', 'fire', 'vc2'), inSight(), shot('pink', 'vc2', 0)], view, 0);
    expect(brief.split('\n')[1]).toBe('👁️ In Sight: **pink** fires at **vc2**.');
    expect(brief.split('\n').at(-1)).toBe('🔫 **pink** fires at **vc2**: missed.');
  });
});
