import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { diceText, namerFor, pointText } from '../../src/rulesets/fireteam/play/format.js';
import { extrasOf, tagOf, withExtras } from '../../src/rulesets/fireteam/rules/game.js';
import { coverAt, obstaclesCrossed, slowGoingAlong } from '../../src/rulesets/fireteam/rules/terrain.js';
import { distance, parsePoint } from '../../src/core/board/geometry.js';
import { fail, ok } from '../../src/core/result.js';
import { infantryMove, vehicleMove, type MoveResult } from '../../src/rulesets/fireteam/rules/movement.js';
import { bearing, checkSight } from '../../src/rulesets/fireteam/rules/line-of-sight.js';
import { checkPassage } from '../../src/rulesets/fireteam/rules/passage.js';
import { enemyRef, findUnit, markMoved, otherSide, ownUnit, updateUnit } from '../../src/rulesets/fireteam/rules/state.js';
import { carryPassengers } from '../../src/rulesets/fireteam/rules/transport.js';
import { endStep } from '../../src/rulesets/fireteam/rules/turn.js';
import { boundIn, canFire, hasRole, isOnTable, isVehicle } from '../../src/rulesets/fireteam/rules/units.js';
import { checkPanicRetreat } from '../../src/rulesets/fireteam/rules/vehicle-damage.js';

const LOSS_TEXT = { obstacle: 'obstacle', woods: 'slow going', 'second-turn': '2nd turn', 'damaged-tracks': 'damaged (−1D6)' } as const;

