import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { modifierText, unitName } from '../../src/rulesets/lnl/play/format.js';
import { sightBetween, terrainClass } from '../../src/rulesets/lnl/rules/sight.js';
import { formatHex, parseHex } from '../../src/core/board/hex.js';
import { fail, ok } from '../../src/core/result.js';
import { attemptSpotting } from '../../src/rulesets/lnl/rules/spotting.js';
import { hexOf, hexOfUnit, ownUnit, updateUnit, withMarker } from '../../src/rulesets/lnl/rules/state.js';
import { endImpulse } from '../../src/rulesets/lnl/rules/turn.js';
import { markSpotted, spottingTarget } from '../../src/rulesets/lnl/rules/spotted.js';
import { leadershipOf } from '../../src/rulesets/lnl/rules/units.js';

export const lnlSpot = command({
  name: 'spot',
  description: 'Activate a unit to spot a hex: 1d6 ≤ 3 into degrading, ≤ 2 into blocking terrain',
  help: 'Hexes with Fired, Moved, Assault Move or H&R units, in open terrain, or next to your Good Order unit are spotted without a roll. A leader subtracts his LM, a scout 2, thermal sights 2; +1 per degrading hex in the LOS (counted on the map, or say degrading:). A natural 6 fails. The spotter is marked Ops Complete; if it succeeds it may fire at once (your impulse goes on).',
  options: {
    unit: { type: 'string', description: 'Your spotting unit', required: true, maxLength: 32, autocomplete: 'stand' },
    hex: { type: 'string', description: 'The hex to spot, e.g. F4', required: true, maxLength: 8 },
    terrain: { type: 'string', description: 'Its terrain, if no map says (default: from the map)', choices: ['open', 'degrading', 'blocking'] },
    degrading: { type: 'integer', description: 'Degrading hexes in the LOS (default: counted on the map)', min: 0, max: 3 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl spot', move: 'activate', side: o.side, from: (s) => hexOfUnit(s, o.unit) },
      ({ state, roller, rules, side }) => {
        const spotter = ownUnit(state, side, o.unit);
        if (!spotter.ok) return spotter;
        const from = hexOf(state, spotter.value);
        if (!from) return fail('lnl/no-position', { unit: spotter.value.id });
        const target = parseHex(o.hex);
        if (!target.ok) return fail('lnl/bad-hex', { text: o.hex });
        const board = ctx.campaign?.board;
        const sight = sightBetween(board, from, target.value, rules, o.degrading);
        const s = spotter.value;
        const r = attemptSpotting(
          {
            target: spottingTarget(state, side, target.value, o.terrain ?? terrainClass(board, target.value)),
            degradingHexes: sight.degrading,
            losBlocked: sight.los?.blocked === true && o.degrading === undefined,
            ...(s.kind === 'leader' ? { leaderLm: leadershipOf(s) } : {}),
            scout: s.kind === 'scout',
            thermalSights: s.thermal === true,
          },
          roller,
        );
        if (!r.ok) return fail(r.code, { unit: s.id, hex: formatHex(target.value) });
        // An automatic spot costs nothing; an attempt marks the spotter Ops Complete (10.1 item 3).
        let next = r.value.kind === 'automatic' ? state : updateUnit(state, s.id, (u) => withMarker(u, 'ops-complete'));
        const success = r.value.kind === 'automatic' || r.value.success;
        // A successful spotter may fire at once (10.1 item 4): the impulse stays with its side until it
        // fires or passes, and firing takes its Ops Complete off.
        next = success ? { ...markSpotted(next, side, target.value), lastSpot: { unit: s.id, hex: target.value } } : endImpulse(next);
        return ok({ state: next, result: { spotter: s.id, hex: formatHex(target.value), spot: r.value, sight: sight.source } });
      },
      ({ spotter, hex, spot, sight }) => {
        if (spot.kind === 'automatic') return `Spotting (10.1): ${hex} is spotted without a roll (${spot.reasons.join(', ').replace(/-/g, ' ')}); ${unitName(spotter)} may fire at it now (\`/lnl fire\`), or pass.`;
        const mods = modifierText(spot.modifiers);
        const verdict = spot.natural6 ? 'a natural 6 always fails' : spot.success ? `**${hex} is spotted**; ${unitName(spotter)} may fire at it now (\`/lnl fire\`), or pass` : 'not spotted';
        return `Spotting (10.1): ${unitName(spotter)} looks into ${spot.terrain} terrain at ${hex}: ${spot.die}${mods ? ` ${mods}` : ''} = ${spot.total} vs ≤ ${spot.target}${sight === 'map' ? ' (LOS counted on the map)' : ''} → ${verdict}. ${unitName(spotter)} is marked Ops Complete.`;
      },
    ));
  },
});
