import type { AirAssaultResult } from '../rules/support/air-assault.js';
import type { HelicopterType } from '../rules/game/helicopters.js';
import type { CivilianResult } from '../rules/civilians/civilians.js';
import type { CivilianIntention } from '../rules/game/civilian-intentions.js';
import type { CloseCombatResult, CloseCombatSide, CloseCombatThrow } from '../rules/actions/close-combat.js';
import type { DismountResult } from '../rules/actions/dragoons.js';
import type { ResistLootingResult, TemptationResult } from '../rules/civilians/looting.js';
import type { MoveResult } from '../rules/actions/movement.js';
import type { Landing, ParadropResult } from '../rules/support/paradrop.js';
import type { RallyResult, TargetRoll } from '../rules/actions/rally.js';
import type { StandStatus } from '../rules/troops/stands.js';
import { userText } from '../../../app/format.js';
import { initiativeText, modifierText, RESULT_WORDS, signed } from './format.js';
import type { Namer } from './session.js';

/*
 * Texts for the fogo player actions beyond fire. Every one says what was rolled, each modifier and
 * why, the faces, the outcome, what it did to the stands and whether the initiative is kept. Stand
 * ids go through the Namer only, so a stand the public may not see is never named; where even the
 * feature or intention would give a hidden stand away, the text asks the Namer whether its reader
 * sees the stand (`Namer.seen`) and says less.
 */

const side = (s: string): string => `**${userText(s)}**`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
/** Stands of one side, named. */
const list = (ids: readonly string[], sideOf: string, name: Namer): string => ids.map((id) => name(id, sideOf)).join(', ');

/** `**CA-2** pinned becomes **ok**`, or `**CA-2** stays pinned`: a stand of `sideOf`. */
export function statusChangeText(stand: string, sideOf: string, from: StandStatus, to: StandStatus, name: Namer): string {
  return from === to ? `${name(stand, sideOf)} stays ${from}` : `${name(stand, sideOf)} ${from} becomes **${to}**`;
}

/**
 * A TARGET roll by `side`: `1d6 [3] +1 (commander **CA-PC**) = 4 against 4+ — success`. A target
 * number shows the stand's quality, which the public learns only of a stand it can see
 * (`Stand.qualityShown`).
 */
export function targetRollText(r: TargetRoll, name: Namer, side: string, showTarget = true): string {
  const mods = r.modifiers.map((m) => ` ${modifierText(m, name, side)}`).join('');
  const verdict = r.success ? 'success' : r.failedOnOne ? 'fails on the 1, whatever the total' : 'fails';
  return `1d6 [${r.die}]${mods} = ${r.total}${showTarget ? ` against ${r.target}+` : ''} — ${verdict}`;
}

