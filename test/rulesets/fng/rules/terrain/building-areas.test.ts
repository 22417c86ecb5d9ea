import { describe, expect, it } from 'vitest';
import { throwOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';
import { buildingAt, explosionImpact } from '../../../../../src/rulesets/fng/rules/terrain/building-areas.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { unwrap } from '../../../../helpers/rules.js';
import { args, fig, table } from '../../helpers/table.js';

/*
 * Explosions within buildings (L1024): "Being enclosed spaces, buildings have a tendency to focus the
 * blast effect of explosives ... Anytime an explosion occurs within a building area, such as from a
 * grenade, the Impact is increased by one." A hooch at 20–26, 20–26; sandbags (open) at 40–44, 20–22.
 */
const HOOCH: FngFeature = { name: 'Hooch 1', type: 'hooch', shape: { kind: 'rect', x: 20, y: 20, width: 6, height: 6, rotation: 0 } };
const SANDBAGS: FngFeature = { name: 'Sandbags', type: 'sandbags', shape: { kind: 'rect', x: 40, y: 20, width: 4, height: 2, rotation: 0 } };
const FEATURES = [HOOCH, SANDBAGS];

describe('explosions within buildings (L1024)', () => {
  it('GIVEN a centre inside the hooch THEN Impact +1; in the open or behind sandbags (not enclosed) THEN as thrown', () => {
    expect(buildingAt(FEATURES, { x: 23, y: 23 })?.name).toBe('Hooch 1');
    expect(explosionImpact(FEATURES, { x: 23, y: 23 }, 2)).toEqual({ impact: 3, inside: 'Hooch 1' });
    expect(explosionImpact(FEATURES, { x: 10, y: 10 }, 2)).toEqual({ impact: 2 });
    expect(explosionImpact(FEATURES, { x: 42, y: 21 }, 2)).toEqual({ impact: 2 });
  });

  it('GIVEN pink tossing a grenade through the hooch door onto a VC inside THEN the blast is Impact 3 and the damage roll reads it', () => {
    // Ready 1,1 (now), throw 1,1 (lands: dropped in), no dud test (US grenade); tranh's damage 2d6... any.
    const g = table([fig('fwf', 'pink', 23, 17), fig('cf', 'tranh', 23, 22)]);
    const r = unwrap(throwOrder({ ...args(g, 'fwf', [1, 1, 1, 1, ...Array<number>(20).fill(3)]), table: { features: FEATURES, board: { kind: 'tabletop', width: 72, height: 36 } } }, { thrower: 'pink', at: { x: 23, y: 22 }, dropped: true }));
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ impact: 3, inside: 'Hooch 1' });
    expect(r.events.find((e) => e.kind === 'damage')).toMatchObject({ figure: 'cf:tranh', impact: 3 });
  });
});
