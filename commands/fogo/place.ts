import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { fogoTable, sharedInView, sideNote } from '../../src/rulesets/fogo/play/session.js';
import { isGm } from '../../src/core/campaign.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { featureAt } from '../../src/core/board/placement.js';
import { fail } from '../../src/core/result.js';
import { fogoScenario } from '../../src/rulesets/fogo/rules/scenario.js';
import { anyStand, ownStand, withStands } from '../../src/rulesets/fogo/rules/state.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { sameUnit } from '../../src/core/unit-ref.js';
import { PUBLIC, viewerOf } from '../../src/core/views.js';

export const fogoPlace = command({
  name: 'place',
  description: 'Place a stand at x,y inches on the board',
  help: 'Records where a stand is on the board, for /board and for the cover fire reads from the terrain: the feature under that point becomes its feature (none = the open). Your own stands; the GM any. A hidden stand\'s position is told to no one else.',
  options: {
    stand: { type: 'string', description: 'Stand id', required: true, maxLength: 60, autocomplete: 'stand' },
    at: { type: 'string', description: 'x,y inches from top left', required: true, maxLength: 20 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const { campaign, state, side } = table.value;
    const board = fogoScenario(campaign.board);
    if (!board) return fail('board/none');
    const point = parsePoint(o.at);
    if (!point.ok) return point;
    const { width, height } = board.board;
    if (point.value.x < 0 || point.value.y < 0 || point.value.x > width || point.value.y > height) {
      return fail('board/off-table', { at: o.at, width, height });
    }
    const gm = isGm(campaign, ctx.actor.id);
    if (!gm && side === undefined) return fail('move/not-a-player');
    const found = gm || side === undefined ? anyStand(state, o.stand) : ownStand(state, side, o.stand);
    if (!found.ok) return found;
    const stand = found.value;
    const feature = featureAt(board.features, point.value)?.name;
    const { feature: _old, ...rest } = stand;
    const moved = { ...rest, position: point.value, ...(feature === undefined ? {} : { feature }) };
    const next = withStands(state, [moved]);
    ctx.tx.saveCampaign({ ...campaign, game: next });
    const where = `${point.value.x},${point.value.y}${feature ? ` in ${userText(feature)}` : ' in the open'}`;
    // Only a stand the public can see is placed in public; a hidden one's spot stays its side's.
    const publicView = viewFogo(next, PUBLIC);
    const seen = publicView.stands.some((s) => sameUnit(s, stand));
    const shared = sharedInView(seen ? publicView : viewFogo(next, viewerOf(campaign, ctx.actor)));
    const text = `\`${userText(stand.id)}\`${sideNote(shared, stand.id, stand.side)} is at ${where}.`;
    return { ok: true, value: seen ? { public: { text } } : { private: { text } } };
  },
});
