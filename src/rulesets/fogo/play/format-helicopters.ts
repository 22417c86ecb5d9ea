import { userText } from '../../../app/format.js';
import type { AntiAircraftResult, HelicopterFireResult } from '../rules/support/helicopter-fire.js';
import type { GroupMoveResult } from '../rules/actions/group-move.js';
import { RESULT_WORDS, boardCoverText, effectText, initiativeText, modifierText, volleyText } from './format.js';
import { moveText } from './format-actions.js';
import type { Namer } from './session.js';

/*
 * Helicopters in the fight and group moves in words. A helicopter over the table is public, so its
 * id and type are named; who is aboard never is (crossfire-core §2.10.1): a helicopter shot down is
 * told as down "with all aboard", never who they were.
 */

const WEAPON = { 'door-guns': 'door guns', cannon: '20 mm cannon' } as const;
const MOVE = { continues: 'the move goes on', stopped: 'the move stops', ended: 'the mover is out of action' } as const;

/** A helicopter's guns at a stand: its pool, why, the faces and the result. */
export function helicopterFireText(r: HelicopterFireResult, name: Namer): string {
  const s = r.shot;
  const mods = s.modifiers.length ? `; ${s.modifiers.map((m) => modifierText(m, name, r.side)).join('; ')}` : '';
  const faces = s.part ? `[${s.faces.join(', ')}]` : '(no dice)';
  return [
    `**${userText(r.side)}**: helicopter **${userText(r.helicopter)}** (${r.type}) fires its ${WEAPON[r.weapon]}${r.reactive ? ' reactively' : ''} at ${name(r.target, r.targetSide)} (${r.cover}${boardCoverText(r.boardCover)})`,
    `• ${s.base} dice (\`${s.baseRule}\`)${mods} → ${s.dice}d6 hitting on ${s.hitOn}+ ${faces} = ${s.hits} hit${s.hits === 1 ? '' : 's'}, ${RESULT_WORDS[s.result]}`,
    `Result: ${effectText(r.effect, name, r.targetSide)}${r.move === undefined ? '' : `; ${MOVE[r.move]}`}.`,
    ...(r.noFire ? [`NO FIRE: helicopter **${userText(r.helicopter)}**`] : []),
    `${initiativeText(r.initiative)}.`,
  ].join('\n');
}

const OUTCOME = {
  none: 'no effect on a helicopter (a Pin does nothing to it); it hovers on',
  aborts: 'driven off — it flies back to base with everyone still aboard',
  downed: 'shot down, with all aboard',
} as const;

/** Anti-aircraft fire at a hovering helicopter: the volley, then what became of the helicopter. */
export function antiAircraftText(r: AntiAircraftResult, name: Namer): string {
  return [
    `**${userText(r.side)}** fires${r.reactive ? ' reactively' : ''} at helicopter **${userText(r.helicopter)}** (${userText(r.helicopterSide)}, ${r.type}) hovering over its landing zone`,
    volleyText(r.volley, name, r.side),
    `Result: ${OUTCOME[r.outcome]}.`,
    ...(r.noFire.length ? [`NO FIRE: ${r.noFire.map((id) => name(id, r.side)).join(', ')}`] : []),
    `${initiativeText(r.initiative)}.`,
  ].join('\n');
}

/**
 * A group move: the group as the board checked it, then each stand's move as a single move tells
 * it. Hidden members are neither named nor counted: one line says hidden stands moved with it.
 */
export function groupMoveText(r: GroupMoveResult, name: Namer): string {
  const seen = (id: string): boolean => name.seen(id, r.side);
  const measured = r.measured.filter(seen);
  const onWord = r.onWord.filter(seen);
  const shown = r.moves.filter((m) => seen(m.stand));
  const hidden = shown.length < r.moves.length;
  return [
    `**${userText(r.side)}** moves a group as one action, each stand within one stand width of another${measured.length ? ` (measured on the board: ${measured.map((id) => name(id, r.side)).join(', ')})` : ''}${onWord.length ? ` (on the owner's word, not placed: ${onWord.map((id) => name(id, r.side)).join(', ')})` : ''}.`,
    // Each member as a single move tells it, less the reactive-fire line the group says once below.
    ...shown.map((m) => `• ${moveText(m, name).split('\n').slice(0, -1).join('\n')}`),
    ...(hidden ? ['• Hidden stands of the group move with it; they stay hidden.'] : []),
    `The enemy may fire reactively at any stand of the group it sees move — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}
