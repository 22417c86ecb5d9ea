import type { FngForceProblemCode } from '../rules/figures/force-file.js';
import { HAZARD_MESSAGES } from './hazards/hazard-messages.js';
import { AIR_MESSAGES } from './support/air-messages.js';
import { AIR_EFFECT_MESSAGES } from './support/air-effect-messages.js';
import { TOUR_MESSAGES } from './tour/tour-messages.js';
import { MISSION_MESSAGES } from './missions/mission-messages.js';
import { userText } from '../../../app/format.js';
import { HEAD_TO_HEAD_MESSAGES } from './enemy/head-to-head-messages.js';

/**
 * Words for every FNG error code (STYLE.md 3): what went wrong and what would work, no internal field
 * names. Leak policy: a figure the asker may not see is "no figure" exactly as one that does not
 * exist; every other refusal speaks only of the asker's own figures or of what is on the table.
 */

type Params = Readonly<Record<string, string | number>>;
const p = (x: Params, key: string): string => String(x[key] ?? '');
const fig = (x: Params): string => `\`${p(x, 'figure')}\``;
const STATUS: Readonly<Record<string, string>> = {
  'carry-on': 'carrying on',
  'duck-back': 'ducking back',
  retired: 'retired (it fires only when fired on)',
  leaving: 'leaving the table',
  stunned: 'Stunned',
  'knocked-down': 'knocked down',
  'out-of-fight': 'Out of the Fight',
  'obviously-dead': 'Obviously Dead',
  'left-battlefield': 'gone from the battle',
  missing: 'missing in action',
  captured: 'captured',
  'cheated-death': 'whisked away (Cheating Death)',
};

const feature = (x: Params): string => `**${userText(p(x, 'feature'))}**`;

/** Why a line of sight is blocked (game/line-of-sight.ts `blockParams`), with the rule's line. */
export function sightBlocked(x: Params): string {
  switch (p(x, 'why')) {
    case 'dark':
      return `at night sight reaches ${p(x, 'reach')}″ in the open (L806)`;
    case 'weather':
      return `sight reaches ${p(x, 'reach')}″ now (L649, L806, L1378)`;
    case 'smoke':
      return `the smoke of ${p(x, 'cloud')} lies across the line (L773)`;
    case 'behind':
      return `it is behind \`${p(x, 'seer')}\`: a figure sees only 180° to his front (L651, L806), and one who has moved this activation faces the way he went; he turns toward what he fires at or throws at before he moves (L618), and toward whoever fires at him (house rule \`fng.facing\`)`;
    case 'across':
      return `${feature(x)} stands between them (L815)`;
    case 'crest':
      return `the crest of ${feature(x)} is between them (L1154)`;
    case 'level':
      return `a floor of ${feature(x)} is between them: its levels do not see each other, and a basement sees only its own level (house rule \`fng.building.height\`, L988)`;
    case 'reach':
      return `one sees only ${p(x, 'reach')}″ through ${feature(x)}`;
    case 'prone':
      return `a prone figure in ${feature(x)} sees and is seen only within ${p(x, 'reach')}″ (L1198)`;
    case 'deep': {
      const far = x['reach'] === undefined ? '' : ` by anyone more than ${p(x, 'reach')}″ from ${x['edge'] ? 'its edge' : 'him'}`;
      return `\`${p(x, 'inside')}\` is ${p(x, 'depth')}″ or more inside ${feature(x)}: he cannot be seen from outside it${far}, nor see out`;
    }
    default:
      return 'something stands between them';
  }
}

