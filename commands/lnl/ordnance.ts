import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { formatHex } from '../../src/core/board/hex.js';
import { fireGround } from '../../src/rulesets/lnl/rules/fire-ground.js';
import { ordnanceText } from '../../src/rulesets/lnl/play/format-fire.js';
import { fail, ok } from '../../src/core/result.js';
import { ordnanceAction } from '../../src/rulesets/lnl/rules/ordnance-action.js';
import { findUnit, hexOfUnit } from '../../src/rulesets/lnl/rules/state.js';
import { endImpulse, keepImpulse } from '../../src/rulesets/lnl/rules/turn.js';

export const lnlOrdnance = command({
  name: 'ordnance',
  description: 'Ordnance fire (OFT): 2d6 + OFT ≤ to-hit, then penetration vs armour or HE vs troops',
  help: 'Every OFT row the state and map show is applied (leader, open vehicle, assault move, degrading hexes, smoke, Ops Complete, moving target, adjacent, TM, helicopters, acquisition). 2 always hits, 12 always misses; an even hit above 2 strikes the turret. Vs armour: 1d6 + penetration vs 1d6 + armour at the facing (1 vs 6 dud, 6 vs 1 catastrophic; equal → morale check; lower → morale check minus the difference). Vs troops: 1d6 + HE vs 1d6 → DC for all. Crew and passengers follow the Fate table.',
  options: {
    weapon: { type: 'string', description: 'Your ordnance SW, vehicle or weapon team', required: true, maxLength: 32, autocomplete: 'stand' },
    target: { type: 'string', description: 'The target hex', required: true, maxLength: 8 },
    vehicle: { type: 'string', description: 'The vehicle or helicopter you shoot at', maxLength: 32, autocomplete: 'stand' },
    tohit: { type: 'integer', description: 'To-hit number at this range (default: the roster\'s)', min: 2, max: 12 },
    penetration: { type: 'integer', description: 'Penetration at this range (default: the roster\'s)', min: 0, max: 30 },
    facing: { type: 'string', description: 'Armour facing hit (default front)', choices: ['front', 'side', 'rear'] },
    tm: { type: 'integer', description: 'Target hex TM (default 0 on open ground)', min: -3, max: 8 },
    building: { type: 'boolean', description: 'Troops in a building or bunker (HEAT keeps full HE)' },
    opportunity: { type: 'boolean', description: 'Opportunity fire (+2) at the enemy units that just moved' },
    spotted: { type: 'boolean', description: 'The target hex is spotted, when the map cannot tell (10.1)' },
    speed: { type: 'boolean', description: 'Optional speed modifiers (15.6) are in play' },
    road: { type: 'boolean', description: 'Speed: the wheeled target spent 2+ MP on road' },
    more: { type: 'boolean', description: 'Keep the impulse: this hex acts again' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl ordnance', move: o.opportunity ? 'reaction' : 'activate', side: o.side, from: (s) => hexOfUnit(s, o.weapon) },
      ({ state, roller, rules, side }) => {
        const weapon = findUnit(state, o.weapon);
        const shooter = weapon?.carriedBy ?? o.weapon;
        const ground = fireGround(state, ctx.campaign?.board, side, shooter, o.target, { tm: o.tm }, rules);
        if (!ground.ok) return ground;
        const g = ground.value;
        // Fire needs a spotted target (5.0, 10.1); opportunity fire only against low crawlers and stealth movers.
        const spotted = o.spotted === true || g.spotted.length > 0;
        if (!spotted && !o.opportunity) return fail('lnl/not-spotted', { hex: formatHex(g.target) });
        const r = ordnanceAction(
          state,
          {
            side,
            weapon: o.weapon,
            target: g.target,
            ...(o.vehicle === undefined ? {} : { vehicle: o.vehicle }),
            ...(o.tohit === undefined ? {} : { toHit: o.tohit }),
            ...(o.penetration === undefined ? {} : { penetration: o.penetration }),
            ...(o.facing === undefined ? {} : { facing: o.facing }),
            tm: g.tm,
            inBuildingOrBunker: o.building === true,
            sight: g.sight,
            flammable: g.flammable,
            tmAt: g.tmAt,
            ...(o.opportunity ? { opportunity: { hexSpotted: spotted } } : {}),
            ...(o.speed ? { speed: { onRoad: o.road === true } } : {}),
          },
          roller,
          rules,
        );
        if (!r.ok) return r;
        return ok({ state: o.opportunity ? r.value.state : o.more ? keepImpulse(r.value.state, hexOfUnit(r.value.state, o.weapon)) : endImpulse(r.value.state), result: r.value.result });
      },
      ordnanceText,
    ));
  },
});
