import { formatPoint } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import { userText } from '../../../../app/format.js';
import { CIVILIAN_REACTION as REACTION } from './hazard-texts.js';
import type { CivilianDoing, CivilianEvent, TableCivilian } from '../../rules/missions/civilian-figures.js';

/**
 * Civilians on the table as the channel reads them (rules/missions/civilian-figures.ts): nothing about
 * them is hidden, so one wording serves every reader. Figures are named by their keys' ids.
 */

const faces = (p: RolledPart | undefined): string => (p ? `[${p.faces.join(', ')}]` : '[]');
const nameOf = (key: string): string => `**${userText(key.slice(key.indexOf(':') + 1))}**`;
const civ = (id: string): string => `civilian **${userText(id)}**`;

const DOING: Readonly<Record<CivilianDoing, string>> = {
  'talking-or-joining-nearest-civilian': 'talking with the nearest civilian, or going to him',
  'to-field-or-pen': 'heading for a field',
  'to-nearest-building': 'heading for the nearest building',
  idle: 'standing around',
  working: 'working',
  'leaving-by-road': 'leaving the table',
  'to-cover': 'making for cover',
  sheltering: 'sheltering',
  guiding: 'guiding the squad',
};

const HIT = { 'obviously-dead': 'killed', 'out-of-the-fight': 'wounded', 'knocked-down': 'knocked down, unhurt', miss: 'missed' } as const;

const TOLD = {
  'reveals-all': 'he will go with the squad and may be moved as told this turn, as far as a Fast Move',
  'reveals-nearest': 'he may be moved as told this turn, at normal speed',
  'says-nothing': 'he may be moved as told next turn, at normal speed',
  refuses: 'he will not move unless forced (`/fng-mission civilian do:force`)',
} as const;

