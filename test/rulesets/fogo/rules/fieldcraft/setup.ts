import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { allocateStartingSneakers, type StartingSneakerSpec } from '../../../../../src/rulesets/fogo/rules/fieldcraft/allocation.js';
import { findSneaker } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import type { Sneaker } from '../../../../../src/rulesets/fogo/rules/game/fieldcraft-state.js';
import type { FieldcraftDice } from '../../../../../src/rulesets/fogo/rules/troops/stands.js';
import { FR, PT, game, spec, unwrap } from '../fixtures.js';

export const SNEAK_OK = { outOfEnemySight: true, stationary: true, legalFormation: true } as const;
export const HIDE_OK = { outOfEnemySight: true, stationary: true, featureAllowsHidden: true } as const;

/**
 * Portugal: a Caçadores combat group in the open and a scout. FRELIMO (phasing): a combat group hidden
 * in the bush — its stands are the canaries, named HIDDEN-… — and stands of a second group on view in
 * the kraal.
 */
export function fcGame(opts: { initiative?: string } = {}): FogoState {
  return game(
    [
      spec('PT-PC', 'commander', { fieldcraft: 1 }),
      spec('PT-1', 'rifle-lmg', { commandedBy: 'PT-PC', fieldcraft: 2 }),
      spec('PT-2', 'rifle-assault', { commandedBy: 'PT-PC', fieldcraft: 1 }),
      spec('PT-SC', 'scout', { commandedBy: 'PT-PC', fieldcraft: 3, traits: ['tracker'] }),
      spec('PT-0', 'rifle-assault', { commandedBy: 'PT-PC', fieldcraft: 0 }),
    ],
    [
      spec('HIDDEN-CT', 'command-team', { fieldcraft: 2, hidden: true, feature: 'bush' }),
      spec('HIDDEN-R1', 'rifle-assault', { commandedBy: 'HIDDEN-CT', fieldcraft: 3, hidden: true, feature: 'bush' }),
      spec('HIDDEN-R2', 'rifle-rpg', { commandedBy: 'HIDDEN-CT', fieldcraft: 1, hidden: true, feature: 'bush' }),
      spec('HIDDEN-FO', 'fo', { commandedBy: 'HIDDEN-CT', fieldcraft: 1, hidden: true, feature: 'bush' }),
      spec('HIDDEN-Z', 'rifle-assault', { commandedBy: 'HIDDEN-CT', fieldcraft: 0, hidden: true, feature: 'bush' }),
      spec('FR-CT2', 'command-team', { fieldcraft: 1, feature: 'kraal' }),
      spec('FR-V', 'rifle-assault', { commandedBy: 'FR-CT2', fieldcraft: 2, feature: 'kraal' }),
      spec('FR-V2', 'smg', { commandedBy: 'FR-CT2', fieldcraft: 1, feature: 'kraal' }),
      spec('FR-Z', 'rifle-assault', { commandedBy: 'FR-CT2', fieldcraft: 0, feature: 'kraal' }),
      spec('FR-PK', 'commissar', { fieldcraft: 2, feature: 'kraal' }),
    ],
    { initiative: opts.initiative ?? FR },
  );
}

export const FR_FORCE = {
  troopType: 'frelimo' as const,
  stands: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2', 'HIDDEN-FO', 'HIDDEN-Z', 'FR-CT2', 'FR-V', 'FR-V2', 'FR-Z', 'FR-PK'],
};
export const PT_FORCE = { troopType: 'cacadores' as const, stands: ['PT-PC', 'PT-1', 'PT-2', 'PT-SC', 'PT-0'] };

/** Deploys the stands hidden: only stands the enemy has never seen may start inside a Sneaker. */
export function hideStands(state: FogoState, ids: readonly string[]): FogoState {
  return { ...state, stands: state.stands.map((s) => (ids.includes(s.id) ? { ...s, hidden: true } : s)) };
}

/** FRELIMO's starting Sneakers (allowance 6): the given ones on the table, the rest unallocated. */
export function withFrSneakers(
  state: FogoState,
  sneakers: readonly StartingSneakerSpec[],
  nominalFieldcraft?: FieldcraftDice,
): FogoState {
  return unwrap(
    allocateStartingSneakers(hideStands(state, sneakers.flatMap((k) => k.stands)), FR, {
      forces: [FR_FORCE],
      sneakers,
      ...(nominalFieldcraft === undefined ? {} : { nominalFieldcraft }),
    }),
  ).state;
}

/** Portugal's starting Sneakers (allowance 2 for one Caçadores group). */
export function withPtSneakers(state: FogoState, sneakers: readonly StartingSneakerSpec[]): FogoState {
  return unwrap(allocateStartingSneakers(hideStands(state, sneakers.flatMap((k) => k.stands)), PT, { forces: [PT_FORCE], sneakers })).state;
}

/** Uses up every unallocated starting Sneaker of `side`, so the next Sneak must roll. */
export function noUnallocated(state: FogoState, side: string): FogoState {
  const fc = state.fieldcraft;
  if (!fc) throw new Error('no fieldcraft state');
  return { ...state, fieldcraft: { ...fc, unallocated: { ...fc.unallocated, [side]: 0 } } };
}

export function sneaker(state: FogoState, id: string): Sneaker {
  const s = findSneaker(state, id);
  if (!s) throw new Error(`no Sneaker ${id}`);
  return s;
}

/**
 * The usual start: FRELIMO's S1 real (HIDDEN-CT, HIDDEN-R1, HIDDEN-R2 — best fieldcraft 3) and S2 a
 * dummy, both in the bush; S3 real (HIDDEN-Z only, fieldcraft 0) in the bush; no unallocated left.
 */
export function frWithThree(): FogoState {
  const s = withFrSneakers(
    fcGame(),
    [
      { place: { feature: 'bush' }, stands: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'] },
      { place: { feature: 'bush' }, stands: [] },
      { place: { feature: 'bush', position: 'by the anthill' }, stands: ['HIDDEN-Z'] },
    ],
    2,
  );
  return noUnallocated(s, FR);
}

export { FR, PT };