/** Problems of a force file, each with what would work. */
export const FORCE_PROBLEM_TEXT: Readonly<Record<FngForceProblemCode, (x: Params) => string>> = {
  'fng/not-json': () => 'this is not JSON: check the commas, quotes and brackets near that line.',
  'fng/not-an-object': () => 'expected an object `{ … }` here.',
  'fng/not-a-list': () => 'expected a list `[ … ]` here.',
  'fng/unknown-field': (x) => `\`${p(x, 'field')}\` is not a field of a force file; remove it.`,
  'fng/missing-field': () => 'this field is required.',
  'fng/bad-name': (x) => `give a name of 1 to ${p(x, 'max')} characters on one line.`,
  'fng/bad-id': () => 'an id is 1–24 letters, digits, `-` or `_`, starting with a letter or digit.',
  'fng/unknown-army': (x) => `no army \`${p(x, 'value')}\`; choose one of ${p(x, 'choices')}.`,
  'fng/bad-month': () => 'write the month as `YYYY-MM`, e.g. `1967-06`.',
  'fng/month-outside-list': (x) => `the ${p(x, 'army')} list does not cover ${p(x, 'month')}; pick a month in its period.`,
  'fng/generate-or-figures': () => 'give either `generate` (roll a force from the army list) or `units` and `figures` (your roster), not both and not neither.',
  'fng/bad-squads': (x) => `squads must be from ${p(x, 'min') || 1} to ${p(x, 'max')}.`,
  'fng/bad-engineers': (x) => `engineers must be a whole number from 0 to ${p(x, 'max')}: Engineers attached to the 1st Squad (L1206, L785).`,
  'fng/bad-boolean': () => 'write `true` or `false`.',
  'fng/bad-choice': (x) => `choose one of ${p(x, 'choices')}.`,
  'fng/no-flak-jacket-option': (x) => `the ${p(x, 'army')} list gives no choice of flak jackets; remove \`flakJackets\`.`,
  'fng/star-attributes': (x) => `a Star chooses ${p(x, 'allowed')} Attributes (${p(x, 'chosen')} given).`,
  'fng/bad-rep': (x) => `REP is a whole number from ${p(x, 'min') || 1} to ${p(x, 'max') || 7}.`,
  'fng/bad-count': (x) => `give a whole number from ${p(x, 'min')} to ${p(x, 'max')}.`,
  'fng/unknown-role': (x) => `no role \`${p(x, 'value')}\` (e.g. squad-leader, jr-nco, rifleman, lmg-gunner, grenadier, medic).`,
  'fng/unknown-weapon': (x) => `no weapon \`${p(x, 'value')}\` in the FNG lists (e.g. m16, m60, m79, ak-47, sks, rpd).`,
  'fng/unknown-melee-weapon': (x) => `no melee weapon \`${p(x, 'value')}\`; use unarmed, improvised, knife or rifle-bayonet.`,
  'fng/unknown-attribute': (x) => `no Attribute \`${p(x, 'value')}\` (e.g. marksman, tough, quick-reflexes).`,
  'fng/duplicate-attribute': (x) => `\`${p(x, 'value')}\` is listed twice.`,
  'fng/unknown-gear': (x) => `no gear \`${p(x, 'value')}\` (e.g. flak-jacket, smoke-grenades, radio).`,
  'fng/unknown-status': (x) => `no status \`${p(x, 'value')}\` (e.g. carry-on, stunned, out-of-fight).`,
  'fng/unknown-store': (x) => `no squad store \`${p(x, 'value')}\`; use laws, claymores, c4 or satchels.`,
  'fng/unknown-unit': (x) => `no unit \`${p(x, 'unit')}\` in \`units\`; add it there or fix the figure's \`unit\`.`,
  'fng/duplicate-id': (x) => `the id \`${p(x, 'id')}\` is used twice; give each its own.`,
  'fng/no-figures': (x) => `list from ${p(x, 'min')} to ${p(x, 'max')} figures.`,
  'fng/walking-wounded-not-out-of-fight': () => 'only a figure Out of the Fight can be walking wounded.',
};

