import type { Roller } from '../../../core/dice/roller.js';
import { smokeCheck } from '../rules/artillery.js';
import { morale } from '../rules/morale.js';
import { sidedDeclarations, withUnits } from '../rules/state.js';
import { completeSmokeCheck, endPhase, PHASE_TABLE } from '../rules/turn.js';
import { hasRole, isInPlay, isOnTable, type Unit } from '../rules/units.js';
import { userText } from '../../../app/format.js';
import { declaringUnit, extrasOf, keptFor, listed, withExtras, type FireteamGame } from '../rules/game.js';
import { namerFor, PHASE_TEXT } from './format.js';
import { viewFireteam } from '../rules/view.js';
import { PUBLIC } from '../../../core/views.js';

const allDone = (g: FireteamGame): boolean => g.sides.every((s) => g.step.done.includes(s));

/** Whether every declared shot of this firing phase has been resolved (or withheld). */
export function firingResolved(g: FireteamGame): boolean {
  const resolved = extrasOf(g).resolved;
  return sidedDeclarations(g).every((d) => {
    const u = declaringUnit(g, d);
    return u !== undefined && listed(resolved, u);
  });
}

/** Whether the phase is over by itself: its orders are all given, so the bot moves the game on. */
function phaseOver(g: FireteamGame): boolean {
  switch (g.phase) {
    case 'patrol':
      return g.patrol !== undefined && g.patrol.stage !== 'moving';
    case 'deploy-jops':
      return g.patrol !== undefined && g.patrol.stage === 'done';
    case 'firing':
      return allDone(g) && firingResolved(g);
    case 'pinning':
      return allDone(g) || nothingToRally(g);
    default:
      return (PHASE_TABLE[g.phase].order === 'alternate' || PHASE_TABLE[g.phase].order === 'free') && allDone(g);
  }
}

/** No unit Pinned or hit this turn: no rally or medic to wait for, only morale to judge. */
function nothingToRally(g: FireteamGame): boolean {
  const kills = extrasOf(g).killsThisTurn;
  return !g.units.some((u) => isInPlay(u) && (u.status === 'pinned' || u.pinsThisTurn > 0 || (keptFor(kills, u) ?? 0) > 0));
}

const hasCommissar = (g: FireteamGame, side: string): boolean =>
  g.units.some((u) => u.side === side && isOnTable(u) && (hasRole(u, 'commissar-heroic') || hasRole(u, 'commissar-kgb')));

/**
 * Seed 004, Pinning and Morale, judged as the phase closes (after rallies and medics): 30% casualties
 * permanently Pinned, 60% removed, a side's Commissar on the table holding its routers in the field.
 */
function judgeMorale(g: FireteamGame): { game: FireteamGame; lines: string[] } {
  const changed: Unit[] = [];
  const lines: string[] = [];
  const unitName = namerFor(viewFireteam(g, PUBLIC));
  for (const u of g.units) {
    if (!isInPlay(u) || u.figures < 1 || u.casualties === 0) continue;
    const r = morale({ figures: u.figures, casualties: u.casualties, commissar: hasCommissar(g, u.side) });
    const share = `${u.casualties}/${u.figures} lost`;
    if (r.status === 'removed') {
      changed.push({ ...u, status: 'removed', onTable: false, overwatch: false, goneToGround: false });
      lines.push(`💀 ${unitName(u.id, u.side)} ${share} (60%+): removed.`);
    } else if (r.status === 'permanently-pinned' && u.status !== 'permanently-pinned') {
      changed.push({ ...u, status: 'permanently-pinned', overwatch: false });
      lines.push(`🛑 ${unitName(u.id, u.side)} ${share} (30%+${r.heldByCommissar ? ', held in the field by its Commissar' : ''}): permanently Pinned — no shooting or moving, but it fights if assaulted.`);
    }
  }
  return { game: withUnits(g, changed), lines };
}

/**
 * Moves the game on while a phase is over by itself (seed 004, Turn Sequence): the patrol ends when
 * every marker is locked, the JOP stage when all are placed, an alternating phase when both sides
 * are done, the firing phase when all declared fire is resolved, the pinning phase when both sides
 * are done (morale judged then). A new turn first rolls for any smoke. Returns the lines to post.
 */
export function advance(start: FireteamGame, roller: Roller): { game: FireteamGame; lines: string[] } {
  let g = start;
  const lines: string[] = [];
  for (let guard = 0; guard < 20; guard++) {
    if (g.pendingChecks.includes('smoke-dispersal')) {
      const keep: string[] = [];
      for (const cloud of g.smoke) {
        const c = smokeCheck(roller);
        if (!c.vanishes) keep.push(cloud.id);
        lines.push(`💨 Smoke ${userText(cloud.id)}: d6 ${c.part.total} — ${c.vanishes ? 'vanishes' : 'stays'}.`);
      }
      g = completeSmokeCheck(g, keep);
      continue;
    }
    if (!phaseOver(g)) break;
    let before = g;
    if (g.phase === 'pinning') {
      const judged = judgeMorale(g);
      lines.push(...judged.lines);
      before = judged.game;
    }
    const next = endPhase(before);
    if (!next.ok) break;
    const c = next.value;
    g = c.state;
    // Named as the channel sees the game now: from its public view.
    const name = namerFor(viewFireteam(g, PUBLIC));
    if (c.pinsLapsed.length) lines.push(`Pins from earlier turns lapse: ${c.pinsLapsed.map((id, i) => name(id, c.pinsLapsedSides[i] ?? '')).join(', ')}.`);
    if (c.overwatchEnded.length) lines.push(`Overwatch ends: ${c.overwatchEnded.map((id, i) => name(id, c.overwatchEndedSides[i] ?? '')).join(', ')}.`);
    if (c.from === 'firing') g = withExtras(g, { resolved: [] });
    if (c.from === 'assaults') g = withExtras(g, { killsThisTurn: {}, heavyHits: [], awaitingOverwatch: undefined });
    if (c.from === 'movement') g = withExtras(g, { awaitingOverwatch: undefined });
    lines.push(`⏭️ ${PHASE_TEXT[c.from]} over${c.from === 'assaults' ? `: turn ${c.turn} begins` : ''}.`);
  }
  return { game: g, lines };
}