export const fireteamMove = command({
  name: 'move',
  description: 'Movement: a unit moves straight toward a point as far as its dice allow',
  help: 'Infantry roll 3/4/5 d6 by quality and keep the best 3, less 6" per obstacle and 1D6 through woods or other slow going; vehicles roll 3/4/5 d6 by speed, with up to two 90° turns. Obstacles and slow going are read from the board along the straight path unless declared; the river is crossed only on a bridge, and no move leaves the table. Units that shot or are Pinned may not move; a halted vehicle neither; a panicked one must end farther from its attacker, in cover or out of its sight.',
  options: {
    unit: { type: 'string', description: 'Your unit', required: true, maxLength: 32, autocomplete: 'stand' },
    to: { type: 'string', description: 'Toward this point, "x,y"; it stops there or short', required: true, maxLength: 20 },
    obstacles: { type: 'integer', description: 'Obstacles crossed (default: from the board)', min: 0, max: 6 },
    woods: { type: 'boolean', description: 'Through woods or other slow going (default: from the board)' },
    road: { type: 'boolean', description: 'A vehicle moving on a road' },
    turns: { type: 'integer', description: 'A vehicle\'s 90° turns (at most 2)', min: 0, max: 3 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam move', move: 'move', side: o.side },
      ({ game, side, roller, rules, board }) => {
        const found = ownUnit(game, side, o.unit);
        if (!found.ok) return found;
        const u = found.value;
        if (!isOnTable(u)) return fail('fireteam/not-on-table', { unit: u.id });
        if (u.aboard !== undefined) return fail('fireteam/aboard', { unit: u.id, vehicle: u.aboard });
        if (u.movedThisTurn) return fail('fireteam/already-moved', { unit: u.id });
        // "Vehicles may move and fire" (Vehicles Movement); troops that shot stay put (Movement).
        if (u.firedThisTurn && !isVehicle(u)) return fail('fireteam/fired-cannot-move');
        if (boundIn(u.vehicle?.damage.halted, game.turn)) return fail('fireteam/halted', { unit: u.id });
        if (!u.position) return fail('fireteam/no-position', { unit: u.id });
        const to = parsePoint(o.to);
        if (!to.ok) return to;
        const from = u.position;
        if (board) {
          const pass = checkPassage({ table: board.board, features: board.features, from, to: to.value });
          if (!pass.ok) return pass;
        }
        const crossed = o.obstacles === undefined ? obstaclesCrossed(board, from, to.value) : [];
        const obstacles = o.obstacles ?? crossed.length;
        const slow = o.woods === undefined ? slowGoingAlong(board, from, to.value)?.name : undefined;
        const woods = o.woods ?? slow !== undefined;
        const pinned = u.status === 'pinned' || u.status === 'permanently-pinned';
        let r: ReturnType<typeof infantryMove>;
        if (u.vehicle) {
          const v = u.vehicle;
          r = vehicleMove(
            {
              speed: o.road && v.roadSpeed ? v.roadSpeed : v.speed,
              softSkinned: v.softSkinned,
              onRoad: o.road === true,
              turns: o.turns ?? 0,
              obstacles,
              veteranCrew: hasRole(u, 'veteran-tank-crew'),
              damagedTracks: v.damage.movementReduced === true,
              pinned,
              immobilised: v.damage.immobilised,
            },
            roller,
            rules,
          );
        } else {
          r = infantryMove({ quality: u.quality, obstacles, woods, pinned, fired: u.firedThisTurn }, roller, rules);
        }
        if (!r.ok) return r;
        const wanted = distance(from, to.value);
        const moved = Math.min(wanted, r.value.inches);
        const end = wanted === 0 ? from : { x: Math.round((from.x + ((to.value.x - from.x) * moved) / wanted) * 100) / 100, y: Math.round((from.y + ((to.value.y - from.y) * moved) / wanted) * 100) / 100 };
        if (u.vehicle) {
          const enemy = u.vehicle.damage.panicked?.attacker;
          const watcher = enemy === undefined ? undefined : findUnit(game, enemyRef(game, u.side, enemy));
          const hidden = watcher?.position && board ? !checkSight({ features: board.features, smoke: game.smoke, from: watcher.position, to: end }).ok : false;
          const retreat = checkPanicRetreat(game, u, { from, to: end, inCover: coverAt(board, end).cover !== 'open', outOfSight: hidden });
          if (!retreat.ok) return retreat;
        }
        const facing = u.vehicle && wanted > 0 ? { facing: Math.round(bearing(from, to.value)) } : {};
        let next = markMoved(updateUnit(game, u, (x) => ({ ...x, position: end, ...facing })), u);
        if (u.vehicle) next = carryPassengers(next, u);
        // Streaks keyed `Side:ID>Side:ID` (or, in a game saved before, `id>id`) that this unit is in end.
        const tag = tagOf(u);
        const inStreak = (k: string): boolean => k.startsWith(`${tag}>`) || k.endsWith(`>${tag}`) || k.split('>').includes(u.id);
        const shots = Object.fromEntries(Object.entries(extrasOf(next).atShots).filter(([k]) => !inStreak(k)));
        next = withExtras(next, { atShots: shots });
        const enemy = otherSide(next, side);
        const watched = next.units.some((x) => x.side === enemy && x.overwatch && canFire({ ...x, overwatch: false }, next.turn)) && !next.step.done.includes(enemy);
        next = watched ? withExtras(next, { awaitingOverwatch: { side, unit: u.id } }) : endStep(next, side);
        return ok({ game: next, result: { id: u.id, from, to: to.value, end, wanted: Math.round(wanted * 10) / 10, move: r.value as MoveResult, crossed, slow, watched, enemy } });
      },
      (r, view, _own, side) => {
        const losses = r.move.losses.map((l) => ` − ${LOSS_TEXT[l.reason]} ${l.droppedDie ? '(one die fewer)' : l.part ? `d6 ${l.inches}` : l.inches}`).join('');
        const where = [...r.crossed, ...(r.slow ? [r.slow] : [])];
        const reach = r.move.inches >= r.wanted ? `reaches ${pointText(r.end)}` : `stops short at ${pointText(r.end)} (${r.move.inches}" of ${r.wanted}")`;
        const ow = r.watched ? `\n👁️ **${userText(r.enemy)}** has units on overwatch: fire at it now with \`/fireteam overwatch fire\`, or carry on.` : '';
        return `${namerFor(view)(r.id, side)} moves from ${pointText(r.from)}: ${diceText(r.move.dice)}${losses} = ${r.move.inches}"${where.length ? ` (${where.map(userText).join(', ')})` : ''} — ${reach}.${ow}`;
      },
    ));
  },
});
