import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { namerFor, pointText } from '../../src/rulesets/fireteam/play/format.js';
import { shootAtInfantry, shootAtVehicle, type AtResult, type DirectShot } from '../../src/rulesets/fireteam/play/fire-resolve.js';
import { atShotText, directShotText } from '../../src/rulesets/fireteam/play/fire-text.js';
import { checkShotSight } from '../../src/rulesets/fireteam/play/sight.js';
import { parsePoint, type Point } from '../../src/core/board/geometry.js';
import { FIRETEAM_COVERS } from '../../src/rulesets/fireteam/rules/terrain.js';
import { fail, ok } from '../../src/core/result.js';
import { enemyRef, findUnit, knownEnemyUnit, updateUnit } from '../../src/rulesets/fireteam/rules/state.js';
import { overwatchFire } from '../../src/rulesets/fireteam/rules/turn.js';

export const fireteamOverwatchFire = command({
  name: 'fire',
  description: 'Enemy movement: a unit on overwatch fires at an enemy that moved into view',
  help: 'Only at a unit that moved this turn and is in sight on the board (visible:true attests it). If the shot Pins it, it stops at once: give stop: the point where it came into view and it is put back there. Cover comes from the board unless declared; an armoured vehicle target takes an anti-tank shot (it moved: −1).',
  options: {
    unit: { type: 'string', description: 'Your unit on overwatch', required: true, maxLength: 32, autocomplete: 'stand' },
    target: { type: 'string', description: 'The enemy unit moving into view', required: true, maxLength: 32, autocomplete: 'stand' },
    stop: { type: 'string', description: 'Where it came into view, "x,y": it stops there if Pinned', maxLength: 20 },
    cover: { type: 'string', description: 'The target\'s cover line (default: from the board)', choices: FIRETEAM_COVERS },
    enfilade: { type: 'boolean', description: 'Enfilading fire (+1)' },
    visible: { type: 'boolean', description: 'Attest the target is in sight (the board is approximate)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam overwatch fire', move: 'overwatch-fire', side: o.side },
      ({ game, side, roller, rules, board }) => {
        let stop: Point | undefined;
        if (o.stop !== undefined) {
          const p = parsePoint(o.stop);
          if (!p.ok) return p;
          stop = p.value;
        }
        const target = knownEnemyUnit(game, side, o.target);
        if (target && !target.movedThisTurn) return fail('fireteam/target-not-moving', { unit: target.id });
        const fired = overwatchFire(game, side, o.unit, o.target);
        if (!fired.ok) return fired;
        const shooterRef = { side, id: fired.value.unit };
        const targetRef = enemyRef(game, side, fired.value.target);
        if (o.visible !== true) {
          const seen = checkShotSight(game, board, shooterRef, targetRef);
          if (!seen.ok) return seen;
        }
        const g = fired.value.state;
        const shooter = findUnit(g, shooterRef)!;
        const t = findUnit(g, targetRef)!;
        const r = t.vehicle && !t.vehicle.softSkinned
          ? shootAtVehicle(g, shooter, t, { targetMoved: true }, roller, rules, board)
          : shootAtInfantry(g, shooter, t, { ...(o.cover === undefined ? {} : { cover: o.cover }), ...(o.enfilade ? { enfilade: true } : {}) }, roller, rules, board);
        if (!r.ok) return r;
        let next = r.value.game;
        const after = findUnit(next, t)!;
        const stopped = after.status === 'pinned' && after.pinnedTurn === next.turn && stop !== undefined;
        if (stopped) next = updateUnit(next, t, (u) => ({ ...u, position: stop! }));
        return ok({ game: next, result: { shot: r.value.result as DirectShot | AtResult, stopped: stopped ? stop : undefined, target: t.id, side, targetSide: t.side } });
      },
      (r, view) => {
        const name = namerFor(view);
        const shot = 'applied' in r.shot ? atShotText(r.shot, name) : directShotText(r.shot, name);
        return `👁️ Overwatch: ${shot}${r.stopped ? `\n${name(r.target, r.targetSide)} is Pinned and stops at once, at ${pointText(r.stopped)}.` : ''}`;
      },
    ));
  },
});
