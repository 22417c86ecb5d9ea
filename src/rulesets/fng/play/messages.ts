import type { FngForceProblemCode } from '../rules/force-file.js';
import { HAZARD_MESSAGES } from './hazard-messages.js';

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
  'fng/too-far': (x) => `${fig(x)} may move ${p(x, 'allowed')}" that way, not ${p(x, 'inches')}": pick a nearer point, or \`fast:true\` to roll a Fast Move (L614).`,
  'fng/in-melee': (x) => `${fig(x)} is locked in melee: fight on or break off with \`/fng melee\`.`,
  'fng/carried': (x) => `${fig(x)} is being carried; it moves with its carrier.`,
  'fng/no-fast-move': (x) => `No Fast Move in ${p(x, 'terrain')}.`,

  // Shooting.
  'fng/already-fired': (x) => `${fig(x)} has already taken its active fire (or spent its action) this activation.`,
  'fng/no-weapon': (x) => `${fig(x)} has no weapon that fires on the Ranged Combat table (grenades: \`/fng grenade\`; LAWs and RPGs: \`/fng law\`).`,
  'fng/out-of-ammo': (x) => `${fig(x)} is out of ammo: \`/fng reload\` spends its activation reloading (L808).`,
  'fng/out-of-range': (x) => `${fig(x)} is ${p(x, 'inches')}" away, beyond the ${p(x, 'weapon')}'s ${p(x, 'range')}".`,
  'fng/no-targets': () => 'Name the targets: `targets:"vc-1 x2, vc-2"` (dice on each; the first takes the highest).',
  'fng/too-many-dice': (x) => `That declares ${p(x, 'declared')} dice; the weapon's Target Rating is ${p(x, 'tr')} (bridging gaps between targets costs dice too, L819).`,
  'fng/invalid-dice': () => 'Each target takes at least one die, in whole numbers.',
  'fng/invalid-target-rating': (x) => `A Target Rating of ${p(x, 'tr')} cannot fire.`,
  'fng/sight-one-side': () => 'An In Sight needs figures of both sides: list yours and the enemies they see (`figures:"pink, kelly, vc-1"`).',
  'fng/cannot-fire': () => 'That Star cannot shoot now (no weapon, ammunition or target in range): choose duck-back or charge.',
  'fng/out-of-charge-reach': () => 'That Star cannot reach its target to charge: choose fire or duck-back.',

  // Grenades and LAWs.
  'fng/out-of-throw-range': (x) => `That spot is ${p(x, 'distance')}" away; a grenade reaches ${p(x, 'reach')}" (L866).`,
  'fng/no-grenades': (x) => `${fig(x)} has nothing to throw or fire that way; a LAW comes from the squad's stores, an RPG is carried.`,
  'fng/no-law-left': (x) => `${fig(x)}'s squad has no LAW left.`,

  // Melee.
  'fng/no-chargers': () => 'Name who charges: `chargers:"charles, able"`.',
  'fng/charge-too-far': (x) => `${fig(x)} is ${p(x, 'inches')}" from its target; it reaches ${p(x, 'reach')}" (its move and the 2" after an In Sight).`,
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
  'fng/mission-started': () => 'A mission is already under way in this campaign: `/fng status` shows it. Start a new campaign for the next one.',
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
  'fng/radio-jammed': () => 'The radio is out of action.',
  'fng/radio-out-of-reach': (x) => `The leader is ${p(x, 'inches')}" from the RTO; he must be in contact to use the radio.`,
  'fng/short-timer-not-due': () => 'He is not a short timer yet.',
  'fng/subordinate-not-lower': () => 'The subordinate leader\'s REP must be lower than his commander\'s.',
  'fng/tour-ends-after-1968': (x) => `A tour from ${p(x, 'start')} would end ${p(x, 'end')}, after the campaign's window.`,
  ...HAZARD_MESSAGES,
};
