import { describe, expect, it } from 'vitest';
import { deepFreeze, isFrozen } from '../../../../src/core/deep-freeze.js';
import { sharedIds } from '../../../../src/core/unit-ref.js';
import { PUBLIC, type Viewer } from '../../../../src/core/views.js';
import { withStands, type FogoState } from '../../../../src/rulesets/fogo/rules/game/state.js';
import type { Stand } from '../../../../src/rulesets/fogo/rules/troops/stands.js';
import { sharedInFogoView, viewFogo, viewFogoFromScratch } from '../../../../src/rulesets/fogo/rules/view.js';
import { FR, PT, game, spec } from './fixtures.js';
import { prng } from '../../../render/fixtures.js';

const viewers: Viewer[] = [
  PUBLIC,
  { kind: 'member', userId: 'u-pt', side: PT, gm: false },
  { kind: 'member', userId: 'u-pt2', side: PT, gm: false },
  { kind: 'member', userId: 'u-fr', side: FR, gm: false },
  { kind: 'member', userId: 'u-gm', gm: true },
  { kind: 'member', userId: 'u-x', gm: false },
];

/** A seeded generator (mulberry32), so a failure can be replayed. */
const rng = prng;

const start = (): FogoState =>
  game(
    [
      spec('X1', 'rifle-assault'),
      spec('P2', 'rifle-lmg', { hidden: true, feature: 'wood' }),
      spec('P3', 'smg', { offTable: true }),
      ...Array.from({ length: 12 }, (_, i) => spec(`P${i + 4}`, 'rifle-assault', i % 3 === 0 ? { hidden: true } : {})),
    ],
    [
      spec('X1', 'rifle-assault', { hidden: true }),
      spec('F2', 'rifle-assault', { traits: ['looter'] }),
      spec('CV', 'civilians'),
      spec('CV2', 'civilians', { hidden: true }),
      ...Array.from({ length: 12 }, (_, i) => spec(`F${i + 3}`, 'rifle-lmg', i % 4 === 0 ? { offTable: true } : {})),
    ],
    { initiative: FR },
  );

/** One random change of the kinds commands make: a stand's markers, its visibility, its id's case, a stand more or fewer, the initiative, the civilians' rolls. */
function edit(state: FogoState, r: () => number): FogoState {
  const pick = Math.floor(r() * state.stands.length);
  const s = state.stands[pick]!;
  const replace = (next: Stand): FogoState => ({ ...state, stands: state.stands.map((x, i) => (i === pick ? next : x)) });
  const k = r();
  if (k < 0.3) return replace({ ...s, status: (['ok', 'pinned', 'suppressed'] as const)[Math.floor(r() * 3)]!, noFire: r() < 0.5 });
  if (k < 0.45) return replace({ ...s, hidden: !s.hidden });
  if (k < 0.55) return replace(r() < 0.5 ? { ...s, offTable: true } : (({ offTable: _o, ...rest }) => rest)(s));
  if (k < 0.62) return replace({ ...s, feature: r() < 0.5 ? 'road' : 'hill' });
  if (k < 0.66) return replace({ ...s, id: s.id === s.id.toLowerCase() ? s.id.toUpperCase() : s.id.toLowerCase() });
  if (k < 0.7) return { ...state, stands: state.stands.filter((_, i) => i !== pick) };
  if (k < 0.74) return { ...state, stands: [...state.stands, { ...s, id: `N${Math.floor(r() * 1000)}`, side: r() < 0.5 ? PT : FR }] };
  if (k < 0.8) return { ...state, initiative: state.initiative === PT ? FR : PT, initiativeCount: state.initiativeCount + 1 };
  if (k < 0.86) return { ...state, thisInitiative: { ...state.thisInitiative, civilianIntentions: r() < 0.5 ? { CV: 'stay' as never, CV2: 'flee' as never } : {} } };
  // Several stands at once.
  return edit(edit(state, r), r);
}

describe('viewFogo patched from the view of an earlier game', () => {
  it('GIVEN random series of changes, each game viewed or not THEN every view is exactly the view built from nothing, and so are the ids it shares', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = rng(seed);
      let state = deepFreeze(start());
      for (let step = 0; step < 80; step++) {
        state = deepFreeze(edit(state, r));
        for (const v of viewers) {
          if (r() < 0.3) continue;
          const view = viewFogo(state, v);
          const fresh = viewFogoFromScratch(state, v);
          expect(JSON.stringify(view), `seed ${seed} step ${step}`).toBe(JSON.stringify(fresh));
          expect([...sharedInFogoView(view)].sort()).toEqual([...sharedIds([...fresh.stands, ...fresh.helicopters])].sort());
        }
      }
    }
  });

  it('GIVEN one stand of many changed THEN the other stands are the very views of the game before', () => {
    const before = deepFreeze(start());
    const gm: Viewer = { kind: 'member', userId: 'u-gm', gm: true };
    const v1 = viewFogo(before, gm);
    const after = deepFreeze({ ...before, stands: before.stands.map((s, i) => (i === 5 ? { ...s, status: 'pinned' as const } : s)) });
    const v2 = viewFogo(after, gm);
    expect(v2.stands.filter((s, i) => s !== v1.stands[i]).map((s) => s.id)).toEqual([after.stands[5]!.id]);
    expect(v2.stands[5]!.status).toBe('pinned');
  });
});

describe('withStands on a frozen game', () => {
  it('GIVEN changed stands (ids in any case, one stand changed twice, one unknown) THEN the same stands as on the game unfrozen, frozen', () => {
    const loose = start();
    const frozen = deepFreeze(start());
    const r = rng(7);
    for (let round = 0; round < 50; round++) {
      const picks = Array.from({ length: 1 + Math.floor(r() * 4) }, () => Math.floor(r() * loose.stands.length));
      const changed: Stand[] = picks.map((i, k): Stand => {
        const s = loose.stands[i]!;
        return { ...s, id: k % 2 ? s.id.toLowerCase() : s.id, side: k % 3 ? s.side.toUpperCase() : s.side, status: 'pinned' as const, noFire: r() < 0.5 };
      });
      if (round % 5 === 0) changed.push({ ...loose.stands[0]!, id: 'NOBODY' });
      const a = withStands(loose, changed);
      const b = withStands(frozen, changed);
      expect(JSON.stringify(b.stands)).toBe(JSON.stringify(a.stands));
      expect(isFrozen(b.stands) && b.stands.every((s) => Object.isFrozen(s))).toBe(true);
    }
  });
});
