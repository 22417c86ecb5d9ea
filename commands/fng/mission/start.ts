import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { fngGameOf } from '../../../src/rulesets/fng/play/game.js';
import { headToHead } from '../../../src/rulesets/fng/rules/game/state.js';
import { startMissionOrder } from '../../../src/rulesets/fng/rules/missions/moves/order-mission.js';
import { isGm } from '../../../src/core/campaign.js';

export const fngMissionStart = command({
  name: 'start',
  description: 'Start a mission with the bot as the enemy: AO, levels, and the PEFs placed',
  help: 'Outside a tour (on a tour, /fng-tour turn rolls the mission and starts it). Before the first Activation. status, sl and eal are rolled when left out (L1256, L1344, L1349); one PEF per point of EAL goes to the section 1d6 names (L1392). day-part: and weather: are chosen (L1343) or rolled on the table with roll (L1345, L1350); left out, daylight and clear skies all mission. The day part runs its turns and moves on at each turn\'s end; variable weather settles at the first Activation doubles. mission: gives its length — at the end of its turns the bot rolls 1d6, 5–6 ends it (L2204, L2222), an Ambush ends after six turns unless (1-3) it becomes a Fight (L2189) — and its Victory Points. With house rule fng.eal.hidden (on by default) the EAL and PEF REP are sealed: committed by hash now, disclosed when the mission ends (/fng-mission end).',
  options: {
    corps: { type: 'string', description: 'Corps zone', required: true, choices: ['I', 'II', 'III', 'IV'] },
    area: { type: 'string', description: 'Area of Operations', required: true, choices: ['dmz', 'coastal', 'interior', 'highlands', 'free-fire-zone', 'swamp'] },
    status: { type: 'string', description: 'Political status (default: rolled)', choices: ['pacified', 'contested', 'pro-communist'] },
    sl: { type: 'integer', description: 'FWF Support Level (default: rolled)', min: 1, max: 6 },
    eal: { type: 'integer', description: 'Enemy Activity Level (default: rolled)', min: 1, max: 6 },
    'day-part': { type: 'string', description: 'When it starts (default: daylight all mission)', choices: ['roll', 'night', 'pre-dawn', 'morning', 'afternoon', 'evening'] },
    weather: { type: 'string', description: 'The weather (default: clear)', choices: ['roll', 'clear', 'variable', 'inclement', 'terrible'] },
    mission: { type: 'string', description: 'The mission: its length and Victory Points (default: a Fight, no turn limit)', choices: ['ambush', 'defense', 'fight', 'patrol', 'recon'] },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    // The GM starts it for the players' side; a player for their own.
    const c = ctx.campaign;
    const game = c && c.ruleset === 'fng' ? fngGameOf(c.game) : undefined;
    const side = c && game && isGm(c, ctx.actor.id) ? game.sides[0] : undefined;
    // The enemy's levels are the GM's until the end; head to head nothing of the bot's is sealed, and the placing dice are public.
    const gmDice = !(game && headToHead(game));
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission start', kind: 'setup', side, gmDice }, (a) =>
      startMissionOrder(a, {
        corps: o.corps,
        area: o.area,
        ...(o.status ? { status: o.status } : {}),
        ...(o.sl !== undefined ? { sl: o.sl } : {}),
        ...(o.eal !== undefined ? { eal: o.eal } : {}),
        ...(o['day-part'] ? { dayPart: o['day-part'] } : {}),
        ...(o.weather ? { weather: o.weather } : {}),
        ...(o.mission ? { type: o.mission } : {}),
      }),
    ));
  },
});
