import { expect } from 'vitest';
import type { FngMission } from '../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame } from '../../../../src/rulesets/fng/rules/game/state.js';
import { harness } from '../../../helpers/harness.js';

/** An I Corps coastal, contested mission at EAL 2 with the bot as the enemy, by day unless told. */
export const missionAt = (sl: number, night = false): FngMission => ({ corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl, night, pefRep: 2, nextPef: 1, nextUnit: 1 });

/** Sgt Pink carries the radio. */
export const withRadio = (g: FngGame): FngGame => ({ ...g, figures: g.figures.map((f) => (f.id === 'pink' ? { ...f, gear: [...f.gear, 'radio'] } : f)) });

/**
 * A table for the play tests, on scripted `faces`: ann the GM, bob the US with Sgt Pink's squad
 * placed at `us`, Tranh's VC cell placed by ann at `vc` (none when absent; nobody plays the VC), on `scenario`'s board when
 * given; turn 1, the US activating on dice of 1 unless `game` changes it (it sees the game as set up).
 */
export function fngTable(faces: number[], setup: { readonly us: string; readonly vc?: string; readonly scenario?: string; readonly game?: (g: FngGame) => FngGame }) {
  const h = harness({ faces });
  const must = (r: { ok: boolean; error?: unknown }) => expect(r.ok, JSON.stringify(r.error)).toBe(true);
  must(h.run('ann', `/campaign new ruleset:fng name:Trail sides:"US,VC"${setup.scenario ? ` scenario:${setup.scenario}` : ''}`));
  must(h.run('bob', '/campaign join side:US'));
  must(h.run('bob', '/fng force builtin:fng-pink-squad'));
  must(h.run('bob', `/fng figure place figures:"${setup.us}"`));
  if (setup.vc) {
    must(h.run('ann', '/fng force builtin:fng-vc-cell side:VC'));
    must(h.run('ann', `/fng figure place figures:"${setup.vc}" side:VC`));
  }
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FngGame);
  const edit = (f: (g: FngGame) => FngGame) =>
    h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      tx.saveCampaign({ ...c, game: f(c.game as FngGame) });
    });
  edit((g) => (setup.game ?? ((x) => x))({ ...g, turn: 1, dice: { fwf: 1, cf: 1 }, acting: 'fwf', done: [], serial: 1 }));
  return { h, must, game, edit };
}
