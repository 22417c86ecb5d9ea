import { command } from '../../src/app/command.js';
import { groundHugText } from '../../src/rulesets/fogo/play/format-actions.js';
import { fogoTable, publicNamer, viewNamer } from '../../src/rulesets/fogo/play/session.js';
import { findSide } from '../../src/core/campaign.js';
import { fail } from '../../src/core/result.js';
import { ownStand, setGroundHug } from '../../src/rulesets/fogo/rules/state.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { PUBLIC, viewerOf } from '../../src/core/views.js';

export const fogoGroundhug = command({
  name: 'groundhug',
  description: 'Put one of your stands to ground or stand it up (a marker: no dice, no initiative)',
  help: 'A ground-hugging stand counts as protected (−1 die to fire at it, not on top of cover). Untrained stands and mounted Dragoons cannot. A hidden stand\'s marker is told to your side only.',
  options: {
    stand: { type: 'string', description: 'Your stand', required: true, maxLength: 60, autocomplete: 'stand' },
    on: { type: 'boolean', description: 'true: it goes to ground; false: it gets up', required: true },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const { campaign, state, side } = table.value;
    if (side === undefined) return fail('move/not-a-player');
    const set = setGroundHug(state, { side, stand: o.stand, on: o.on });
    if (!set.ok) return fail(set.code, set.params);
    const saved = ctx.tx.saveCampaign({ ...campaign, game: set.value });
    const own = ownStand(set.value, side, o.stand);
    const id = own.ok ? own.value.id : o.stand;
    const name = publicNamer(viewFogo(set.value, PUBLIC));
    if (name.seen(id, side)) {
      const text = groundHugText(side, id, o.on, name);
      ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fogo groundhug', text } });
      return { ok: true, value: { public: { text } } };
    }
    // A hidden stand's marker is its side's business: the channel hears nothing.
    const text = `${groundHugText(side, id, o.on, viewNamer(viewFogo(set.value, viewerOf(saved, ctx.actor))))}\nIt is hidden: only your side knows.`;
    const to = (findSide(saved, side)?.players ?? []).map((p) => p.id);
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'hidden', to }, data: { kind: 'action', command: 'fogo groundhug', text } });
    return { ok: true, value: { private: { text } } };
  },
});
