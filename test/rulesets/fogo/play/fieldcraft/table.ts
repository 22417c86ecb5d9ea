import { expect } from 'vitest';
import type { Execution } from '../../../../../src/app/app.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { harness, shownBy, texts } from '../../../../helpers/harness.js';

/**
 * The fieldcraft table for the command tests: ann is the GM, bob plays Portugal (a Caçadores combat
 * group in the open, initiative first), cat and dan play FRELIMO, whose command team and three
 * teams lie hidden in the bush — named HIDDEN-… so any leak shows. FRELIMO has set up three
 * starting Sneakers: S1 real (HIDDEN-CT, HIDDEN-1, HIDDEN-2; best fieldcraft 3), S2 a dummy, S3 real
 * (HIDDEN-Z, fieldcraft 0) — so S2 and S3 must be refused alike. Dice come from `q`.
 */
export function fieldcraftTable(opts: { allocate?: boolean } = {}) {
  const q: number[] = [];
  const h = harness({ faces: q });
  const must = (r: Execution): Execution => {
    expect(r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`).toBe('ok');
    return r;
  };
  must(h.run('ann', '/campaign new ruleset:fogo name:Patrulha sides:"Portugal,FRELIMO"'));
  must(h.run('bob', '/campaign join side:Portugal'));
  must(h.run('cat', '/campaign join side:FRELIMO'));
  must(h.run('dan', '/campaign join side:FRELIMO'));
  must(h.run('bob', '/fogo force builtin:cacadores-combat-group'));
  for (const line of [
    'id:HIDDEN-CT type:command-team quality:regular fieldcraft:2 echelon:PC rating:1',
    'id:HIDDEN-1 type:rifle-assault quality:regular fieldcraft:3 commander:HIDDEN-CT',
    'id:HIDDEN-2 type:rifle-lmg quality:regular fieldcraft:1 commander:HIDDEN-CT',
    'id:HIDDEN-Z type:rifle-assault quality:green fieldcraft:0 commander:HIDDEN-CT',
    'id:HIDDEN-3 type:rifle-assault quality:regular fieldcraft:2 commander:HIDDEN-CT',
  ]) {
    must(h.run('cat', `/fogo stand add ${line} hidden:true feature:bush`));
  }
  if (opts.allocate !== false) {
    must(h.run('cat', '/fieldcraft allocate troops:frelimo sneakers:"bush: HIDDEN-CT HIDDEN-1 HIDDEN-2; ridge: ; kraal: HIDDEN-Z"'));
  }
  return { h, q, must, ...helpers(h) };
}

export function helpers(h: ReturnType<typeof harness>) {
  const game = (channel = 'c1'): FogoState => h.store.transaction((tx) => tx.activeCampaign(channel)!.game as FogoState);
  const fails = (who: string, line: string, code: string): string => {
    const before = h.snapshot();
    const r = h.run(who, line);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
    expect(h.snapshot()).toBe(before);
    expect(r.outcome.public).toBeUndefined();
    expect(r.outcome.dms ?? []).toEqual([]);
    return r.ok ? '' : r.error.message;
  };
  const log = (who: string): string => h.run(who, '/campaign log last:200').outcome.private!.text;
  return { game, fails, log, texts, shownBy };
}