/** Words for every FNG error code the commands can meet, rules and play alike. */
export const FNG_MESSAGES: Readonly<Record<string, (x: Params) => string>> = {
  // The game and its sides.
  'fng/bad-sides': () => 'An FNG game is for two sides with different names: the Free World Forces first, then the Communist Forces (e.g. `sides:"US,VC"`).',
  'fng/unknown-side': (x) => `There is no side \`${p(x, 'side')}\` in this game.`,
  'fng/wrong-army-side': (x) => `The ${p(x, 'army')} list is not **${p(x, 'side')}**'s: the first side musters a Free World army (us-army, usmc, anzac, arvn, cidg), the second a Communist one (lvc, mfvc, nva).`,
  'fng/force-source': (x) => `Give exactly one of \`builtin:\` (${p(x, 'builtins')}) or \`file:\` (your force as JSON).`,
  'fng/force-rejected': (x) => `The force file has ${p(x, 'count')} problem(s):\n${p(x, 'problems')}`,
  'fng/bad-force': (x) => `The force file has ${p(x, 'problems')} problem(s); fix them and upload it again.`,
  'fng/duplicate-id': (x) => `Your side already has a figure ${fig(x)}; load the force with \`prefix:\` to give its ids a prefix.`,

  // Figures.
  'fng/unknown-figure': (x) => `There is no figure ${fig(x)} here (\`/fng figure list\` shows those you can name).`,
  'fng/ambiguous-figure': (x) => `${fig(x)} names figures of more than one side (${p(x, 'sides')}); write \`Side:${p(x, 'figure')}\`.`,
  'fng/not-on-table': (x) => `${fig(x)} is not on the table yet: place it with \`/fng figure place\`.`,
  'fng/figure-down': (x) => `${fig(x)} is ${STATUS[p(x, 'status')] ?? p(x, 'status')} and cannot do that.`,
  'fng/already-placed': (x) => `${fig(x)} is already on the table: it moves with \`/fng move\` (the GM can correct a place with \`/fng figure set at:\`).`,
  'fng/gm-only': () => 'Only the GM may do that (status, REP and places are the GM\'s corrections; `default:true` is the GM\'s).',
  'fng/nothing-to-set': () => 'Say what to change: `cover:`, `concealed:`, `prone:`, `freewill:` or `insight:` (a Star), or for the GM `status:`, `rep:`, `at:`.',
  'fng/not-a-star': (x) => `${fig(x)} is not a Star: only Stars have Free Will and choose their In Sight action (L344, L670).`,
  'fng/no-figures-placed': () => 'Nobody is on the table yet: place figures with `/fng figure place` before the first Activation.',

  // The turn.
  'fng/not-started': () => 'The first turn has not begun: once the figures are placed, `/fng activate` rolls the Activation dice.',
  'fng/turn-over': (x) => `Turn ${p(x, 'turn')} is over and the next Activation is not rolled yet: \`/fng activate\` rolls it.`,
  'fng/turn-running': (x) => `A turn is under way (**${p(x, 'side')}** is activating); the next Activation is rolled by itself once both sides are done.`,
  'fng/not-your-activation': (x) => `It is **${p(x, 'side')}**'s activation; your figures react by themselves, and you act when it is your side's turn.`,
  'fng/cannot-activate': (x) => `${fig(x)}'s group activates on REP ${p(x, 'rep')}, below this turn's die of ${p(x, 'die')}: it cannot act this turn (L603), only react.`,
  'fng/awaiting-star': (x) => `The firefight waits for the Star ${p(x, 'figures')} to answer (${p(x, 'test')}) until ${p(x, 'until')}: \`/fng react\` answers; after that, the next order rolls for them (or the GM: \`/fng react default:true\`).`,
  'fng/nothing-to-answer': () => 'No Star is being asked anything right now.',
  'fng/not-asked': (x) => `${fig(x)} is not being asked anything; \`/fng status\` says who is.`,
  'fng/bad-answer': (x) => `Answer with \`figure:\` and \`answer:\` — one of ${p(x, 'answers')}.`,

  // Lists typed in options.
  'fng/bad-places': (x) => `Cannot read \`${p(x, 'item')}\`: write each figure and its point as \`pink@12,4\`, separated by \`;\`.`,
  'fng/bad-targets': (x) => `Cannot read \`${p(x, 'item')}\`: write targets as \`vc-1 x2, vc-2\` (a figure, and its dice after x).`,
  'fng/bad-list': (x) => `Cannot read \`${p(x, 'item')}\`: write pairs as \`pink>vc-2\`, separated by commas.`,

  // Moving.
  'fng/no-moves': () => 'Say who moves where: `moves:"pink@12,4; kelly@13,5"` (inches from the top-left corner).',
  'fng/already-moved': (x) => `${fig(x)} has already moved or spent its action this activation.`,
  'fng/face-none': () => 'Say who faces where: `toward:"pink@30,12; kelly@30,12"` (inches from the top-left corner).',
  'fng/face-own-place': (x) => `${fig(x)} stands at that point: name a point away from him to face it, \`toward:"${p(x, 'figure')}@x,y"\`.`,
  'fng/too-far': (x) => {
    const why = p(x, 'why');
    const ground = why === 'water' ? ' (then water whose depth is unknown or too deep to walk: `/fng-mission swim` wades in, L1179)' : why === 'impassable' ? ' (then impassable ground, walked only along a road, L1162)' : why === 'terrain' ? ` (the ground costs more than its length: ${p(x, 'ground')} speed, L1146)` : '';
    const furthest = p(x, 'furthest') ? ` The furthest it gets that way is ${p(x, 'furthest')}${ground}.` : '';
    if (p(x, 'left')) return `${fig(x)} has ${p(x, 'allowed')}" left of the move the In Sight stopped (L659): it cannot go the ${p(x, 'inches')}" that way.${furthest} Pick a nearer point.`;
    return `${fig(x)} has ${p(x, 'allowed')}" of move: it cannot go the ${p(x, 'inches')}" that way.${furthest} Pick a nearer point${why === 'water' || why === 'impassable' ? '' : ', or `fast:true` to roll a Fast Move (L614)'}.`;
  },
  'fng/move-left-lost': (x) => `${fig(x)} is ${STATUS[p(x, 'status')] ?? p(x, 'status')}: the rest of the move the In Sight stopped is forfeit (L681).`,
  'fng/move-left-mode': (x) => `${fig(x)} has ${p(x, 'inches')}" left of a ${p(x, 'mode') === 'crawl' ? 'crawl' : p(x, 'mode') === 'fast' ? 'Fast Move (its dice are not rolled again)' : 'normal move'} the In Sight stopped (L659): finish it ${p(x, 'mode') === 'crawl' ? 'with `crawl:true`' : 'without `fast:` or `crawl:`'}.`,
  'fng/lull': (x) => `A lull in the battle this turn (Random Event, L1641): ${fig(x)} may move only from the open into cover, and nobody charges.`,
  'fng/lull-no-air': () => 'A lull in the battle this turn (Random Event, L1641): no airstrikes may be made; the next turn they may.',
  'fng/place-taken': (x) => `${fig(x)} would end on the place of **${p(x, 'other')}** (${p(x, 'at')}): stop at least half an inch from another figure.`,
  'fng/civilian-spot': (x) => `${fig(x)} would end on the place of civilian \`${p(x, 'civilian')}\` (${p(x, 'at')}): stop at least half an inch from him, or move him first if he agreed to it (\`/fng-mission civilian do:move\`, L1298).`,
  'fng/in-melee': (x) => `${fig(x)} is locked in melee: fight on or break off with \`/fng melee\`.`,
  'fng/carried': (x) => `${fig(x)} is being carried; it moves with its carrier.`,
  'fng/no-fast-move': (x) => `No Fast Move in ${p(x, 'terrain')}.`,

  // Shooting.
  'fng/already-fired': (x) => `${fig(x)} has already taken its active fire (or spent its action) this activation.`,
  'fng/launcher-one-target': (x) => `${fig(x)}'s ${p(x, 'weapon')} fires one HE round at one figure (L780): name one, and its 5" circle catches those round him; \`buckshot:true\` fires buckshot at up to 3 within 12".`,
  'fng/no-buckshot': (x) => `Buckshot is a grenade launcher's round (L780): ${fig(x)} carries no M-79 or M203.`,
  'fng/no-weapon': (x) => `${fig(x)} has no weapon that fires on the Ranged Combat table (grenades: \`/fng grenade\`; LAWs and RPGs: \`/fng law\`).`,
  'fng/out-of-ammo': (x) => `${fig(x)} is out of ammo: \`/fng reload\` spends its activation reloading (L808).`,
  'fng/out-of-range': (x) => `${fig(x)} is ${p(x, 'inches')}" away, beyond the ${p(x, 'weapon')}'s ${p(x, 'range')}".`,
  'fng/no-line-of-sight': (x) => `\`${p(x, 'shooter')}\` has no line of sight to ${fig(x)} (${p(x, 'inches')}″ away): ${sightBlocked(x)}. Fire at a target he sees, or move first (\`/board show\` draws the terrain).`,
  'fng/board-reads-shelter': (x) => `The board reads the walls between ${fig(x)} and the blast, with their Defensive Values (L876, L1007): only the GM may say other cover shields him. Leave \`shielded:\` out.`,
  'fng/board-reads-cover': (x) => `The board reads cover and concealment from where ${fig(x)} stands and from the shooter (the terrain table, L807–L815): only the GM may set them otherwise.`,
  'fng/cover-not-target': (x) => `${fig(x)} is not one of the targets: \`cover:\` and \`concealed:\` name targets of this shot.`,
  'fng/no-targets': () => 'Name the targets: `targets:"vc-1 x2, vc-2"` (dice on each; the first takes the highest).',
  'fng/too-many-dice': (x) => `That declares ${p(x, 'declared')} dice; the weapon's Target Rating is ${p(x, 'tr')} (bridging gaps between targets costs dice too, L819).`,
  'fng/invalid-dice': () => 'Each target takes at least one die, in whole numbers.',
  'fng/invalid-target-rating': (x) => `A Target Rating of ${p(x, 'tr')} cannot fire.`,
  'fng/ambush-no-in-sight': () => "The ambush was sprung in sight of the enemy: the ambushers take no In Sight on the first turn (L2192) — open fire with `/fng fire` instead.",
  'fng/not-in-sight': (x) => `${fig(x)} sees none of the enemies named — the nearest, \`${p(x, 'target')}\` (${p(x, 'inches')}″): ${sightBlocked(x)}. Name only figures in sight of an enemy named (L655).`,
  'fng/sight-one-side': () => 'An In Sight needs figures of both sides: list yours and the enemies they see (`figures:"pink, kelly, vc-1"`).',
  'fng/cannot-fire': () => 'That Star cannot shoot now (no weapon, ammunition or target in range): choose duck-back or charge.',
  'fng/out-of-charge-reach': () => 'That Star cannot reach its target to charge: choose fire or duck-back.',

  // Grenades and LAWs.
  'fng/out-of-throw-range': (x) => `That spot is ${p(x, 'distance')}" away; a grenade reaches ${p(x, 'reach')}" (L866).`,
  'fng/no-grenades': (x) => `${fig(x)} has nothing to throw or fire that way; a LAW comes from the squad's stores, an RPG is carried.`,
  'fng/no-law-left': (x) => `${fig(x)}'s squad has no LAW left.`,
  'fng/bad-blocks': () => 'C-4 is rigged in whole blocks: `c4:1` or more, Impact and APR 2 a block (L784).',
  'fng/not-enough-c4': (x) => `${fig(x)}'s squad has ${p(x, 'left')} block${p(x, 'left') === '1' ? '' : 's'} of C-4 left in its stores: rig that many or fewer (L784).`,
  'fng/c4-too-far': (x) => `C-4 is placed, never thrown (L788): that spot is ${p(x, 'distance')}" from ${fig(x)}; rig it within ${p(x, 'reach')}", or leave \`at\` out to rig it at his feet.`,
  'fng/c4-needs-timer': () => 'C-4 is rigged to go off in 1 to 4 turns (L784): give `turns:1` to `turns:4` with `c4:`.',
  'fng/law-target-or-spot': (x) => `Fire ${fig(x)}'s launcher at one enemy (\`target:\`) or at one spot of barbed wire or punji stakes (\`at:x,y\`, to blow a 4" hole, L1208, L1212), not both and not neither.`,
  'fng/no-hole-weapon': (x) => `${fig(x)}'s ${p(x, 'weapon')} is not strong enough to blow wire or stakes: a recoilless rifle, bazooka, LAW or RPG round, or a satchel charge (\`/fng grenade satchel:true\`) does it (L1208, L1212).`,
  'fng/no-rockets-left': (x) => `${fig(x)} has no rocket left for the ${p(x, 'weapon')}: fire its sidearm or another weapon instead.`,
  'fng/back-blast-inside': (x) => `${fig(x)} cannot fire the ${p(x, 'weapon')} from inside ${p(x, 'feature')}: its back blast forbids it in a bunker or building (L768). Move out first (a sandbagged position is fine), or use another weapon.`,
  'fng/back-blast-behind': (x) =>
    `${fig(x)} cannot fire the ${p(x, 'weapon')} with someone in its back blast (${p(x, 'inches')}" straight behind, within 1" of the line, L768): ${p(x, 'behind')}. Move them out of the line, or fire from a spot or at a target with no one behind.`,

  // Melee.
  'fng/no-chargers': () => 'Name who charges: `chargers:"charles, able"`.',
  'fng/charge-too-far': (x) =>
    `${fig(x)} is ${p(x, 'inches')}" from its target; it reaches ${p(x, 'reach')}" of move (its move and the 2" after an In Sight)${p(x, 'furthest') ? `, and the ground on the way costs more: it would get to ${p(x, 'furthest')} (L1146)` : ''}.`,
  'fng/charge-from-board': (x) =>
    `On the board ${fig(x)} does not charge \`${p(x, 'target')}\` to his ${p(x, 'from')}: with a board loaded, where a charger begins and ends his move and the way the target faces say whether it is to his front, flank or rear (L318, L903). Leave \`from\` out and the board reads it.`,
  'fng/not-in-melee': (x) => `${fig(x)} is not in a melee.`,
  'fng/not-helpless': (x) => `Only a Stunned or Out of the Fight enemy can be taken or finished off (it is ${STATUS[p(x, 'status')] ?? p(x, 'status')}).`,

  // Medics and the wounded.
  'fng/not-a-medic': (x) => `${fig(x)} is not a medic (the Medic role or Attribute).`,
  'fng/not-wounded': (x) => `${fig(x)} is not Out of the Fight.`,
  'fng/not-in-contact': (x) => `${fig(x)} must be in contact (within 1") first; move there this activation or the next.`,
  'fng/first-aid-once': () => 'First Aid was already tried on that casualty: one attempt each (L964).',
  'fng/already-carrying': (x) => `${fig(x)} is already carrying a casualty.`,
  'fng/not-carrying': (x) => `${fig(x)} is carrying nobody.`,
  'fng/not-out-of-ammo': (x) => `${fig(x)} has ammunition; no need to reload.`,
  'fng/fast-moved-no-reload': (x) => `${fig(x)} Fast Moved this activation: a figure reloading moves no further than its normal move (L787). It may reload when next active.`,
  'fng/reloaded-no-fast': (x) => `${fig(x)} reloaded this activation: it may move, but no further than its normal move (L787) — \`/fng move\` without \`fast:true\`.`,
  'fng/not-a-machinegun': (x) => `${fig(x)} has no machinegun to set up.`,
  'fng/invalid-crew': (x) => `A crew of ${p(x, 'crew')} cannot serve the gun.`,

  // Values the rules refuse (should not come from a command, worded all the same).
  'fng/invalid-rep': (x) => `REP ${p(x, 'rep')} is not a REP a figure can have (1–7).`,
  'fng/bad-rep': (x) => `REP ${p(x, 'rep') || p(x, 'reps')} is not a REP a figure can have (1–7).`,
  'fng/invalid-impact': (x) => `An Impact of ${p(x, 'impact')} does no damage.`,
  'fng/invalid-move': (x) => `A move of ${p(x, 'move')}" is not possible.`,
  'fng/empty-group': () => 'That group has nobody in it.',
  'fng/no-figures': () => 'No figure qualifies for that test.',
  'fng/same-side-twice': (x) => `**${p(x, 'side')}** cannot roll both Activation dice.`,
  'fng/leader-die-not-used': (x) => `The Leader Die is not rolled for ${p(x, 'test')} under this campaign's house rule \`fng.leader-die.tests\`.`,
  'fng/leader-die-unavailable': () => 'A figure standing in for its leader has no Leader Die (L597).',
  'fng/free-will-not-allowed': (x) => `Free Will does not cover ${p(x, 'test')} here (house rule \`fng.freewill.recover\`).`,
  'fng/no-star-power': (x) => `${fig(x)} has no Star Power left.`,
  'fng/no-damage': (x) => `${fig(x)} took no damage for Star Power to lower.`,
  'fng/bad-allocation': (x) => `Star Power dice for ${fig(x)} are allocated to more results than they can lower.`,
  'fng/cheat-death-not-killed': (x) => `${fig(x)} was not killed: nothing to cheat.`,
  'fng/cheat-death-lower-rep': (x) => `${fig(x)} was killed by a lower REP: Larger Than Life applies instead.`,
  'fng/cheat-death-rep': (x) => `${fig(x)} is REP ${p(x, 'rep')} and cannot drop lower to cheat death.`,
  'fng/star-attributes': (x) => `A Star chooses ${p(x, 'allowed')} Attributes (${p(x, 'chosen')} given).`,
  'fng/star-role-absent': (x) => `The force has no ${p(x, 'role')} to be the Star.`,
  'fng/duplicate-attribute': (x) => `The Attribute ${p(x, 'attribute')} is chosen twice.`,
  'fng/bad-squads': (x) => `Squads: from 1 to ${p(x, 'max')}.`,
  'fng/month-outside-list': (x) => `The ${p(x, 'army')} list does not cover ${p(x, 'month')}.`,
  'fng/no-flak-jacket-option': (x) => `The ${p(x, 'army')} list gives no choice of flak jackets.`,
  'fng/bad-month': (x) => `${p(x, 'month')} is not a month of the campaign (YYYY-MM, 1967–1968).`,

  // The enemy, support and the campaign (FNG parts 2 and 3: their rules are here, their commands to come).
  'fng/no-mission': () => 'No mission is under way: `/fng-mission start` begins one with the bot as the enemy.',
  'fng/unknown-pef': (x) => `There is no PEF marker or enemy figure \`${p(x, 'pef')}\` on the table (PEFs now: ${p(x, 'pefs')}).`,
  'fng/mission-started': () => 'A mission is already under way in this campaign: `/fng status` shows it; `/fng-mission end` ends it.',
  'fng/mission-over': (x) =>
    `The mission ended on turn ${p(x, 'turn')}: it takes no more orders. ${p(x, 'counted') === 'no' ? '`/fng-mission end` counts it; ' : ''}\`/fng-mission status\` shows how it stood, \`/verify\` checks what the enemy had sealed.`,
  'fng/players-end-mission': () => 'The mission is ended by a player of the Free World side or by the GM: ask one of them to run `/fng-mission end`.',
  'fng/aircraft-grounded': (x) => `Terrible weather grounds every aircraft (L1378): no ${p(x, 'for')} can come. Artillery, mortars and reinforcements on foot still may.`,
  'fng/mission-in-tour': () => 'This campaign is on a tour of duty: its missions come from the campaign turn, not by hand. `/fng-tour turn` rolls the next one (Contact, then the mission by the numbers) and starts it; `/fng-tour status` shows where the tour stands.',
  'fng/mission-after-start': () => 'The firefight has begun: a mission starts before the first Activation (`/fng activate`).',
  'fng/bad-level': () => 'Support Level and EAL are 1 to 6; leave them out and the bot rolls them.',
  'fng/ao-not-in-corps': (x) => `${p(x, 'ao')} is not an Area of Operations of ${p(x, 'corps')}.`,
  'fng/no-such-ao': (x) => `No Area of Operations ${p(x, 'area')} in ${p(x, 'corps')}.`,
  'fng/bad-eal': (x) => `Enemy Activity Level ${p(x, 'eal')} is not on the tables (1–6).`,
  'fng/invalid-eal': (x) => `Enemy Activity Level ${p(x, 'eal')} is not on the tables (1–6).`,
  'fng/no-pc-table-for-eal': (x) => `There is no Potential Contact table for EAL ${p(x, 'eal')}.`,
  'fng/bad-grid': (x) => `A ${p(x, 'columns')}×${p(x, 'rows')} grid is not one the terrain generator uses.`,
  'fng/bad-tally': () => 'The mission tally is incomplete.',
  'fng/bad-vp': (x) => `${p(x, 'vp')} is not a Victory Point total the tables read.`,
  'fng/bad-count': () => 'That count is not possible.',
  'fng/invalid-count': () => 'That count is not possible.',
  'fng/cowards-stay-out': (x) => `\`${p(x, 'figure')}\` is a Coward and never enters tunnels.`,
  'fng/empty-tunnel-group': () => 'Nobody enters the tunnel.',
  'fng/tunnel-entrance-full': (x) => `At most ${p(x, 'max')} may enter by that entrance in a turn.`,
  'fng/impact-not-above-dv': (x) => `Impact ${p(x, 'impact')} does not exceed the structure's DV ${p(x, 'dv')}.`,
  'fng/invalid-apr': (x) => `APR ${p(x, 'apr')} is not possible.`,
  'fng/invalid-current': (x) => `Current ${p(x, 'current')} is not on the river table.`,
  'fng/invalid-distance': (x) => `A distance of ${p(x, 'distance')}" is not possible here.`,
  'fng/invalid-doubles': (x) => `${p(x, 'face')} is not a doubles face.`,
  'fng/not-doubles': (x) => `${p(x, 'faces')} are not doubles.`,
  'fng/reroll-is-doubles': () => 'The reroll came up doubles again.',
  'fng/invalid-dv': (x) => `A Defensive Value of ${p(x, 'dv')} is not possible.`,
  'fng/invalid-figure-count': () => 'Those figure counts are not possible.',
  'fng/invalid-ignition': () => 'Nothing there can catch fire that way.',
  'fng/structure-not-flammable': (x) => `${p(x, 'structure')} does not burn.`,
  'fng/invalid-pef-count': (x) => `${p(x, 'count')} PEFs is not possible.`,
  'fng/invalid-pef-rep': (x) => `PEF REP ${p(x, 'rep')} is not possible.`,
  'fng/pef-too-far': (x) => `The PEF is ${p(x, 'distance')}" away, beyond twice the LOS of ${p(x, 'los')}" (L855).`,
  'fng/recon-out-of-reach': (x) => `The PEF is ${p(x, 'distance')}" away, beyond twice the LOS of ${p(x, 'los')}" (L855).`,
  'fng/no-firers': () => 'Name who fires.',
  'fng/no-recon-firers': () => 'Name who fires.',
  'fng/no-suppressors': () => 'Name who suppresses the bunker.',
  'fng/invalid-population-value': (x) => `${p(x, 'value')} is not a population value.`,
  'fng/invalid-support-level': (x) => `Support Level ${p(x, 'sl')} is not on the tables.`,
  'fng/reinforcements-unavailable': (x) => `At Support Level ${p(x, 'sl')} reinforcements come only with the Activation roll.`,
  'fng/invalid-turns': (x) => `${p(x, 'turns')} turns is not possible here.`,
  'fng/invalid-weapons': () => 'Those weapons cannot be used that way.',
  'fng/no-groups': () => 'There are no groups to act.',
  'fng/no-occupants': () => 'Nobody is inside.',
  'fng/not-outnumbering': (x) => `${p(x, 'group')} does not outnumber its enemy.`,
  'fng/not-this-mission': (x) => `${p(x, 'item')} is not part of a ${p(x, 'mission')} mission.`,
  'fng/nothing-to-pick': () => 'There is nothing to pick from.',
  'fng/radio-already-used': () => 'The radio has already been used this turn.',
  'fng/radio-jammed': () => 'The radios are jammed by a Random Event (L1641): no call can be made until the jam ends (`/fng-mission status` says when).',
  'fng/radio-out-of-reach': (x) => `The Force Commander is ${p(x, 'inches')}" from the radio: in contact he calls with his own REP, within 4" the operator passes his request (L1691).`,
  'fng/support-fwf-only': () => 'Support is the Free World Forces\' own: only their side calls it and uses it.',
  'fng/no-radio': (x) => `${fig(x)} carries no radio: call from an RTO, an FO or a figure with one.`,
  'fng/no-force-commander': () => 'No Leader of yours is on the table to ask for support (L1724).',
  'fng/support-denied': (x) => `${p(x, 'for')} was denied for the rest of the game; ask for another kind of support.`,
  'fng/no-support-here': (x) => `No ${p(x, 'kinds')} support is over the table now: \`/fng-mission call\` for it, or wait for the turn it is due.`,
  'fng/support-golden-rule': (x) => `The Golden Rule (L1701): ${p(x, 'id')} (${p(x, 'for')}) is over the table; one type of support at a time.`,
  'fng/unknown-rtp': (x) => `No Registered Target Point ${p(x, 'rtp')}: \`/fng status\` lists them.`,
  'fng/rtps-placed': (x) => `All ${p(x, 'count')} Registered Target Points are placed.`,
  'fng/rtps-after-start': () => 'Registered Target Points are placed before the first Activation.',
  'fng/no-target-point': () => 'Name the target point: `at:x,y`.',
  'fng/no-lz': () => 'Name the landing zone: `at:x,y`.',
  'fng/not-at-lz': (x) => `${fig(x)} is not within ${p(x, 'inches')}" of the LZ: carry the wounded there first.`,
  'fng/not-a-casualty': (x) => `${p(x, 'figure') ? fig(x) : 'Nobody named'} cannot board: a medevac flies out casualties (Out of the Fight or Stunned) and a helicopter takes those on the table, carrying on or carried.`,
  'fng/medevac-full': (x) => `This medevac has room for ${p(x, 'max')} wounded.`,
  'fng/short-timer-not-due': () => 'He is not a short timer yet.',
  'fng/radio-fwf-only': () => 'Only the Free World Forces activate their leaders by radio here; the enemy the bot plays has no radio net.',
  'fng/not-a-leader': (x) => `${fig(x)} leads no group now: name the leader of a group (the highest REP of its figures within 4" of each other, L575).`,
  'fng/no-radio-near': (x) => `${fig(x)} has no radio, and nobody carrying one stands within 4" to pass his call on (L1691): bring the RTO to him.`,
  'fng/subordinate-acts-anyway': (x) => `${fig(x)}'s group activates on its own this time (REP ${p(x, 'rep')} against the die ${p(x, 'die')}): a radio call is for a group the die leaves out.`,
  'fng/subordinate-same-group': (x) => `${fig(x)} is in the commander's own group: it acts with him, no call needed.`,
  'fng/subordinate-not-lower': () => 'The subordinate leader\'s REP must be lower than his commander\'s.',
  'fng/tour-ends-after-1968': (x) => `A tour from ${p(x, 'start')} would end ${p(x, 'end')}, after the campaign's window.`,
  'fng/no-chest-charge': (x) => `${fig(x)} carries no mine on his chest: only suicide troops do (L2154).`,
  'fng/smoke-hides-point': (x) => `The smoke of ${p(x, 'area')} lies between \`${p(x, 'shooter')}\` and ${p(x, 'target')}, or over it, and blocks sight (L773): fire from where the line runs clear of the cloud, or once it has cleared.`,
  ...HAZARD_MESSAGES,
  ...AIR_MESSAGES,
  ...AIR_EFFECT_MESSAGES,
  ...TOUR_MESSAGES,
  ...MISSION_MESSAGES,
  ...HEAD_TO_HEAD_MESSAGES,
};
