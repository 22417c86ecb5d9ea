import { possessive } from '../../../app/format.js';
import type { RosterProblem, RosterProblemCode } from '../rules/game/roster.js';

type Params = Readonly<Record<string, string | number>>;

const p = (x: Params, key: string): string => String(x[key] ?? '');
const unit = (x: Params): string => `\`${p(x, 'unit')}\``;

/** Where a spotter may shift his round (18.2 item 4), as the shift refusals say it. */
function shiftChoices(x: Params): string {
  const landed = p(x, 'landed');
  if (!landed) return 'Leave `shift:` off to fire for effect where it landed.';
  const hexes = p(x, 'hexes');
  return hexes
    ? `From ${landed}, where it landed, he may shift it to ${hexes}; or leave \`shift:\` off to fire for effect in ${landed}.`
    : `None of the hexes next to ${landed}, where it landed, is in his sight: leave \`shift:\` off to fire for effect in ${landed}.`;
}

/** Words for every Lock 'n Load error code, rules and commands alike. */
export const LNL_MESSAGES = {
  // Which game, which side.
  'lnl/unknown-side': (x: Params) => `There is no side \`${p(x, 'side')}\` in this game.`,
  'lnl/bad-sides': () => "A Lock 'n Load game is for exactly two sides with different names.",

  // Counters.
  'lnl/unknown-unit': (x: Params) => `There is no counter ${unit(x)} in this game (\`/lnl unit list\` shows them).`,
  'lnl/not-your-unit': (x: Params) => `${unit(x)} is not your side's counter.`,
  'lnl/unit-out-of-play': (x: Params) => `${unit(x)} is ${p(x, 'status')} and out of play.`,
  'lnl/off-board': (x: Params) => `${p(x, 'hex')} is not on the map${x.unit === undefined ? '' : ` (for ${unit(x)})`}.`,
  'lnl/duplicate-id': (x: Params) => `A counter called ${unit(x)} is already in the game; ids must be unique.`,
  'lnl/no-position': (x: Params) => `${unit(x)} has no hex yet: put it on the map with \`/lnl unit place\`.`,
  'lnl/bad-hex': (x: Params) => `\`${p(x, 'text')}\` is not a hex: write a column letter and a row number, like C5.`,
  'lnl/nothing-to-change': () => 'Name at least one thing to change.',
  'lnl/not-a-helicopter': (x: Params) => `${unit(x)} is not a helicopter.`,
  'lnl/unit-in-use': (x: Params) => `${unit(x)} still carries a weapon or passengers; remove those first.`,
  'lnl/roster-source': () => 'Give exactly one of `builtin:` or `file:`.',
  // The rules give the problems as JSON (a message's parameters are flat); their words are here.
  'lnl/roster-rejected': (x: Params) => `The roster has ${p(x, 'count')} problem(s):\n${rosterProblemsText(p(x, 'problems'))}`,
  'lnl/bad-roster': (x: Params) => `The roster has ${p(x, 'problems')} problem(s).`,

  // The phase table.
  'lnl/wrong-phase': (x: Params) => `That is not done in the ${p(x, 'phase')} phase (turn ${p(x, 'turn')}); \`/lnl status\` says where the game is.`,
  'lnl/not-your-impulse': (x: Params) => `It is ${possessive(`**${p(x, 'side')}**`)} impulse. You may fire on their moving units with \`opportunity:true\`.`,
  'lnl/melee-needed-more': (x: Params) =>
    `It is ${possessive(`**${p(x, 'side')}**`)} impulse: your units entered ${p(x, 'hex')} without \`more:true\`, so their impulse ended with the move. A melee is in the same impulse as the move into the enemy hex: next time move with \`more:true\`, then \`/lnl melee hex:${p(x, 'hex')}\`.`,
  'lnl/melee-not-your-impulse': (x: Params) =>
    `It is ${possessive(`**${p(x, 'side')}**`)} impulse. A melee happens in your own impulse: move into the enemy hex with \`more:true\` to keep the impulse, then \`/lnl melee hex:<that hex>\`.`,
  'lnl/initiative-first': () => 'Roll for this turn\'s initiative first: `/lnl initiative`.',
  'lnl/initiative-settled': (x: Params) => `The initiative is already settled this turn: **${p(x, 'side')}** holds it.`,
  'lnl/rally-done': (x: Params) => `**${p(x, 'side')}** is already done rallying this turn.`,
  // Fire and movement.
  'lnl/bad-unit-list': () => 'List 1 to 12 different units, separated by commas.',
  'lnl/not-one-hex': (x: Params) =>
    x.order === 'fire'
      ? `Fire is from one hex: the units you list fire as one group (4.0, 5.2), but ${p(x, 'where')}. List the units of one hex, and fire from the other in a later impulse.`
      : `The units you list must all be in one hex: a hex is activated as one stack (4.0, 6.0)${x.where === undefined ? '' : `, but ${p(x, 'where')}`}. List the units of one hex.`,
  'lnl/shaken-cannot-advance': (x: Params) => `${unit(x)} is Shaken: it may not advance toward the enemy it can see in ${p(x, 'hex')}.`,
  'lnl/spotter-fires-first': (x: Params) => `${unit(x)} has just spotted ${p(x, 'hex')}: it may fire at it now (\`/lnl fire\`), or \`/lnl pass\` to end the impulse.`,
  'lnl/mines-on-entry': (x: Params) => `${unit(x)} rolls for mines when it has just entered a mined hex, by its own side.`,
  'lnl/mines-rolled': (x: Params) => `${unit(x)} has already rolled for the mines of the hex it entered.`,
  'lnl/already-moved': (x: Params) => `${unit(x)} has already moved this turn.`,
  'lnl/not-spotted': (x: Params) => `${p(x, 'hex')} is not spotted: no enemy there is marked Fired or Moved, it is not open ground, none of your Good Order units is next to it, and you have not spotted it this turn (\`/lnl spot\`). If the map is wrong, say \`spotted:true\`.`,
  'lnl/other-hex-active': (x: Params) => `This impulse is ${p(x, 'hex')}'s: only its units act again (\`more:true\`), or \`/lnl pass\` ends the impulse.`,
  'lnl/same-hex': (x: Params) => `They are already in ${p(x, 'hex')}.`,
  'lnl/cannot-move': (x: Params) => `${unit(x)} cannot move (abandoned or immobilized).`,
  'lnl/not-enough-mp': (x: Params) =>
    `${unit(x)} has ${p(x, 'mp')} MP for this ${String(x.how ?? 'move').replace(/-/g, ' ')} (MF ${p(x, 'mf')}${x.notes ? `; ${p(x, 'notes')}` : ''}), but the way ${p(x, 'way')} costs ${p(x, 'spent')} MP (6.0). Stop nearer, take a cheaper way (\`via:\`), or move in full instead of an assault or stealth move.`,
  'lnl/low-crawl-all-mf': (x: Params) =>
    `Low Crawl may not use all of a unit's MF (6.3): the way ${p(x, 'way')} costs ${unit(x)} ${p(x, 'spent')} of its ${p(x, 'mp')} MP. Low-crawl a cheaper way, or move another way.`,
  'lnl/double-time-needs-leader': () => 'Double Time is for units moving with a Good Order leader (6.2): list a leader of that hex among the movers, or move without it.',
  'lnl/route-not-adjacent': (x: Params) => `The way must go hex by hex: ${p(x, 'hex')} is not next to ${p(x, 'from')}. List each hex on the way in \`via:\`, or leave it out for the cheapest way.`,
  'lnl/no-route': (x: Params) => `There is no way to ${p(x, 'hex')} on the map that these units may take (enemy-held hexes, rivers or streams they may not enter are in the way).`,
  'lnl/terrain-prohibited': (x: Params) => `${unit(x)} may not enter ${p(x, 'terrain')} at ${p(x, 'hex')} (the scenario gives it no MP cost). Take another way.`,
  'lnl/carried-moves-with-carrier': (x: Params) => `${unit(x)} is carried: it moves with the unit carrying it.`,
  'lnl/shaken-cannot-fire': (x: Params) => `${unit(x)} is Shaken: Shaken units cannot fire their IFP or support weapons.`,
  'lnl/cannot-fire': (x: Params) => `${unit(x)} cannot fire.`,
  'lnl/already-fired': (x: Params) => `${unit(x)} has already fired or completed its operations this turn.`,
  'lnl/ordnance-on-oft': (x: Params) => `${unit(x)} fires on the Ordnance Fire Table: use \`/lnl ordnance\`.`,
  'lnl/out-of-range': (x: Params) => (x.unit === undefined ? 'The target is out of range.' : `${unit(x)} reaches ${p(x, 'range')} hexes; the target is ${p(x, 'distance')} away.`),
  'lnl/no-target': () => 'There is no enemy unit in that hex for this fire to reach.',
  'lnl/not-a-vehicle': (x: Params) => `${unit(x)} is not an enemy vehicle or helicopter in the target hex.`,
  'lnl/los-blocked': () => 'The line of sight is blocked (blocking terrain, or a third degrading hex). If the map is wrong here, declare `degrading:`.',
  'lnl/night-target-unseen': (x: Params) => `At night a target ${p(x, 'range')} hexes away, unlit and not marked Fired, cannot be seen (within ${p(x, 'sight')} only).`,
  'lnl/tm-needed': (x: Params) => `${p(x, 'hex')} is ${p(x, 'terrain')}: declare its TM from your module's Terrain Effects Chart with \`tm:\`.`,
  'lnl/invalid-count': () => 'A count in the fire order is out of range.',
  'lnl/invalid-firepower': () => 'Firepower must be a whole number of 0 or more.',
  'lnl/negative-firepower': () => 'Firepower must be a whole number of 0 or more.',
  'lnl/negative-range': () => 'Range must be 0 or more.',
  'lnl/no-firepower': () => 'Nothing in that fire group has firepower to add.',
  'lnl/invalid-morale': () => 'That unit has no usable morale value.',
  'lnl/dc-flag-not-for-class': () => 'That Damage Check option does not apply to this kind of unit.',
  'lnl/sniper-no-target': () => 'The sniper has no unit to pick in that hex.',
  'lnl/of-firer-moved': (x: Params) => `${unit(x)} is marked Moved and cannot opportunity-fire (5.3).`,
  'lnl/of-firer-low-crawl': (x: Params) => `${unit(x)} is marked Low Crawl and cannot opportunity-fire (5.3).`,
  'lnl/of-firer-hit-and-run': (x: Params) => `${unit(x)} is marked Hit & Run and cannot opportunity-fire (5.3).`,
  'lnl/of-firer-fired': (x: Params) => `${unit(x)} is marked Fired and cannot opportunity-fire (5.3).`,
  'lnl/of-target-spent-no-mp': () => 'Opportunity fire needs a target that spends at least one MP (5.3).',
  'lnl/of-no-mover': (x: Params) =>
    x.unit === undefined
      ? `Opportunity fire is only at the units the enemy has just moved, in the hex they moved into (5.3)${x.hex === undefined ? '' : `: none of them is in ${p(x, 'hex')} any more`}.`
      : `${unit(x)} is not among the units the enemy has just moved (5.3).`,
  'lnl/of-wrong-hex': (x: Params) => `The enemy's last move ended in ${p(x, 'hex')}: opportunity fire is at that hex (5.3).`,
  'lnl/of-target-hex-not-spotted': () => 'A Low Crawling or Stealth-moving unit can only be opportunity-fired in a spotted hex (5.3): say `spotted:true` if it is.',

  // Stacking (1.3).
  'lnl/stacking-squads': (x: Params) => `${p(x, 'hex')} would hold ${p(x, 'count')} squad-equivalents of yours; the limit is 3 (2 mounted squads) per side.`,
  'lnl/stacking-vehicles': (x: Params) => `${p(x, 'hex')} would hold ${p(x, 'count')} vehicles of yours (a wreck counts); the limit is 2.`,
  'lnl/stacking-wrecks': (x: Params) => `Only one wreck counter is allowed in a hex.`,
  'lnl/stacking-smcs': (x: Params) => `${p(x, 'hex')} would hold ${p(x, 'count')} SMCs of yours; the limit is 2.`,

  // Rally and medics (3.0).
  'lnl/unit-not-in-hex': (x: Params) => `${unit(x)} is not in that hex.`,
  'lnl/not-shaken': (x: Params) => `${unit(x)} is not Shaken.`,
  'lnl/already-attempted': (x: Params) => `${unit(x)} has had its attempt this Rally phase.`,
  'lnl/leaders-rally-first': (x: Params) => `Shaken leaders in the hex try first: rally \`${p(x, 'leader')}\` before ${unit(x)}.`,
  'lnl/no-rallier': (x: Params) => `${unit(x)} needs a Good Order leader, hero or rallying SMC in its hex (it cannot self-rally).`,
  'lnl/not-a-medic': (x: Params) => `${unit(x)} is not a medic.`,
  'lnl/medic-shaken': () => 'A Shaken medic cannot heal anyone, himself included.',
  'lnl/nothing-to-heal': (x: Params) => `${unit(x)} has no wound to heal.`,

  // Melee (8.0).
  'lnl/no-melee-units': () => 'Each side of a melee needs at least one unit in play.',
  'lnl/vehicles-do-not-melee': () => 'Vehicles do not melee.',

  // Ordnance, vehicles and support weapons.
  'lnl/bad-acquisition': () => 'An acquisition marker is +1 or +2.',
  'lnl/stream-prohibited': (x: Params) => `${x.unit === undefined ? 'That unit' : unit(x)} may not enter a type ${p(x, 'stream')} stream (P on the Streams table, 10.5.1).`,
  'lnl/unknown-stream-type': () => 'Stream types run from 1 to 5.',
  'lnl/no-fate-row': () => 'The Fate of Crew and Passengers table has no such row.',
  'lnl/too-many-passengers': () => 'That is more than the vehicle can carry (16.1: PO/P half-squad, SW, SMC; PPO/PP squad, 2 SWs, 2 SMCs).',
  'lnl/sw-not-allowed': (x: Params) =>
    `${x.unit === undefined ? 'That unit' : unit(x)} may not fire ${x.weapon === undefined ? 'that support weapon' : `\`${p(x, 'weapon')}\``} (1.6: medics, snipers and armor leaders never; mounted units only light SWs on motorcycles).`,
  'lnl/too-many-sw': (x: Params) => `${x.unit === undefined ? 'That unit' : unit(x)} may not fire that many support weapons this turn (1.6: a squad 1 SW + IFP or 2 SWs; others 1).`,
  'lnl/sw-not-carried': (x: Params) => `${unit(x)} lies in the hex with nobody carrying it: pick it up in the Rally phase before it can fire (1.6).`,
  'lnl/sw-carrier-not-firing': (x: Params) => `${unit(x)} fires only with \`${p(x, 'carrier')}\`, who carries it: list both in the same fire (1.6).`,
  'lnl/not-aa': (x: Params) => `Only guided anti-aircraft weapons can attack a flying helicopter; ${unit(x)} is not one (14.1).`,
  'lnl/overrun-terrain': () => 'Overruns happen in clear, brush, low crops or other open terrain (15.3).',
  'lnl/close-assault-prevented': () => 'Outside passengers on the vehicle prevent a close assault.',
  'lnl/close-assault-no-attackers': () => 'Name at least one unit to close-assault with.',
  'lnl/close-assault-unknown-attacker': () => 'A close assaulter is not in the list of attackers.',
  'lnl/smoke-needs-good-order-mmc': () => 'Only a Good Order MMC can lay smoke (7.0).',
  'lnl/invalid-smoke-capability': () => "Give the nation's smoke-laying capability (1–6) in the roster's `smoke` field.",

  // Artillery (18.2).
  'lnl/not-a-spotter': () => 'Only a leader, scout or advisor can call for fire (18.2).',
  'lnl/hex-off-board': () => 'That hex is off the map.',
  'lnl/landing-out-of-los': (x: Params) => `The round landed${x.landed === undefined ? '' : ` in ${p(x, 'landed')}`}, out of the spotter's sight: it cannot be shifted. Leave \`shift:\` off to fire for effect where it landed.`,
  'lnl/shift-not-adjacent': (x: Params) => `The spotter may shift the round one hex only. ${shiftChoices(x)}`,
  'lnl/shift-out-of-los': (x: Params) => `The spotter may only shift the round to a hex in his sight. ${shiftChoices(x)}`,
  'lnl/ffe-count': () => 'That fire mission needs a different number of FFE markers (a line needs two).',
  'lnl/barrage-over': () => 'That walking barrage has finished.',
  'lnl/line-needs-end': () => 'A line mission needs the other end of its line: `to:`.',
  'lnl/walk-needs-direction': () => 'A walking barrage needs the direction it walks: `walk:`.',
  'lnl/mission-pending': (x: Params) => `${unit(x)} already has a spotting round down: fire for effect first (\`/lnl artillery ffe\`).`,
  'lnl/no-spotting-round': (x: Params) => `${unit(x)} has no spotting round down: call the mission first (\`/lnl artillery call\`).`,
  'lnl/bad-tm-list': (x: Params) => `\`${p(x, 'text')}\` is not a hex and its TM: write them like "E4:2, F5:1".`,
  'lnl/not-ordnance': (x: Params) => `${unit(x)} does not fire on the OFT: use \`/lnl fire\`.`,
  'lnl/atgm-expended': (x: Params) => `${unit(x)} has expended its ATGMs.`,
  'lnl/to-hit-needed': (x: Params) => `Give ${unit(x)}'s to-hit number at this range with \`tohit:\` (its roster has none).`,
  'lnl/penetration-needed': (x: Params) => `Give ${unit(x)}'s penetration at this range with \`penetration:\` (its roster has none).`,
  'lnl/bad-hex-list': () => 'List 1 to 7 hexes, separated by commas.',
  'lnl/smoke-too-far': () => 'Smoke goes in the unit\'s own hex or an adjacent one.',
} as const;

