import type { FireEffect } from '../rules/fire/direct-fire.js';
import type { DirectFireResult } from '../rules/fire/direct-fire.js';
import type { FireResult } from '../rules/fire/fire-results.js';
import type { PassResult } from '../rules/game/initiative.js';
import type { Modifier, ModifierReason } from '../rules/game/modifiers.js';
import type { ReactiveFireResult } from '../rules/fire/reactive-fire.js';
import type { ReconByFireResult } from '../rules/fire/recon-by-fire.js';
import type { Volley } from '../rules/fire/volley.js';
import { userText } from '../../../app/format.js';
import type { Namer } from './session.js';

const REASONS: Readonly<Record<ModifierReason, string>> = {
  'target-protected': 'target protected',
  'target-bunker': 'target in a bunker',
  'target-just-landed': 'paratroops in the open the initiative they land',
  'mounted-ignores-cover': 'mounted Dragoons ignore cover',
  bazooka: 'attached Bazooka',
  'uneducated-he': 'Uneducated crew on HE',
  'smg-point-blank': 'SMG at point blank',
  'firer-pinned': 'firer pinned',
  'indirect-cover': 'indirect cover',
  'uneducated-barrage': 'Uneducated observer on a barrage',
  'uneducated-smoke': 'Uneducated observer on smoke',
  'uneducated-acc': 'Uneducated crew on ACC',
  'weapon-acc': 'weapon ACC',
  commander: 'commander',
  'command-team': 'Command Team',
  commissar: 'Political Commissar',
  'out-of-sight': 'out of enemy sight',
  'shooting-in-vicinity': 'shooting nearby',
  squad: 'squad',
  veteran: 'veteran',
  green: 'green',
  'heavy-weapon': 'heavy weapon',
  scout: 'scouts',
  'bow-gang': 'bow gang',
  'mounted-dragoon': 'mounted Dragoons',
  suppressed: 'suppressed',
  pinned: 'pinned',
};

/** A signed number as the texts print it: `+1`, `−2`, `+0`. */
export const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);

/**
 * One modifier in words: `−1 die (target protected: cover, ground hug)`, `+1 (commander PC1)`. A
 * stand it names is of `side`, the side whose roll it modifies.
 */
export function modifierText(m: Modifier, name: Namer, side: string): string {
  const parts: string[] = [];
  if (m.dice !== undefined) parts.push(`${signed(m.dice)} ${Math.abs(m.dice) === 1 ? 'die' : 'dice'}`);
  if (m.value !== undefined) parts.push(signed(m.value));
  if (m.hitOn !== undefined) parts.push(`hits on ${m.hitOn}+`);
  const why = [REASONS[m.reason], m.causes?.length ? `: ${m.causes.join(', ')}` : '', m.stand ? ` ${name(m.stand, side)}` : ''].join('');
  return `${parts.join(', ')} (${why})`;
}

export const RESULT_WORDS: Readonly<Record<FireResult, string>> = { none: 'no effect', pin: 'PIN', suppress: 'SUPPRESS', kill: 'KILL' };

/** Each firer's pool, why it has that many dice, the faces and what they came to: `side`'s volley. */
export function volleyText(v: Volley, name: Namer, side: string): string {
  const own = (id: string): string => name(id, side);
  const lines = v.shots.map((s) => {
    const mods = s.modifiers.length ? `; ${s.modifiers.map((m) => modifierText(m, name, side)).join('; ')}` : '';
    const dice = s.part ? `[${s.faces.join(', ')}]` : '(no dice)';
    return `• ${own(s.stand)}: ${s.base} dice base${mods} → ${s.dice}d6 hitting on ${s.hitOn}+ ${dice} = ${s.hits} hit${s.hits === 1 ? '' : 's'}, ${RESULT_WORDS[s.result]}`;
  });
  if (v.group) {
    const how = v.group.kind === 'fire-group' ? `fire group led by ${own(v.group.leader)}` : `crossfire directed by ${own(v.group.director)} (${v.group.used}${v.group.limit ? ` of ${v.group.limit}` : ''} used)`;
    lines.unshift(`${how}${v.group.kind === 'fire-group' ? reachText(v.group, own) : ''}: the best single result counts, never the sum`);
  }
  if (v.revealed.length) lines.push(`Revealed by firing: ${v.revealed.map(own).join(', ')}`);
  return lines.join('\n');
}

