import { describe, expect, it } from 'vitest';
import { runChain } from '../../../../../src/rulesets/fng/rules/game/chain.js';
import type { ActivityResult } from '../../../../../src/rulesets/fng/rules/enemy/activity.js';
import { chainEnv } from '../../../../../src/rulesets/fng/rules/game/order.js';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { mission } from '../../helpers/bot.js';
import { eventsText } from '../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../src/core/views.js';
import { args, fig, table } from '../../helpers/table.js';

/** VC/NVA Activity (L1602) lasts the mission: the enemy's Received Fire at REP ±1, its Cohesion on 3d6 or 1d6. */
const game = (activity?: ActivityResult): FngGame =>
  table([fig('fwf', 'a', 10, 10), fig('fwf', 'b', 11, 10), fig('cf', 'v1', 30, 10, { rep: 4 }), fig('cf', 'v2', 31, 10, { rep: 4 })], {
    mission: mission({ enemy: 'lvc', ...(activity ? { activity } : {}) }),
  });

function cohesionDice(g: FngGame, members: string[], faces: number[]): number {
  const a = args(g, 'fwf', faces);
  const r = runChain(g, [{ kind: 'cohesion', members }], chainEnv(a));
  const e = r.events.find((x) => x.kind === 'cohesion');
  return e?.kind === 'cohesion' ? (e.part?.faces.length ?? 0) : -1;
}

describe('VC/NVA Activity in the firefight', () => {
  it('GIVEN "We\'ve stepped in it!" THEN the enemy tests Cohesion on 3d6; "Where\'s Charlie?" on 1d6; business as usual and the players on 2d6', () => {
    expect(cohesionDice(game('stepped-in-it'), ['cf:v1', 'cf:v2'], [1, 1, 1])).toBe(3);
    expect(cohesionDice(game('wheres-charlie'), ['cf:v1', 'cf:v2'], [1])).toBe(1);
    expect(cohesionDice(game('business-as-usual'), ['cf:v1', 'cf:v2'], [1, 1])).toBe(2);
    expect(cohesionDice(game('stepped-in-it'), ['fwf:a', 'fwf:b'], [1, 1])).toBe(2);
  });

  it('GIVEN "We\'ve stepped in it!" THEN a REP 4 enemy passes Received Fire on 5s (REP 5); without it, not', () => {
    const rf = (activity?: ActivityResult) => {
      const g = game(activity);
      const r = runChain(g, [{ kind: 'reactions', rf: ['cf:v1'], md: [], cause: { 'cf:v1': 'fwf:a' } }], chainEnv(args(g, 'fwf', [5, 5, ...Array<number>(20).fill(6)])));
      const e = r.events.find((x) => x.kind === 'reaction');
      return e?.kind === 'reaction' ? e.passes.rf : undefined;
    };
    expect(rf('stepped-in-it')).toBe(2);
    expect(rf()).toBe(0);
  });

  it('GIVEN "We\'ve stepped in it!" THEN the Cohesion line says why it has 3d6 (issue 34 item 9); the players\' 2d6 needs no reason', () => {
    const text = (g: FngGame, members: string[], faces: number[]) => {
      const r = runChain(g, [{ kind: 'cohesion', members }], chainEnv(args(g, 'fwf', faces)));
      return eventsText(r.events, viewFng(r.game, PUBLIC), 12);
    };
    expect(text(game('stepped-in-it'), ['cf:v1', 'cf:v2'], [1, 1, 1])).toContain('Cohesion (L702): 3d6 (VC/NVA Activity, L1602) [1, 1, 1]');
    expect(text(game('stepped-in-it'), ['fwf:a', 'fwf:b'], [1, 1])).toContain('Cohesion (L702): [1, 1]');
  });
});
