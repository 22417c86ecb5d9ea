import { EMPTY_FIELDCRAFT } from '../../../src/rulesets/fogo/rules/game/fieldcraft-state.js';
import { createFogoState, type FogoState } from '../../../src/rulesets/fogo/rules/game/state.js';
import type { Stand, StandType } from '../../../src/rulesets/fogo/rules/troops/stands.js';
import type { FogoScenario } from '../../../src/rulesets/fogo/rules/table/scenario.js';

export const PT = 'Portugal';
export const FR = 'FRELIMO';

export function stand(id: string, side: string, type: StandType, extra: Partial<Stand> = {}): Stand {
  return {
    id,
    side,
    type,
    quality: 'regular',
    fieldcraft: 1,
    traits: [],
    status: 'ok',
    noFire: false,
    groundHug: false,
    hidden: false,
    ...extra,
  };
}

/** A 48×72 table with a wood, a kraal and a road, all in the open around them. */
export const SCENARIO: FogoScenario = {
  id: 'test-board',
  name: 'Test board',
  ruleset: 'fogo',
  sides: [PT, FR],
  initiative: FR,
  board: { kind: 'tabletop', width: 48, height: 72 },
  features: [
    { name: 'Bush', type: 'woods', shape: { kind: 'ellipse', centre: { x: 36, y: 20 }, rx: 8, ry: 6, rotation: 0 } },
    { name: 'Kraal', type: 'structure', shape: { kind: 'rect', x: 6, y: 50, width: 6, height: 4, rotation: 0 } },
    { name: 'Road', type: 'road', shape: { kind: 'polyline', points: [{ x: 24, y: 0 }, { x: 24, y: 72 }], width: 2 } },
  ],
  deployment: [],
  positions: [],
};

/**
 * Portugal: two stands in the open (placed by the caller), one pinned. FRELIMO: a stand on view in
 * the kraal, HIDDEN-1 hidden in the bush, HIDDEN-2 and HIDDEN-3 inside Sneaker S1 (real), S2 a
 * dummy, and a Spoor.
 */
export function game(): FogoState {
  const base = createFogoState({ sides: [PT, FR], initiative: FR });
  if (!base.ok) throw new Error(base.code);
  return {
    ...base.value,
    initiativeCount: 3,
    stands: [
      stand('CA-1', PT, 'rifle-lmg'),
      stand('CA-2', PT, 'rifle-assault', { status: 'pinned', noFire: true }),
      stand('FR-V', FR, 'rifle-assault', { feature: 'Kraal', groundHug: true }),
      stand('HIDDEN-1', FR, 'rifle-rpg', { hidden: true, feature: 'Bush' }),
      stand('HIDDEN-2', FR, 'rifle-assault', { hidden: true, feature: 'Bush' }),
      stand('HIDDEN-3', FR, 'command-team', { hidden: true, feature: 'Bush' }),
    ],
    fieldcraft: {
      ...EMPTY_FIELDCRAFT,
      sneakers: [
        { id: 'S1', side: FR, place: { feature: 'Bush' }, pinned: false, stands: ['HIDDEN-2', 'HIDDEN-3'] },
        { id: 'S2', side: FR, place: { position: '40,40' }, pinned: true, stands: [] },
      ],
      spoor: [{ id: 'SP1', side: FR, place: { position: '30,60' }, initiative: 2 }],
      counters: { sneaker: 2, spoor: 1, log: 0 },
    },
  };
}