/**
 * How "within one stand width" was settled for a group (crossfire-core §1.1): measured on the board,
 * or on the owner's word for stands without a position.
 */
export function reachText(r: { readonly measured?: readonly string[]; readonly onWord?: readonly string[] }, own: (id: string) => string): string {
  const parts = [
    ...(r.measured?.length ? [`${r.measured.map(own).join(', ')} measured on the board`] : []),
    ...(r.onWord?.length ? [`${r.onWord.map(own).join(', ')} on the owner's word`] : []),
  ];
  return parts.length ? ` (within one stand width: ${parts.join('; ')})` : '';
}

/** What a fire did to its target, a stand of `side`. */
export function effectText(e: FireEffect, name: Namer, side: string): string {
  if (e.from === e.to) return `${name(e.stand, side)}: ${RESULT_WORDS[e.result]}, stays ${e.to}`;
  return `${name(e.stand, side)}: ${RESULT_WORDS[e.result]} → ${e.from} becomes **${e.to}**`;
}

export const initiativeText = (i: 'keep' | 'pass'): string => (i === 'keep' ? 'initiative kept' : 'initiative passes');

/** A cover the side declared against the board's reading (crossfire-core §1.1.1): said as its word. */
export function boardCoverText(boardCover: string | undefined): string {
  return boardCover === undefined ? '' : `, declared: the board reads ${boardCover}`;
}

export function directFireText(r: DirectFireResult, name: Namer): string {
  return [
    `**${userText(r.side)}** fires at ${name(r.target, r.targetSide)} (${r.cover}${boardCoverText(r.boardCover)})`,
    volleyText(r.volley, name, r.side),
    `Result: ${effectText(r.effect, name, r.targetSide)} — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}

export function reactiveFireText(r: ReactiveFireResult, name: Namer): string {
  const reckless = r.recklessFrom ? ` (Reckless assault: ${RESULT_WORDS[r.recklessFrom]} counts as ${RESULT_WORDS[r.effect.result]})` : '';
  const move = { continues: 'the move goes on', stopped: 'the move stops', ended: 'the mover is out of action' }[r.move];
  return [
    `**${userText(r.side)}** fires reactively at ${name(r.target, r.targetSide)} (${r.cover}${boardCoverText(r.boardCover)}${r.assault ? ', closing to assault' : ''})`,
    volleyText(r.volley, name, r.side),
    `Result: ${effectText(r.effect, name, r.targetSide)}${reckless}; ${move}.`,
    ...(r.noFire.length ? [`NO FIRE: ${r.noFire.map((id) => name(id, r.side)).join(', ')}`] : []),
    ...(r.pushedBack ? [pushedBackText(r, name)] : []),
    `${initiativeText(r.initiative)}.`,
  ].join('\n');
}

/** The Suppressed assaulter falls back one stand width (crossfire-core §1.8, S6). */
function pushedBackText(r: ReactiveFireResult, name: Namer): string {
  const to = r.pushedBack?.to;
  return `${name(r.target, r.targetSide)} is pushed back one stand width${to ? ` to ${to.x},${to.y}` : ''} and does not reach close combat.`;
}

export function reconByFireText(r: ReconByFireResult, name: Namer): string {
  return [
    `**${userText(r.side)}** fires recon by fire into ${userText(r.feature)} (needs ${r.needed} hit${r.needed === 1 ? '' : 's'} on the best shot)`,
    volleyText(r.volley, name, r.side),
    r.success
      ? r.revealed.length
        ? `Success: revealed ${r.revealed.map((id, i) => name(id, r.revealedSides[i] ?? '')).join(', ')}.`
        : 'Success: nothing there.'
      : 'Failed.',
    ...r.effects.map((e, i) => effectText(e, name, r.revealedSides[i] ?? '')),
    `${initiativeText(r.initiative)}.`,
  ].join('\n');
}

export function passText(r: PassResult): string {
  return `**${userText(r.from)}** passes the initiative.`;
}
