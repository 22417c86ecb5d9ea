import { possessive } from '../../../app/format.js';
import type { RosterProblem, RosterProblemCode } from '../rules/forces/roster.js';

type Params = Readonly<Record<string, string | number>>;

const p = (params: Params, key: string): string => String(params[key] ?? '');
const unit = (x: Params): string => `\`${p(x, 'unit')}\``;

const WHY_NOT_FIRE: Readonly<Record<string, string>> = {
  removed: 'it has been removed',
  'off-table': 'it is not on the table',
  'deployed-this-turn': 'it deployed this turn',
  'permanently-pinned': 'it is permanently Pinned',
  'on-overwatch': 'it is on overwatch (it fires during the enemy\'s movement)',
  'cannot-fire': 'it cannot shoot now',
  aboard: 'it is riding in a vehicle (get it out with `/fireteam disembark`)',
  panicked: 'its crew panicked this turn (anti-tank damage): it retreats instead',
};

/** Words for every Fire Team error code, rules and commands alike. */
export const FIRETEAM_MESSAGES = {
  // Which game, which side.
  'fireteam/unknown-side': (x: Params) => `There is no side \`${p(x, 'side')}\` in this game.`,
  'fireteam/bad-sides': () => 'A Fire Team game is for exactly two sides with different names.',
  'fireteam/game-started': () => 'The battle has started: `/fireteam setup` is only for before the first unit is on the table.',
  'fireteam/no-scenario-jops': () => 'The scenario gives no jump-off points for every side: play the Patrol Phase (`patrol:true`) or place them with `/fireteam patrol jop`.',
  'fireteam/bad-patrol-layout': (x: Params) => `The scenario's patrol layout does not fit **${p(x, 'side')}**: it needs ${p(x, 'expected')}.`,
  'fireteam/bad-platoons': (x: Params) => `**${p(x, 'side')}** needs at least one platoon.`,
  'fireteam/bad-jop-count': () => 'Each side places 3 or 4 jump-off points.',

  // Units and the roster.
  'fireteam/unknown-unit': (x: Params) => `There is no unit ${unit(x)} in this game (\`/fireteam unit list\` shows them).`,
  'fireteam/ambiguous-unit': (x: Params) => {
    const id = p(x, 'unit');
    const sides = p(x, 'sides').split(',').map((s) => s.trim()).filter(Boolean);
    const choices = sides.map((s) => `\`${s}:${id}\``);
    const last = choices.pop() ?? '`Side:ID`';
    return `${unit(x)} names units of more than one side; write ${choices.length ? `${choices.join(', ')} or ${last}` : last}.`;
  },
  'fireteam/not-your-unit': (x: Params) => `${unit(x)} is not your side's unit.`,
  'fireteam/own-unit': (x: Params) => `${unit(x)} is one of your own units.`,
  'fireteam/not-on-table': (x: Params) => `${unit(x)} is not on the table.`,
  'fireteam/duplicate-id': (x: Params) => `The id \`${p(x, 'id')}\` is already taken; give each its own id (a force, a \`prefix:\`).`,
  'fireteam/force-source': () => 'Give exactly one of `list:` or `file:`.',
  'fireteam/roster-rejected': (x: Params) => `The force has ${p(x, 'count')} problem(s):\n${p(x, 'problems')}`,
  'fireteam/place-gm-only': () => 'Once the battle has started, only the GM may put units anywhere; use `/fireteam deploy` and `/fireteam move`.',
  'fireteam/no-position': (x: Params) => `${unit(x)} has no position on the table; the GM can set one with \`/fireteam unit place\`.`,

  // The phase table.
  'fireteam/not-mustered': (x: Params) => `Not yet: ${p(x, 'sides')} must muster first (\`/fireteam force\`), then \`/fireteam setup\` starts the battle.`,
  'fireteam/wrong-phase': (x: Params) =>
    p(x, 'phase') === 'patrol' && p(x, 'markers') !== ''
      ? `That is not done in the patrol phase. It ends when all ${p(x, 'markers')} patrol markers are locked (a marker locks within 12" of an enemy one): ${p(x, 'locked')} are, ${p(x, 'yours')} of them yours. Until then, move your markers with \`/fireteam patrol move\`.`
      : `That is not done in the ${p(x, 'phase').replace('-', ' ')} phase; \`/fireteam status\` says where the game is.`,
  'fireteam/not-your-step': (x: Params) => `It is ${possessive(`**${p(x, 'side')}**`)} step; actions and moves alternate, the attacker first.`,
  'fireteam/step-done': (x: Params) => `**${p(x, 'side')}** is done with this phase.`,
  'fireteam/checks-pending': (x: Params) => `End-of-turn checks are due first: ${p(x, 'checks')}.`,
  'fireteam/not-during-enemy-move': () => 'Overwatch fire is at enemies moving in their own step; wait for the enemy to move.',
  'fireteam/already-declared': (x: Params) => `**${p(x, 'side')}** has already declared its fire this turn.`,
  'fireteam/declarations-open': (x: Params) => `Waiting for ${p(x, 'waiting')} to declare first.`,
  'fireteam/phase-not-finished': (x: Params) => `Waiting for ${p(x, 'waiting')} to finish this phase.`,
  'fireteam/patrol-not-finished': () => 'The patrol is still moving: every marker must lock first.',
  'fireteam/jops-not-placed': () => 'Every side needs its jump-off points placed first.',
  'fireteam/awaiting-overwatch': (x: Params) => `The enemy may still fire its overwatch at ${unit(x)}: wait until they fire (\`/fireteam overwatch fire\`) or give another order, which ends your step.`,

  // Patrol and jump-off points.
  'fireteam/off-table': (x: Params) => `(${p(x, 'x')}, ${p(x, 'y')}) is off the table.`,
  'fireteam/patrol-over': () => 'The patrol phase is over.',
  'fireteam/not-your-patrol-move': (x: Params) => `It is ${possessive(`**${p(x, 'side')}**`)} turn in the patrol phase.`,
  'fireteam/unknown-marker': (x: Params) => `You have no patrol marker \`${p(x, 'marker')}\` (\`/fireteam status\` lists them).`,
  'fireteam/marker-locked': (x: Params) => `Marker \`${p(x, 'marker')}\` is locked: it came within 12" of the enemy.`,
  'fireteam/patrol-move-too-far': (x: Params) => `That move is ${p(x, 'inches')}"; a marker moves at most ${p(x, 'max')}" (house rule \`patrol.maxMoveInches\`).`,
  'fireteam/patrol-out-of-touch': (x: Params) => `Marker \`${p(x, 'marker')}\` would be more than 12" from every other marker of yours.`,
  'fireteam/not-jop-stage': () => 'Jump-off points are placed once every patrol marker is locked.',
  'fireteam/jop-too-far-from-marker': (x: Params) => `A jump-off point must be within ${p(x, 'reach')}" of one of your patrol markers.`,
  'fireteam/jop-not-in-cover': () => 'A jump-off point must be in cover, out of sight or on a table edge: the board shows none there; attest it with `cover:true` if it is.',
  'fireteam/jop-forward-of-enemy-line': () => 'A jump-off point must lie to the rear of the line joining the enemy patrol markers.',

  // Actions and deployment.
  'fireteam/deploy-source': () => 'Give exactly one of `jop:` or `road:`.',
  'fireteam/already-on-table': (x: Params) => `${unit(x)} is already on the table.`,
  'fireteam/unit-removed': (x: Params) => `${unit(x)} has been removed.`,
  'fireteam/unknown-jop': (x: Params) => `There is no jump-off point \`${p(x, 'jop')}\` (\`/fireteam status\` lists them).`,
  'fireteam/not-your-jop': (x: Params) => `\`${p(x, 'jop')}\` is not your side's.`,
  'fireteam/jop-full': (x: Params) => `${p(x, 'max')} units have already deployed from \`${p(x, 'jop')}\` this turn.`,
  'fireteam/too-far-from-jop': (x: Params) => `That is ${p(x, 'inches')}" from \`${p(x, 'jop')}\`; units deploy within ${p(x, 'reach')}".`,
  'fireteam/unknown-road-entrance': (x: Params) => `There is no road entrance \`${p(x, 'road')}\` (\`/fireteam status\` lists them).`,
  'fireteam/vehicle-needs-road': (x: Params) => `${unit(x)} is a vehicle: it enters at a road entrance of your side.`,
  'fireteam/cannot-fire': (x: Params) => `${unit(x)} may not shoot: ${WHY_NOT_FIRE[p(x, 'reason')] ?? p(x, 'reason')}.`,
  'fireteam/cannot-go-to-ground': (x: Params) => `${unit(x)} cannot go to ground (only infantry on the table can).`,
  'fireteam/already-gone-to-ground': (x: Params) => `${unit(x)} has already gone to ground.`,

  // Firing.
  'fireteam/bad-shots': (x: Params) => `I cannot read \`${p(x, 'text')}\`: write shots as \`shooter > target\` separated by \`;\`, a point \`x,y\` for an AOP (then \`smoke\` for smoke).`,
  'fireteam/duplicate-declaration': (x: Params) => `${unit(x)} is declared twice; each unit shoots once.`,
  'fireteam/needs-target': (x: Params) => `${unit(x)} needs a target.`,
  'fireteam/needs-aim-point': (x: Params) => `${unit(x)} needs an aim point.`,
  'fireteam/not-an-aop': (x: Params) => `${unit(x)} is not an AOP: only an AOP calls in indirect fire or smoke.`,
  'fireteam/not-a-vehicle': (x: Params) => `${unit(x)} is not a vehicle.`,
  'fireteam/no-declaration': (x: Params) => `${unit(x)} has no ${p(x, 'kind')} shot declared this turn.`,
  'fireteam/already-resolved': (x: Params) => `${unit(x)}'s shot has already been resolved.`,
  'fireteam/not-artillery': (x: Params) => `${unit(x)} did not call in artillery.`,
  'fireteam/no-weapon': (x: Params) => `${unit(x)} has no ${p(x, 'weapon')} to fire.`,
  'fireteam/no-fire-effect': (x: Params) => `${x['unit'] ? `${unit(x)}: a` : 'A'} ${p(x, 'weapon')} team has no fire effect on infantry (4 or fewer riflemen, pistols or Molotovs).`,
  'fireteam/no-he': (x: Params) => `The ${p(x, 'weapon')} has no HE: it may only attack vehicles.`,
  'fireteam/out-of-range': (x: Params) => `${x['unit'] ? `${unit(x)}'s` : 'The'} ${p(x, 'weapon')} reaches ${p(x, 'max')}"; the target is ${p(x, 'range')}" away.`,
  'fireteam/inside-minimum-range': (x: Params) => `The ${p(x, 'weapon')} needs at least ${p(x, 'min')}"; the target is ${p(x, 'range')}" away.`,
  'fireteam/beyond-suppression-depth': (x: Params) => `Suppressive fire reaches ${p(x, 'max')}" into cover; the target is ${p(x, 'inches')}" in.`,
  'fireteam/no-anti-tank-effect': (x: Params) => `\`${p(x, 'weapon')}\` has no weapon that harms armour.`,
  'fireteam/artillery-too-light': (x: Params) => `A ${p(x, 'weapon')} cannot harm armour.`,
  'fireteam/not-on-overwatch': (x: Params) => `${unit(x)} is not on overwatch.`,
  'fireteam/aboard': (x: Params) => `${unit(x)} is riding in \`${p(x, 'vehicle')}\`: shoot at the vehicle, or wait until it gets out.`,
  'fireteam/must-return-fire': (x: Params) => `${unit(x)} must halt and return fire: if it shoots this turn, it shoots at \`${p(x, 'target')}\` (damage result 1).`,
  'fireteam/radio-damaged': (x: Params) => `${unit(x)}'s radio is damaged: it cannot call in artillery.`,
  'fireteam/not-a-sniper': (x: Params) => `${unit(x)} is not a sniper: only a sniper's shot is added to another team's (\`with\`).`,
  'fireteam/bad-joined-shot': (x: Params) => `${unit(x)} can add its shot only to a team of yours declaring direct fire at the same target on its own; \`${p(x, 'with')}\` does not.`,
  'fireteam/joined-shot': (x: Params) => `${unit(x)}'s shot is added to \`${p(x, 'with')}\`'s: resolve that one and both are rolled.`,
  'fireteam/target-hidden': (x: Params) => `\`${p(x, 'target')}\` is ${p(x, 'inches')}" inside ${p(x, 'feature')}: troops in cover are seen only within ${p(x, 'max')}" of its edge. If the board is wrong, attest it with \`visible:true\` (suppressive fire at troops that withdrew: also give \`suppressive:\` when resolving).`,
  'fireteam/no-line-of-sight': (x: Params) => `${p(x, 'feature')} blocks the line from \`${p(x, 'unit')}\` to \`${p(x, 'target')}\`. If the board is wrong, attest the shot with \`visible:true\`.`,
  'fireteam/outside-arc': (x: Params) => `${unit(x)}'s gun is fixed (or its turret jammed): the target is ${p(x, 'degrees')}° off its heading, ${p(x, 'max')}° allowed. If its heading is not what the board shows, attest with \`visible:true\`.`,
  'fireteam/moved-cannot-fire': (x: Params) => `${unit(x)} moved this turn: there is no moving and firing, so it cannot fire from overwatch.`,
  'fireteam/target-not-moving': (x: Params) => `${unit(x)} has not moved this turn: overwatch fires at enemies moving into view.`,
  'fireteam/already-in-view': (x: Params) => `${unit(x)} had \`${p(x, 'target')}\` in view before it moved: overwatch fires only at enemies who move into view.`,

  // Pinning, morale, movement, assaults.
  'fireteam/not-pinned': () => 'That unit is not Pinned.',
  'fireteam/permanently-pinned': () => 'That unit is permanently Pinned by its casualties: no one can free it.',
  'fireteam/not-a-rallier': (x: Params) => `${unit(x)} is not an officer or commissar on the table.`,
  'fireteam/not-a-medic': (x: Params) => `${unit(x)} is not a medic on the table.`,
  'fireteam/no-hit-to-save': (x: Params) => `${unit(x)} took no ${p(x, 'hit')} this turn for a medic to save.`,
  'fireteam/already-helped': (x: Params) => `${unit(x)} has already helped a unit this turn (once a turn each).`,
  'fireteam/pinned-cannot-move': () => 'A Pinned unit cannot move this turn.',
  'fireteam/fired-cannot-move': () => 'A unit that shot this turn cannot move: there is no moving and firing.',
  'fireteam/already-moved': (x: Params) => `${unit(x)} has already moved this turn.`,
  'fireteam/immobilised': () => 'That vehicle is immobilised.',
  'fireteam/halted': (x: Params) => `${unit(x)} must halt this turn (damage result 1): it cannot move.`,
  'fireteam/panic-retreat': (x: Params) => `${unit(x)} panicked: its move must take it farther from \`${p(x, 'attacker')}\`, into cover or out of its sight.`,
  'fireteam/must-retreat': (x: Params) => `${unit(x)} panicked this turn and must retreat first (\`/fireteam move\`): farther away, into cover or out of sight.`,
  'fireteam/deploy-across-river': (x: Params) => `That place is in or across ${p(x, 'feature')} from ${p(x, 'jop')}: a unit deploys on the JOP's side of it (or over a bridge). Choose a place within reach on this side.`,
  'fireteam/heading-fixed': (x: Params) => `${unit(x)}'s heading is set in the actions phase of the turn it came on, before it moves or fires; since then it faces where it last moved (\`/fireteam move\` with \`turns:\` turns it).`,
  'fireteam/heading-nowhere': (x: Params) => `${unit(x)} stands at that point: give a point away from it to face.`,
  'fireteam/impassable': (x: Params) => `That path crosses ${p(x, 'feature')}, which can be crossed only by a bridge.`,
  'fireteam/not-a-transport': (x: Params) => `${unit(x)} is not a transport on the table.`,
  'fireteam/transport-full': (x: Params) => `${unit(x)} carries ${p(x, 'carries')} team(s) and is full.`,
  'fireteam/cannot-board': (x: Params) => `${unit(x)} cannot get in: only a fire team on the table, not already riding, can.`,
  'fireteam/too-far-to-board': (x: Params) => `${unit(x)} would be ${p(x, 'inches')}" from \`${p(x, 'vehicle')}\`; getting in or out is within ${p(x, 'max')}" (house rule \`transport.boardInches\`).`,
  'fireteam/not-aboard': (x: Params) => `${unit(x)} is not riding in a vehicle.`,
  'fireteam/too-many-turns': (x: Params) => `A vehicle makes at most ${p(x, 'max')} 90° turns.`,
  'fireteam/cannot-assault': (x: Params) => `${unit(x)} cannot take part in an assault (infantry on the table only; a permanently Pinned unit only fights if assaulted).`,
  'fireteam/ground-tried': (x: Params) => `${unit(x)} has already rolled to go to ground this turn.`,
  'fireteam/already-assaulted': (x: Params) => `${unit(x)} has already assaulted this turn.`,
  'fireteam/no-assaulters': () => 'Name at least one assaulting unit with figures left.',
  'fireteam/no-defenders': () => 'Name at least one defending unit with figures left.',
  'fireteam/not-in-contact': (x: Params) => `${unit(x)} is ${p(x, 'inches')}" from \`${p(x, 'target')}\`: only units in contact (within ${p(x, 'max')}", house rule \`assault.contactInches\`) assault. Move up first.`,
  'fireteam/helper-too-far': (x: Params) => `${unit(x)} is ${p(x, 'inches')}" from \`${p(x, 'target')}\`: defenders move in only from within ${p(x, 'max')}".`,

  // The campaign.
  'fireteam/bad-map': (x: Params) => `The campaign map is not valid: ${p(x, 'problem')}.`,
  'fireteam/wrong-campaign-stage': (x: Params) => `The campaign is ${p(x, 'stage')} now; that comes at another stage.`,
  'fireteam/unknown-square': (x: Params) => `There is no square \`${p(x, 'square')}\` (\`/fireteam campaign status\` shows the map).`,
  'fireteam/not-your-square': (x: Params) => `You do not hold ${p(x, 'square')}.`,
  'fireteam/not-adjacent': (x: Params) => `${p(x, 'to')} is not next to ${p(x, 'from')}.`,
  'fireteam/own-square': (x: Params) => `You already hold ${p(x, 'square')}.`,
  'fireteam/no-attack-defence-games': () => 'This turn is an encounter: both sides have 6 points, nothing to split.',
  'fireteam/bad-allocation': (x: Params) => `Split ${p(x, 'total')} points: attack ${p(x, 'attackRange')}, defence ${p(x, 'defenceRange')}.`,
  'fireteam/unknown-game': (x: Params) => `There is no campaign game \`${p(x, 'game')}\` this turn.`,
  'fireteam/result-recorded': (x: Params) => `\`${p(x, 'game')}\` already has its result.`,
  'fireteam/results-missing': (x: Params) => `Still waiting for results: ${p(x, 'games')}.`,
  'fireteam/assault-or-hold': () => 'Give `from:` and `to:` for an assault, or `hold:true` alone.',
  'fireteam/winner-or-draw': () => 'Give exactly one of `winner:` or `draw:true`.',
  'fireteam/split-first': (x: Params) => `\`${p(x, 'game')}\` is an attack vs defence game: split your points (\`/fireteam campaign split\`) before mustering reinforcements for it.`,
} as const;

