import { describe, expect, it } from 'vitest';
import { assignments, forcesOf, placeOf } from '../../../../src/rulesets/fogo/play/sneaker-lists.js';

describe('the list syntax of the /fieldcraft options', () => {
  it('GIVEN `key: ids; …` THEN each key with its ids, in the order typed; a key alone is an empty list', () => {
    expect(assignments('bush: FR-1 FR-2; ridge: ; ford (by the drift): FR-3; open')).toEqual([
      { key: 'bush', ids: ['FR-1', 'FR-2'] },
      { key: 'ridge', ids: [] },
      { key: 'ford (by the drift)', ids: ['FR-3'] },
      { key: 'open', ids: [] },
    ]);
  });

  it('GIVEN a place as typed THEN its feature and position; `open` is the open', () => {
    expect(placeOf('ford (by the drift)')).toEqual({ feature: 'ford', position: 'by the drift' });
    expect(placeOf('open')).toEqual({});
    expect(placeOf('(by the road)')).toEqual({ position: 'by the road' });
  });

  it('GIVEN a troop type alone THEN one force of every stand of the side; types with ids THEN each force listed', () => {
    expect(forcesOf(' FRELIMO ')).toEqual([{ troopType: 'frelimo', stands: 'all' }]);
    expect(forcesOf('cacadores: CA-1 CA-2; elite-portuguese: FL-1')).toEqual([
      { troopType: 'cacadores', stands: ['CA-1', 'CA-2'] },
      { troopType: 'elite-portuguese', stands: ['FL-1'] },
    ]);
    expect(forcesOf('gurkhas')).toEqual([{ troopType: 'gurkhas', stands: 'all' }]);
  });
});
