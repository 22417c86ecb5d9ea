import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { parsePoint, type Point } from '../../../src/core/board/geometry.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { parseList, parseOptionalPoint } from '../../../src/rulesets/fng/play/parse.js';
import { passOrder } from '../../../src/rulesets/fng/rules/support/moves/order-door-guns.js';
import { medevacOrder } from '../../../src/rulesets/fng/rules/support/moves/order-helicopter.js';
import { enemyWatchesTheSky } from '../../../src/rulesets/fng/rules/support/moves/anti-aircraft-play.js';
import { SUPPORT_FOR, type SupportFor } from '../../../src/rulesets/fng/rules/support/support-state.js';
import { spot, support } from './options.js';
import type { AirMunition } from '../../../src/rulesets/fng/rules/support/tac-air.js';
import { callOrder } from '../../../src/rulesets/fng/rules/support/moves/order-call.js';
import { fireMissionOrder, rtpOrder } from '../../../src/rulesets/fng/rules/support/moves/order-fire-mission.js';
import { GUNSHIP_GUNS, STRIKE_MUNITIONS } from '../../../src/rulesets/fng/rules/support/moves/order-strike.js';

/** The Free World Forces' support (FNG 2nd Tour p.72–97): the radio, fire missions, air and medevac. */


export const fngMissionCall = command({
  name: 'call',
  description: 'Make the Call on a radio and ask for support',
  help: 'The Force Commander calls (his REP in contact with the radio, the operator\'s within 4"); an FO calls fire support and reinforcements himself. Making the Call (L1665): 1d6 atmospherics, 1d6 vs REP; one try per radio a turn. Through: Ready Support while your Support Level grants an unspent asset (L1706), else the Request table (L1767, L1829, L1964, L1994, L2159). What is granted gets an id (S1…) and comes on the turn it is due; the bot says when. Reinforcements: muster them with /fng force when they arrive. At night only, by name: ac-47 (Airstrike table), firefly and nighthawk (Gunship table).',
  options: {
    rto: { type: 'string', description: 'The figure with the radio', required: true, maxLength: 40, autocomplete: 'stand' },
    for: { type: 'string', description: 'What you ask for', required: true, choices: SUPPORT_FOR },
    at: spot,
    rtp: { type: 'string', description: 'On a Registered Target Point (R1…)', maxLength: 8 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission call', kind: 'act' }, (a) => {
      const at = parseOptionalPoint(o.at);
      if (!at.ok) return at;
      return callOrder(a, { radio: o.rto, for: o.for as SupportFor, ...(at.value ? { at: at.value } : {}), ...(o.rtp ? { rtp: o.rtp } : {}) });
    }));
  },
});

export const fngMissionRtp = command({
  name: 'rtp',
  description: 'Place Registered Target Points (Defense missions)',
  help: 'Before the first Activation. The first time, your Support Level\'s dice say how many (L1740–L1756); fire on an RTP is +2 to ask, arrives at once and never loses the out-of-sight −1 (L1766).',
  options: { at: { type: 'string', description: 'Spots "x,y; x,y"', required: true, maxLength: 200 } },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission rtp', kind: 'setup' }, (a) => {
      const spots: Point[] = [];
      for (const s of o.at.split(';').map((x) => x.trim()).filter(Boolean)) {
        const p = parsePoint(s);
        if (!p.ok) return p;
        spots.push(p.value);
      }
      return rtpOrder(a, { at: spots });
    }));
  },
});

export const fngMissionFire = command({
  name: 'fire-mission',
  description: 'Bring down the mortars or artillery that are ready',
  help: 'Three rounds per weapon, each Hitting (2d6 vs the spotter\'s REP, −1 if unseen off an RTP) and Deviation (6"/12", halved for an FO who sees it) from the spotter\'s side (L1774–L1817). Friends nearer than 20"/36": Danger Close (L1797). Everyone in a 6"/12" circle takes Impact 2/4, then Man Down and Received Fire, both sides.',
  options: {
    spotter: { type: 'string', description: 'Who calls the fire in', required: true, maxLength: 40, autocomplete: 'stand' },
    at: spot,
    support,
    unseen: { type: 'boolean', description: 'The spotter cannot see the spot' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission fire-mission', kind: 'act' }, (a) => {
      const at = parseOptionalPoint(o.at);
      if (!at.ok) return at;
      return fireMissionOrder(a, { spotter: o.spotter, ...(at.value ? { at: at.value } : {}), ...(o.support ? { support: o.support } : {}), ...(o.unseen ? { unseen: true } : {}) });
    }));
  },
});

export const fngMissionStrike = command({
  name: 'strike',
  description: 'An aircraft or gunship over the table makes an attack pass',
  help: 'First the enemy within 12" of the Flight Line takes the Anti-Aircraft Check; those who stand and fire make the Golden BB: a veer-off spends the pass unfired (L1866–L1894); a gunship rolls Piloting first (L1951). Bombs, rockets, napalm: 1d6 on Ranged Combat at the munition\'s REP; a miss deviates along the Flight Line (L1899); the blast (napalm 6"×18") hits everyone, bombs stun those not hit. Guns: everyone within 3" of the Flight Line, 12" either side of the spot, is fired on (L1906). The Flight Line comes from your figures unless from: says. One pass each; also: a gunship\'s guns with its rockets (L1962); gunners: a helicopter\'s door guns on that side of the line fire at the figure named as it passes (L2020). An airstrike only at what the FAC spotted or marked (L1921), a Firefly or Nighthawk only into light (L1986).',
  options: {
    at: { ...spot, required: true },
    munition: { type: 'string', description: 'What it drops or fires', required: true, choices: STRIKE_MUNITIONS },
    from: { type: 'string', description: 'Flight Line from "x,y"', maxLength: 20 },
    also: { type: 'string', description: 'Gunship: its guns in the same pass', choices: GUNSHIP_GUNS },
    gunners: { type: 'string', description: 'Helicopter: its door gunners fire at this enemy figure as it passes', maxLength: 40 },
    support,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission strike', kind: 'act', enemyDice: enemyWatchesTheSky }, (a) => {
      const at = parseOptionalPoint(o.at);
      if (!at.ok) return at;
      const from = parseOptionalPoint(o.from);
      if (!from.ok) return from;
      return passOrder(a, { at: at.value!, munition: o.munition as AirMunition, ...(from.value ? { from: from.value } : {}), ...(o.also ? { also: o.also as AirMunition } : {}), ...(o.gunners ? { gunners: o.gunners } : {}), ...(o.support ? { support: o.support } : {}) });
    }));
  },
});

export const fngMissionMedevac = command({
  name: 'medevac',
  description: 'A landed medevac takes the wounded aboard',
  help: 'Land it first (`/fng-mission helicopter do:land`); when next active, the wounded within 3" of it are carried aboard, one unwounded figure there each (L1945). It flies them out of the battle when it takes off (`do:take-off`).',
  options: {
    casualties: { type: 'string', description: 'Your wounded, "a, b"', required: true, maxLength: 200 },
    support,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission medevac', kind: 'act' }, (a) =>
      medevacOrder(a, { casualties: parseList(o.casualties), ...(o.support ? { support: o.support } : {}) }),
    ));
  },
});

export const fngMissionSupport = [fngMissionCall, fngMissionRtp, fngMissionFire, fngMissionStrike, fngMissionMedevac];