export type FireteamAppError = keyof typeof FIRETEAM_MESSAGES;

const ROSTER_PROBLEMS: Readonly<Record<RosterProblemCode, (pr: RosterProblem) => string>> = {
  'fireteam/not-json': () => 'this is not valid JSON',
  'fireteam/missing-field': (pr) => `\`${pr.path}\` is missing${pr.expected ? ` (${pr.expected})` : ''}`,
  'fireteam/unknown-field': (pr) => `\`${pr.path}\` is not a roster field${pr.expected ? ` (fields: ${pr.expected})` : ''}`,
  'fireteam/bad-field': (pr) => `\`${pr.path || 'the file'}\` should be ${pr.expected ?? 'something else'}`,
  'fireteam/unknown-list': (pr) => `\`list\` should be one of ${pr.expected ?? 'the army lists'}`,
  'fireteam/no-units': (pr) => `the roster needs ${pr.expected ?? 'units'}`,
  'fireteam/duplicate-id': (pr) => `\`${pr.path}\` repeats the id \`${String(pr.params?.['id'] ?? '')}\``,
  'fireteam/section-count': (pr) => `${String(pr.params?.['count'])} × \`${String(pr.params?.['section'])}\`: the list allows ${String(pr.params?.['min'])} to ${String(pr.params?.['max'])}`,
  'fireteam/unknown-section': (pr) => `the list has no section \`${String(pr.params?.['section'])}\`; its sections: ${String(pr.params?.['sections'] ?? '')}`,
  'fireteam/unknown-pick': (pr) => `the list has no reinforcement pick \`${String(pr.params?.['pick'])}\``,
  'fireteam/no-reinforcements': () => 'the seed gives this list no reinforcement picks',
  'fireteam/bad-vehicle-choice': (pr) => `pick \`${String(pr.params?.['pick'])}\` offers ${String(pr.params?.['choices']) || 'no choice of vehicle'}`,
  'fireteam/smg-squads': (pr) => `${String(pr.params?.['count'])} SMG squads, but only ${String(pr.params?.['squads'])} may be`,
  'fireteam/no-commissar': () => 'this list has no commissar',
  'fireteam/molotov-squad': (pr) => `Molotovs go to one of ${String(pr.params?.['squads'])} squads, with the support team`,
  'fireteam/over-budget': (pr) => `${String(pr.params?.['part'])} points ${String(pr.params?.['points'])} over the budget of ${String(pr.params?.['budget'])}`,
};

const MAX_LISTED = 15;

/** A force's problems, one line each with its line number where the file has one. */
export function formatRosterProblems(problems: readonly RosterProblem[]): string {
  const lines = problems.slice(0, MAX_LISTED).map((pr) => `- ${pr.line === undefined ? '' : `line ${pr.line}: `}${ROSTER_PROBLEMS[pr.code](pr)}`);
  if (problems.length > MAX_LISTED) lines.push(`- …and ${problems.length - MAX_LISTED} more`);
  return lines.join('\n');
}
