import { command } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { unitName } from '../src/app/lnl/format.js';
import { runLnlAction } from '../src/app/lnl/session.js';
import { formatHex, parseHex, sameHex } from '../src/core/board/hex.js';
import { fail, ok } from '../src/core/result.js';
import { stackingProblems } from '../src/core/rulesets/lnl/stacking.js';
import { hexOf, ownUnit, placeUnit, updateUnit, withMarker, type LnlState } from '../src/core/rulesets/lnl/state.js';
import { endImpulse } from '../src/core/rulesets/lnl/turn.js';
import type { Unit, UnitMarker } from '../src/core/rulesets/lnl/units.js';
import { parseIdList } from '../src/app/lnl/ids.js';

const HOW = ['move', 'assault', 'stealth', 'low-crawl', 'double-time', 'hit-and-run'] as const;
const MARKER: Record<(typeof HOW)[number], UnitMarker> = {
  move: 'moved',
  'double-time': 'moved',
  assault: 'assault-move',
  // Stealth Movement is Assault Movement that is not spotted on entering cover (6.4).
  stealth: 'assault-move',
  'low-crawl': 'low-crawl',
  'hit-and-run': 'hit-and-run',
};

export const lnlMove = command({
  name: 'move',
  description: 'Activate a hex: its units move together to a hex (marked Moved, Assault Move, Low Crawl or H&R)',
  help: 'All units activated in a hex move together (6.0). Assault and stealth movement go half the MPs and may then fire (say more:true to keep the impulse). Stacking is checked at the destination: 3 squads or equivalent, 2 vehicles (a wreck counts), 2 SMCs per side. Your opponent may opportunity-fire at the movers.',
  options: {
    units: { type: 'string', description: 'Your units in one hex, comma-separated', required: true, maxLength: 200 },
    to: { type: 'string', description: 'The hex they move to, e.g. D6', required: true, maxLength: 8 },
    how: { type: 'string', description: 'Kind of movement (default move)', choices: HOW },
    more: { type: 'boolean', description: 'Keep the impulse: these units still fire (assault fire)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runLnlAction(
      ctx,
      { command: 'lnl move', move: 'activate', side: o.side },
      ({ state, side }) => {
        const ids = parseIdList(o.units);
        if (!ids.ok) return ids;
        const movers: Unit[] = [];
        for (const id of ids.value) {
          const u = ownUnit(state, side, id);
          if (!u.ok) return u;
          if (u.value.kind === 'support-weapon' && u.value.carriedBy) return fail('lnl/carried-moves-with-carrier', { unit: u.value.id });
          if (u.value.immobilized || u.value.status === 'abandoned') return fail('lnl/cannot-move', { unit: u.value.id });
          movers.push(u.value);
        }
        const from = movers.map((u) => hexOf(state, u));
        if (from.some((h) => !h)) return fail('lnl/no-position', { unit: movers[from.findIndex((h) => !h)]!.id });
        if (from.some((h) => !sameHex(h!, from[0]!))) return fail('lnl/not-one-hex');
        const to = parseHex(o.to);
        if (!to.ok) return fail('lnl/bad-hex', { text: o.to });
        if (sameHex(to.value, from[0]!)) return fail('lnl/same-hex', { hex: formatHex(to.value) });
        const stacking = stackingProblems(state, to.value, side, movers);
        if (stacking.length) return fail(stacking[0]!.code, { count: stacking[0]!.count, max: stacking[0]!.max, hex: formatHex(to.value) });
        const how = o.how ?? 'move';
        let next: LnlState = state;
        for (const u of movers) {
          const placed = placeUnit(next, u.id, to.value);
          if (!placed.ok) return placed;
          next = updateUnit(placed.value, u.id, (x) => withMarker(x, MARKER[how]));
        }
        if (!o.more) next = endImpulse(next);
        return ok({ state: next, result: { ids: movers.map((u) => u.id), from: formatHex(from[0]!), to: formatHex(to.value), how, marker: MARKER[how] } });
      },
      (r) => `${r.ids.map(unitName).join(', ')} ${r.how === 'move' ? 'move' : `use ${r.how.replace(/-/g, ' ')} movement`} from ${r.from} to **${r.to}** (marked ${userText(r.marker.replace(/-/g, ' '))}).`,
    );
  },
});