/** Every line of a civilian event (the whole story, for the log and Details). */
export function civilianLines(e: CivilianEvent): string[] {
  switch (e.what) {
    case 'placed':
      return [`👥 On the table around ${userText(e.building)} (L1273–L1288): ${e.civilians.map((c) => `${civ(c.id)} at ${formatPoint(c.at)}, ${DOING[c.doing]}`).join('; ')}. Civilians are REP 2 and no one's side.`];
    case 'activate': {
      const each = e.moves.map((m) => `${civ(m.id)} ${m.left ? 'walks off the table' : `to ${formatPoint(m.to)}, ${DOING[m.doing]}`}`);
      return [`👥 Turn ${e.turn} ends with an Activation die of 3 or more (${e.dice.join(', ')}): the civilians move (L1271): ${each.join('; ')}.`];
    }
    case 'react': {
      const moved = e.moves.length ? ` — ${e.moves.map((m) => `${civ(m.id)} to ${formatPoint(m.to)}`).join('; ')}` : '';
      const fast = e.fast ? ` (Fast Move ${faces(e.fast.part)}: ${e.fast.inches}")` : '';
      return [`👥 Shooting near ${e.civilians.map(civ).join(', ')} (from ${formatPoint(e.near)}, L1264): Civilian Reaction 2d6 ${faces(e.parts[0])} vs REP 2 → ${e.passes} passed: ${REACTION[e.reaction]}${e.parts[1] ? ` ${faces(e.parts[1])}` : ''}${fast}${moved} (L1269–L1280).`];
    }
    case 'hit':
      if (e.shelter !== undefined) return [`👥 ${civ(e.id)} is in the blast, sheltered by ${userText(e.shelter)} (L876).`];
      return [`👥 ${civ(e.id)} is caught (Impact ${e.impact}): 1d6 ${faces(e.part)} → ${HIT[e.result ?? 'miss']}${e.result === 'obviously-dead' || e.result === 'out-of-the-fight' ? '. A civilian casualty: −1 VP at the mission\'s end (L1281)' : ''}.`];
    case 'flame': {
      if (!e.through) return [`🔥 ${civ(e.id)} shies from the residual flame (L782): 2d6 ${faces(e.part)} vs REP 2 → not both passed: he stops at its edge${e.at ? `, ${formatPoint(e.at)}` : ''}.`];
      return [`🔥 ${civ(e.id)} goes through the residual flame (L782): 2d6 ${faces(e.part)} vs REP 2 → both passed; the flames ${faces(e.burnPart)} = ${e.total} → ${e.burned ? 'he is burned (Impact 5)' : 'he comes through'}.`];
    }
    case 'in-a-fire': {
      if (!e.result) return [`🔥 ${civ(e.id)} is still inside ${userText(e.feature)} as it burns out: Obviously Dead (L1041). A civilian casualty: −1 VP at the mission's end (L1281).`];
      const r = e.result;
      const out = r.outcome === 'leave' ? `he gets out, to ${e.to ? formatPoint(e.to) : 'outside'}` : r.outcome === 'carry-on' ? 'he stays inside' : 'burned: hit at Impact 3, knocked down counting as wounded';
      return [`🔥 ${civ(e.id)} In a Fire in ${userText(e.feature)}, DV ${e.dv}, at the turn's end (L1043): 2d6 ${faces(r.part)} vs REP ${r.rep} → ${r.passes} passed: ${out}.`];
    }
    case 'under-fire': {
      const hits = e.result.hits[e.id] ?? 0;
      return [`🔥 ${civ(e.id)} is under the ${userText(e.weapon)} (${nameOf(e.by)}'s fire on everyone there, L785, L1906, L1931): ${e.result.tr} dice ${faces(e.result.part)} + REP ${e.result.rep} → ${hits === 0 ? 'no hit' : `${hits} hit${hits === 1 ? '' : 's'}`}.`];
    }
    case 'shot': {
      const hits = e.result.hits[e.id] ?? 0;
      return [`🔫 ${nameOf(e.figure)} fires his ${userText(e.weapon)} at ${civ(e.id)} (Ranged Combat, L816–L835): ${e.result.tr} dice ${faces(e.result.part)} + REP ${e.result.rep} → ${hits === 0 ? 'no hit' : `${hits} hit${hits === 1 ? '' : 's'}`}${e.result.outOfAmmo ? '; out of ammo' : ''}.`];
    }
    case 'told':
      return [`👥 ${civ(e.id)}, spoken to by ${nameOf(e.figure)}: ${TOLD[e.result]} (L1298).`];
    case 'directed':
      return [`👥 ${civ(e.id)} moves as told to ${formatPoint(e.to)}${e.fast ? ` (Fast Move ${faces(e.fast.part)}: up to ${e.fast.inches}")` : ''} (L1298).`];
    case 'forced': {
      const roll = `${nameOf(e.figure)} ${faces(e.parts[0])}: ${e.figureSuccesses} against his ${faces(e.parts[1])}: ${e.civilianSuccesses}`;
      return [
        e.flees
          ? `👥 ${nameOf(e.figure)} tries to force ${civ(e.id)} (a round of melee, no damage, L1298): ${roll} → he wins and flees, a Fast Move ${faces(e.fast?.part)} to ${formatPoint(e.to!)}.`
          : `👥 ${nameOf(e.figure)} forces ${civ(e.id)} (a round of melee, no damage, L1298): ${roll} → he will move as directed this turn.`,
      ];
    }
  }
}

/** The post's headline for a civilian event: casualties and reactions; the rest is in Details. */
export function civilianHeadline(e: CivilianEvent): string | undefined {
  switch (e.what) {
    case 'placed':
      return `👥 ${e.civilians.length} civilian${e.civilians.length === 1 ? '' : 's'} by ${userText(e.building)}: ${e.civilians.map((c) => userText(c.id)).join(', ')}.`;
    case 'hit':
      return e.result === 'obviously-dead' || e.result === 'out-of-the-fight' ? `👥 ${civ(e.id)} ${HIT[e.result]}: −1 VP (L1281).` : undefined;
    case 'react':
      return `👥 Civilians ${e.civilians.map(userText).join(', ')}: ${REACTION[e.reaction]}.`;
    case 'shot':
      return `🔫 ${nameOf(e.figure)} fires at ${civ(e.id)}: ${(e.result.hits[e.id] ?? 0) > 0 ? 'hit' : 'missed'}.`;
    case 'in-a-fire':
      return e.result ? undefined : `🔥 ${civ(e.id)} dies in ${userText(e.feature)} as it burns out: −1 VP (L1281).`;
    case 'forced':
      return e.flees ? `👥 ${civ(e.id)} breaks free and flees.` : `👥 ${civ(e.id)} gives in.`;
    default:
      return undefined;
  }
}

/** The most civilians the status names one by one (the post must fit one message). */
const LISTED = 12;

const STATE = { 'carry-on': '', 'out-of-fight': 'wounded', 'obviously-dead': 'dead', 'left-table': 'gone' } as const;

/** The civilians in a status line: where each is and what he is about (L1262–L1298). */
export function civilianStatusLine(civilians: readonly TableCivilian[]): string[] {
  const here = civilians.filter((c) => c.status !== 'left-table');
  if (!here.length) return [];
  const each = here.slice(0, LISTED).map((c) => `${userText(c.id)} ${formatPoint(c.at)} ${c.status === 'carry-on' ? `${DOING[c.doing]}${c.prone ? ', prone' : ''}${c.refuses ? ', refuses' : c.directed ? ', will move as told' : ''}` : STATE[c.status]}`);
  const more = here.length > LISTED ? `; and ${here.length - LISTED} more` : '';
  return [`👥 Civilians, no one's side (L1262): ${each.join('; ')}${more}.`];
}