export type LnlAppError = keyof typeof LNL_MESSAGES;

const ROSTER_PROBLEMS: Readonly<Record<RosterProblemCode, (path: string, expected?: string) => string>> = {
  'lnl/not-json': () => 'this is not valid JSON',
  'lnl/missing-field': (path) => `\`${path}\` is missing`,
  'lnl/unknown-field': (path, expected) => `\`${path}\` is not a roster field${expected ? ` (fields: ${expected})` : ''}`,
  'lnl/bad-field': (path, expected) => `\`${path}\` should be ${expected ?? 'something else'}`,
  'lnl/duplicate-id': (path) => `\`${path}\` is used by another counter`,
  'lnl/unknown-reference': (path, expected) => `\`${path}\` should name ${expected ?? 'another counter'}`,
  'lnl/over-capacity': (path, expected) => `\`${path}\`: the passengers do not fit${expected ? `: ${expected}` : ''} (16.1)`,
  'lnl/no-units': (path, expected) => `\`${path}\` should be ${expected ?? 'a list of units'}`,
};

const MAX_LISTED = 15;

/** The problems a rejected roster carries as JSON, in words; anything else is shown as it is. */
function rosterProblemsText(json: string): string {
  let problems: unknown;
  try {
    problems = JSON.parse(json);
  } catch {
    return json;
  }
  return Array.isArray(problems) ? formatRosterProblems(problems as RosterProblem[]) : json;
}

/** A roster's problems, one line each with its line number, as many as a message holds. */
export function formatRosterProblems(problems: readonly RosterProblem[]): string {
  const lines = problems.slice(0, MAX_LISTED).map((pr) => `- ${pr.line === undefined ? '' : `line ${pr.line}: `}${ROSTER_PROBLEMS[pr.code](pr.path, pr.expected)}`);
  if (problems.length > MAX_LISTED) lines.push(`- …and ${problems.length - MAX_LISTED} more`);
  return lines.join('\n');
}
