import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { parsePoint } from '../../../src/core/board/geometry.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { civilianReactionOrder, civiliansOrder, speakOrder } from '../../../src/rulesets/fng/rules/missions/moves/order-civilians.js';
import { speakIndigenousOrder } from '../../../src/rulesets/fng/rules/missions/moves/order-indigenous.js';
import { civilianFireOrder, civilianForceOrder, civilianMoveOrder } from '../../../src/rulesets/fng/rules/missions/moves/order-civilian.js';

export const fngMissionCivilians = command({
  name: 'civilians',
  description: 'Civilians at the building at x,y: present, how many, doing what; or react',
  help: 'Present on 1d6 at or under the AO\'s Population Value; 1/2d6 of them, each 1 + 1/2d6" away, doing what Civilian Activity says (L1130, L1273–L1288), put on the board as civilians c1, c2… (no one\'s side; on a tour they come with the table). They walk at each turn\'s end with an Activation die of 3 or more (L1271), react by themselves to shooting within 12" and are hurt by blasts (−1 VP each, L1281). react:true [from:x,y]: the group there takes Civilian Reaction by hand and carries it out (L1269–L1280), fleeing away from the shooting at from: (else the nearest figure).',
  options: {
    at: { type: 'string', description: 'A point in the building, "x,y"', required: true, maxLength: 20 },
    react: { type: 'boolean', description: 'Roll their reaction to fire' },
    from: { type: 'string', description: 'react:true — where the shooting was, "x,y"', maxLength: 20 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission civilians', kind: 'act' }, (a) => {
      const at = parsePoint(o.at);
      if (!at.ok) return at;
      if (!o.react) return civiliansOrder(a, { at: at.value });
      const from = o.from === undefined ? undefined : parsePoint(o.from);
      if (from && !from.ok) return from;
      return civilianReactionOrder(a, { at: at.value, ...(from ? { from: from.value } : {}) });
    }));
  },
});

export const fngMissionSpeak = command({
  name: 'speak',
  description: 'Speak Local with a civilian your figure is in contact with, or with indigenous troops',
  help: 'civilian:c2 — the civilian on the board within 1" (each only once). REP d6 (−2d6 without Fluent) against the civilian\'s EAL d6 (+2d6 after shooting or a civilian building destroyed, +2d6 if your side hurt a civilian), counting 1–3 (L1290–L1298): twice his, every PEF revealed; more, the nearest trap or PEF; the same, nothing (he moves next turn); fewer, he will not move unless forced. His dice are the GM\'s while the EAL is sealed. troops:<leader> — an advisor explains an order to an ARVN or CIDG group through its leader in contact (L1300–L1307): REP d6 (−2d6 without Fluent, −1d6 after 25% casualties), 3 successes: done, and no more tests this battle; fewer: the order waits and the group does not move this activation.',
  options: {
    figure: { type: 'string', description: 'Your figure', required: true, maxLength: 40 },
    civilian: { type: 'string', description: 'The civilian in contact (c1, c2…), when civilians are on the board', maxLength: 20 },
    shooting: { type: 'boolean', description: 'Shooting has happened, or a civilian building was destroyed' },
    hurt: { type: 'boolean', description: 'Your side has hurt a civilian' },
    troops: { type: 'string', description: 'An indigenous group\'s leader to explain an order to', maxLength: 40 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    if (o.troops !== undefined) return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission speak', kind: 'act' }, (a) => speakIndigenousOrder(a, { advisor: o.figure, leader: o.troops! })));
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission speak', kind: 'act', gmDice: true }, (a) =>
      speakOrder(a, { figure: o.figure, ...(o.civilian !== undefined ? { civilian: o.civilian } : {}), ...(o.shooting ? { shooting: true } : {}), ...(o.hurt ? { hurt: true } : {}) }),
    ));
  },
});

export const fngMissionCivilian = command({
  name: 'civilian',
  description: 'Move a civilian who agreed to it, force one who refused, or fire at one',
  help: 'do:move civilian:c2 to:x,y — a civilian Speak Local won over moves as told (L1298): this turn (next turn if he said nothing), up to 8", or as far as a Fast Move if he goes with the squad. do:force civilian:c2 figure:pink — your figure in contact forces one who refused: a round of melee with no damage, REP d6 against his 2d6 counting 1–3; he wins, he flees; else he moves as directed this turn (L1298, L1303). do:fire civilian:c2 figure:pink — your figure fires at him (Ranged Combat, L816): each hit rolls Combat Damage, and a casualty costs 1 VP (L1281).',
  options: {
    do: { type: 'string', description: 'move, force or fire', required: true, choices: ['move', 'force', 'fire'] },
    civilian: { type: 'string', description: 'The civilian (c1, c2…)', required: true, maxLength: 20 },
    to: { type: 'string', description: 'do:move — where he goes, "x,y"', maxLength: 20 },
    figure: { type: 'string', description: 'do:force — your figure in contact with him; do:fire — your shooter', maxLength: 40 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission civilian', kind: 'act' }, (a) => {
      if (o.do === 'fire') return civilianFireOrder(a, { civilian: o.civilian, ...(o.figure !== undefined ? { figure: o.figure } : {}) });
      if (o.do === 'force') return civilianForceOrder(a, { civilian: o.civilian, ...(o.figure !== undefined ? { figure: o.figure } : {}) });
      const to = o.to === undefined ? undefined : parsePoint(o.to);
      if (to && !to.ok) return to;
      return civilianMoveOrder(a, { civilian: o.civilian, ...(to ? { to: to.value } : {}) });
    }));
  },
});
