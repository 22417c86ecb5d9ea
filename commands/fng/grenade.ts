import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../src/rulesets/fng/play/parse.js';
import { throwOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';
import { smokeOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-smoke.js';
import { satchelOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-satchel.js';
import { rigC4Order } from '../../src/rulesets/fng/rules/firefight/moves/order-c4.js';
import { fail } from '../../src/core/result.js';

export const fngGrenade = command({
  name: 'grenade',
  description: 'Throw a hand grenade or smoke at a spot or an enemy (6", Ball Player 9")',
  help: 'Ready the Grenade (2d6 vs REP: now, in reaction or next activation), then throw (2 passes on the spot; 1 on the spot if seen or dropped, else missed; 0 Oops!). A 5" circle, Impact 2, hits everyone in it; shielded: names figures behind cover as strong as the blast. Dud: house rule fng.grenade.dud. satchel:true readies and tosses (3") or places (dropped:true) a satchel or demolition charge at:x,y, his own or one from his squad (L782); its blast blows a 4" hole in wire or stakes. c4:N turns:1-4 rigs N blocks of C-4 (squad stores) at his feet (or at:x,y within 1"), his whole activation (L784): readied on the Ready table, it goes off at the end of the turn set (a turn later if not readied at once), Impact and APR 2 a block in a 5" circle, friend or foe; in punji stakes a 4" hole (L1212). smoke:true throws a smoke grenade (Leaders and RTOs carry them) at:x,y: a 5" cloud there the next three turns (L771), nobody in it fires or is hit, it blocks sight (L773).',
  options: {
    thrower: { type: 'string', description: 'Your figure', required: true, maxLength: 40, autocomplete: 'stand' },
    target: { type: 'string', description: 'An enemy figure to throw at', maxLength: 40 },
    at: { type: 'string', description: 'Or a spot, "x,y"', maxLength: 20 },
    smoke: { type: 'boolean', description: 'A smoke grenade, thrown at a spot' },
    satchel: { type: 'boolean', description: 'A satchel or demolition charge, tossed 3" or placed' },
    c4: { type: 'integer', description: 'Rig this many C-4 blocks (L784)', min: 1, max: 6 },
    turns: { type: 'integer', description: 'C-4: goes off in 1-4 turns', min: 1, max: 4 },
    blind: { type: 'boolean', description: 'The thrower cannot see the spot' },
    dropped: { type: 'boolean', description: 'Dropped over a wall or rolled through a door' },
    shielded: { type: 'string', description: 'Figures behind cover as strong as the blast (attested; on a board, the GM only)', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng grenade', kind: 'act', side: o.side }, (a) => {
      const at = o.at === undefined ? undefined : parsePoint(o.at);
      if (at && !at.ok) return at;
      if (o.smoke) return at ? smokeOrder(a, { thrower: o.thrower, at: at.value }) : fail('fng/smoke-needs-spot');
      if (o.c4 !== undefined) return o.turns === undefined ? fail('fng/c4-needs-timer') : rigC4Order(a, { figure: o.thrower, blocks: o.c4, turns: o.turns, ...(at ? { at: at.value } : {}) });
      if (o.satchel) return at ? satchelOrder(a, { thrower: o.thrower, at: at.value, ...(o.dropped ? { dropped: true } : {}), shielded: parseList(o.shielded) }) : fail('fng/satchel-needs-spot');
      return throwOrder(a, {
        thrower: o.thrower,
        ...(o.target === undefined ? {} : { target: o.target }),
        ...(at ? { at: at.value } : {}),
        ...(o.blind ? { blind: true } : {}),
        ...(o.dropped ? { dropped: true } : {}),
        shielded: parseList(o.shielded),
      });
    }));
  },
});
