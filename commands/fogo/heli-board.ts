import { command } from '../../src/app/command.js';
import { standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { boardedText } from '../../src/rulesets/fogo/play/format-actions.js';
import { fogoTable, viewNamer } from '../../src/rulesets/fogo/play/session.js';
import { findSide } from '../../src/core/campaign.js';
import { fail } from '../../src/core/result.js';
import { boardHelicopter } from '../../src/rulesets/fogo/rules/air-assault.js';
import { helicopterSlots, standSlots } from '../../src/rulesets/fogo/rules/helicopters.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { namesUnit } from '../../src/core/unit-ref.js';
import { viewerOf } from '../../src/core/views.js';

export const fogoHeliBoard = command({
  name: 'board',
  description: 'Load off-table stands of yours into a helicopter at base (secret from the enemy)',
  help: 'Slots: a small team 1, a large team or a Command Team 2, a lone commander none. Mounted Dragoons cannot board.',
  options: {
    helicopter: { type: 'string', description: 'Your helicopter at base', required: true, maxLength: 60 },
    stands: { type: 'string', description: 'Off-table stand ids boarding, comma-separated', required: true, maxLength: 200 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const { campaign, state, rules, side } = table.value;
    if (side === undefined) return fail('move/not-a-player');
    const boarded = boardHelicopter(state, { side, helicopter: o.helicopter, stands: standIds(o.stands) }, rules);
    if (!boarded.ok) return fail(boarded.code, boarded.params);
    const saved = ctx.tx.saveCampaign({ ...campaign, game: boarded.value });
    const h = boarded.value.helicopters.find((x) => x.side === side && namesUnit(x, o.helicopter));
    if (!h) throw new Error(`helicopter ${o.helicopter} vanished on boarding`);
    const aboard = boarded.value.stands.filter((s) => s.side === side && h.passengers.includes(s.id));
    const used = aboard.reduce((n, s) => n + standSlots(s), 0);
    // Who flies in is secret until the helicopter lands: the answer and the log entry are the side's own.
    const name = viewNamer(viewFogo(boarded.value, viewerOf(saved, ctx.actor)), 'code');
    const text = boardedText(side, h.id, h.passengers, used, helicopterSlots(h.type, rules), name);
    const to = (findSide(saved, side)?.players ?? []).map((p) => p.id);
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'hidden', to }, data: { kind: 'action', command: 'fogo heli board', text } });
    return { ok: true, value: { private: { text } } };
  },
});