/** Rally (crossfire-core §1.7, §2.2): the roll, a Commissar's 1, the new status, the initiative. */
export function rallyText(r: RallyResult, name: Namer): string {
  return [
    `${side(r.side)} rallies ${name(r.stand, r.side)} from ${r.from.toUpperCase()}`,
    targetRollText(r.roll, name, r.side, name.seen(r.stand, r.side)),
    ...(r.commissarOne ? [`A 1 with the Political Commissar helping: the stand gets one step worse.`] : []),
    `Result: ${statusChangeText(r.stand, r.side, r.from, r.to, name)} — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}

function closeCombatSideText(label: string, s: CloseCombatSide, name: Namer): string {
  const support = s.support.length ? ` supported by ${list(s.support, s.side, name)}` : '';
  const mods = s.modifiers.length ? s.modifiers.map((m) => modifierText(m, name, s.side)).join('; ') : 'no modifiers';
  return `${label} (${side(s.side)}) ${list(s.stands, s.side, name)}${support}: ${mods} = ${signed(s.modifier)}`;
}

const throwText = (t: CloseCombatThrow, modifier: number): string => `1d6 [${t.die}] ${signed(modifier)} = ${t.total}`;

/** Close combat (crossfire-core §1.8): both sides' modifiers, every round, the winner and the losses. */
export function closeCombatText(r: CloseCombatResult, name: Namer): string {
  const rounds = r.rounds.map((round, i) => {
    const tied = round.attacker.total === round.defender.total;
    const tail = tied ? (i < r.rounds.length - 1 ? ' — tied, both roll again' : ' — tied') : '';
    return `Round ${i + 1}: attackers ${throwText(round.attacker, r.attacker.modifier)}, defenders ${throwText(round.defender, r.defender.modifier)}${tail}`;
  });
  const decided = {
    roll: `The ${r.winner === 'attacker' ? 'attackers' : 'defenders'} win.`,
    'tie-rule': 'The defenders win the tie (house rule `cc.tie`).',
    civilians: 'No armed defender: the unarmed civilians are destroyed without a roll.',
  }[r.decidedBy];
  const changes = r.changes.length
    ? r.changes.map((c, i) => statusChangeText(c.stand, r.changeSides[i] ?? '', c.from, c.to, name)).join('; ')
    : 'no losses';
  return [
    `${side(r.attacker.side)} assaults ${list(r.defender.stands, r.defender.side, name)} in close combat`,
    closeCombatSideText('Attackers', r.attacker, name),
    closeCombatSideText('Defenders', r.defender, name),
    ...rounds,
    decided,
    `Result: ${changes} — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}

const INTENTION_WORDS: Readonly<Record<CivilianIntention, string>> = {
  'mill-about': 'mill about (do nothing)',
  'to-cover': 'move to the nearest cover (the next nearest if already in cover)',
  'toward-enemy': 'move towards the enemy, away from friends',
  'away-from-both': 'move away from both enemy and friends',
  'toward-friends': 'move towards friends, away from the enemy',
};

/** The civilian intention roll (crossfire-core §2.4); a hidden civilian stand's intention stays its side's. */
export function civiliansText(r: CivilianResult, name: Namer): string {
  if (!name.seen(r.stand, r.side)) {
    return `${side(r.side)} rolls the intention of a hidden civilian stand; what it means to do stays with its side.\nCivilian actions never pass the initiative.`;
  }
  const mods = r.modifiers.map((m) => ` ${modifierText(m, name, r.side)}`).join('');
  const moves = r.moveActions === 0 ? '' : ` — ${plural(r.moveActions, 'compulsory move action')}`;
  return [
    `${side(r.side)} rolls the intention of the civilians ${name(r.stand, r.side)}`,
    `1d6 [${r.die}]${mods} = ${r.total}: ${INTENTION_WORDS[r.intention]}${moves}.`,
    'Civilian actions never pass the initiative.',
  ].join('\n');
}

/** The enemy's Temptation roll on a Looter (crossfire-core §2.5). The Looter is one the tempter can see. */
export function temptationText(r: TemptationResult, name: Namer): string {
  const feature = userText(r.feature);
  const head = `${side(r.side)} rolls Temptation on the Looter ${name(r.stand, r.standSide)}, ${r.position === 'in' ? 'in' : 'near'} ${feature}`;
  const dice = `4d6 hitting on 5+ [${r.faces.join(', ')}] = ${plural(r.hits, 'hit')}, ${RESULT_WORDS[r.result]}`;
  const change = (): string => statusChangeText(r.stand, r.standSide, r.from, r.to, name);
  const what = {
    continues: 'the temptation fails: the move goes ahead',
    aborted: `the move is aborted: the men disperse to loot ${feature}; ${change()}`,
    diverted: `the men break off to loot: the stand moves into ${feature} instead (reactive fire may meet it); ${change()}`,
  }[r.move];
  return [head, dice, `Result: ${what} — ${initiativeText(r.initiative)}.`].join('\n');
}

/** The owner's resist-looting roll, a rally from pin (crossfire-core §2.5); a hidden stand's feature stays secret. */
export function resistLootingText(r: ResistLootingResult, name: Namer): string {
  const visible = name.seen(r.stand, r.side);
  const near = visible ? `, near ${userText(r.feature)}` : '';
  const stand = name(r.stand, r.side);
  const outcome = r.resisted
    ? `${stand} resists; its move goes ahead`
    : visible
      ? `${stand} moves into ${userText(r.feature)} instead and disperses to loot: ${statusChangeText(r.stand, r.side, r.from, r.to, name)}`
      : `${stand} goes off to loot instead`;
  return [
    `${side(r.side)} rolls to resist looting for ${stand}${near} (as a rally from pin)`,
    targetRollText(r.roll, name, r.side, visible),
    `Result: ${outcome} — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}

/** A move as reported (no geometry): where it ended, a reveal, a Looter dispersing. A hidden mover stays unnamed and unplaced. */
export function moveText(r: MoveResult, name: Namer): string {
  if (!name.seen(r.stand, r.side)) return `${side(r.side)} moves a hidden stand; it stays hidden — ${initiativeText(r.initiative)}.`;
  return [
    `${side(r.side)} moves ${name(r.stand, r.side)}, now ${r.feature === undefined ? 'in the open' : `in ${userText(r.feature)}`}`,
    ...(r.revealed ? ['Seen moving: it is revealed.'] : []),
    ...(r.looting ? [`A Looter entering a lootable feature disperses to loot: ${statusChangeText(r.stand, r.side, r.looting.from, r.looting.to, name)}.`] : []),
    `The enemy may fire reactively at it — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}

/** Mounted Dragoons dismounting: a rally from pin (crossfire-core §2.3). */
export function dismountText(r: DismountResult, name: Namer): string {
  return [
    `${side(r.side)}: the mounted Dragoons ${name(r.stand, r.side)} try to dismount (as a rally from pin)`,
    targetRollText(r.roll, name, r.side, name.seen(r.stand, r.side)),
    `Result: ${r.dismounted ? `${name(r.stand, r.side)} dismounts and fights on foot from now on; no remounting` : `${name(r.stand, r.side)} stays mounted`} — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}

const OUTCOME_WORDS = { ok: 'lands OK', suppressed: '**SUPPRESSED**', killed: '**KILLED**' } as const;

function landingText(l: Landing, sideOf: string, name: Namer): string {
  const where = l.feature === undefined ? '' : ` in ${userText(l.feature)}`;
  const stand = name(l.stand, sideOf);
  switch (l.zone) {
    case 'safe':
      return `• ${stand}: safe ground${where} — ${OUTCOME_WORDS[l.outcome]}`;
    case 'lethal':
      return `• ${stand}: off the table or in deep water${where} — ${OUTCOME_WORDS[l.outcome]}`;
    case 'hazard':
      return `• ${stand}: hazardous ground${where}, 1d6 [${l.die ?? '?'}] (1–2 killed, 3–4 suppressed, 5–6 OK) — ${OUTCOME_WORDS[l.outcome]}`;
  }
}

/** A parachute drop (crossfire-core §2.8): each stand's landing and what the drop means this initiative. */
export function paradropText(r: ParadropResult, name: Namer): string {
  return [
    `${side(r.side)} drops the combat group of ${name(r.combatGroup, r.side)} on ${userText(r.dropZone)}`,
    ...r.landings.map((l) => landingText(l, r.side, name)),
    `They cannot move this initiative and count as in the open; losses from the landing itself never pass the initiative — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}

/** One step of an air assault (crossfire-core §2.8). A helicopter that has left its base is public. */
export function airAssaultText(r: AirAssaultResult, name: Namer): string {
  const heli = `helicopter **${userText(r.helicopter)}**`;
  const lz = r.landingZone === undefined ? 'its landing zone' : userText(r.landingZone);
  const step = {
    base: `${heli} is at base`,
    hovering: `${heli} flies in and hovers over ${lz}; it and anyone getting out are exposed to fire`,
    landed: `${heli} lands on ${lz}; ${r.dismounted.length ? `out get ${list(r.dismounted, r.side, name)}` : 'nobody gets out'}`,
    departed: `${heli} takes off and leaves`,
    downed: `${heli} is down`,
  }[r.phase];
  return `${side(r.side)}: ${step} — ${initiativeText(r.initiative)}.`;
}

/** Ground hug on or off: a marker, no roll (crossfire-core §1.5.1). */
export function groundHugText(sideName: string, stand: string, on: boolean, name: Namer): string {
  return on
    ? `${side(sideName)}: ${name(stand, sideName)} hugs the ground (−1 die to fire at it; does not add to cover).`
    : `${side(sideName)}: ${name(stand, sideName)} gets up and no longer hugs the ground.`;
}

/** A helicopter waiting at base: its side's business only. */
export function helicopterAddedText(sideName: string, id: string, type: HelicopterType, slots: number): string {
  return `Helicopter \`${userText(id)}\` (${type}, ${plural(slots, 'passenger slot')}) waits at base for ${side(sideName)}; the enemy learns of it only when it flies in.`;
}

/** Who is aboard after boarding: its side's business only, named as its side sees them. */
export function boardedText(sideName: string, id: string, passengers: readonly string[], used: number, capacity: number, name: Namer): string {
  return `Aboard ${name(id, sideName)}: ${passengers.map((p) => name(p, sideName)).join(', ')} (${used} of ${plural(capacity, 'slot')}). They stay off the table until it lands.`;
}

/** The scenario's lootable features (public, crossfire-core §2.5). */
export function lootableText(features: readonly string[]): string {
  return `Lootable features in this scenario: ${features.map(userText).join(', ')}. A Looter moving in or near one out of enemy sight may be tempted by the enemy.`;
}
