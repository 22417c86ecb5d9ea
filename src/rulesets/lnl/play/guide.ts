import { formatHex, sameHex } from '../../../core/board/hex.js';
import { inPlay, isLeg } from '../rules/game/units.js';
import { possessive, userText } from '../../../app/format.js';
import type { Asker, Guide } from '../../../core/ruleset.js';
import type { LnlView } from '../rules/game/view.js';
import { turnLine } from './phase-text.js';
import { sameName } from '../../../core/same-name.js';

const bold = (s: string): string => `**${userText(s)}**`;

/** The orders of an activation (Operations Phase 4.0), as the guide lists them. */
const ACTIVATIONS = '`/lnl move`, `/lnl fire`, `/lnl spot`, `/lnl ordnance`, `/lnl smoke`, `/lnl melee`, `/lnl artillery`, `/lnl overrun`';

/** How the Rally phase ends (3.0), with who has passed so far. */
function rallyEnds(view: LnlView): string {
  const done = view.sides.filter((s) => view.rallyDone.some((d) => sameName(d, s)));
  return `The Rally phase ends when both sides are done rallying (\`/lnl pass\`): ${done.length ? `${done.map(bold).join(' and ')} done` : 'neither is yet'}.`;
}

/** How the Operations phase ends (4.0), with the passes so far. */
function operationsEnds(view: LnlView): string {
  return `The Operations phase ends after three consecutive passes: ${view.passes} so far. Then the bot runs the Administrative phase and the next turn begins.`;
}

/**
 * What a Lock 'n Load player may do now (LnL player aid, Rally Phase 3.0, Operations Phase 4.0,
 * Opportunity Fire 5.3): the turn, the phase and whose impulse, the orders open to the asker, and how
 * the phase ends. Every counter and roll is public in Lock 'n Load, so the view tells no secret.
 */
export function lnlGuide(view: LnlView, asker: Asker): Guide {
  const now = turnLine(view);
  const gm = asker.gm ? ['You are the GM: give any order for a side with `side:`; `/lnl unit set` corrects a counter in public.'] : [];
  if (asker.side === undefined && !asker.gm) return { now, next: [`Join a side to play: \`/campaign join side:<${view.sides.map(userText).join('|')}>\`.`] };
  const side = asker.side;
  const roster = side !== undefined && !view.units.some((u) => sameName(u.side, side))
    ? ['Your side has no counters yet: deploy them with `/lnl roster builtin:<roster>` (or `file:` your JSON).']
    : [];
  const lines: string[] = [];
  if (view.phase === 'rally') {
    if (!view.initiativeSettled) lines.push(`Roll for the initiative first: \`/lnl initiative\` (either side rolls for both; a tie leaves it with ${bold(view.initiative)}).`);
    if (side !== undefined) {
      lines.push(
        view.rallyDone.some((d) => sameName(d, side))
          ? `You are done rallying; waiting for ${view.sides.filter((s) => !view.rallyDone.some((d) => sameName(d, s))).map(bold).join(' and ')}.`
          : 'Rally your Shaken units with a leader in their hex (`/lnl rally unit:<id>`), heal the wounded with a medic (`/lnl heal`), then `/lnl pass` when you are done rallying.',
      );
    }
    lines.push(rallyEnds(view));
  } else if (view.phase === 'operations') {
    if (side !== undefined) {
      const mine = sameName(view.impulse, side);
      if (mine) {
        const held = view.activeHex;
        // Who could melee there, as the melee counts them (8.0): leg units in play, not aboard a vehicle.
        const fighters = (ours: boolean) => held !== undefined && view.units.some((u) => sameName(u.side, side) === ours && inPlay(u) && isLeg(u.kind) && u.aboard === undefined && u.at !== undefined && sameHex(u.at, held));
        lines.push(
          held
            ? !view.units.some((u) => sameName(u.side, side) && inPlay(u) && u.at !== undefined && sameHex(u.at, held))
              ? `Your units that held the impulse in ${formatHex(held)} are out of play: \`/lnl pass\` ends the impulse (not counted as a pass).`
              : fighters(true) && fighters(false)
                ? `Your units entered the enemy's hex ${formatHex(held)} (\`more:true\`): they melee there (\`/lnl melee hex:${formatHex(held)}\`, Melee 8.0), or \`/lnl pass\` ends the impulse.`
                : `Your impulse is held for the units in ${formatHex(held)} (\`more:true\`): they act again (add \`more:true\` to keep it once more), or \`/lnl pass\` ends the impulse (not counted as a pass).`
            : `Your impulse: activate one hex — ${ACTIVATIONS} — or \`/lnl pass\`. Add \`more:true\` to keep the impulse for the same hex (assault fire after an assault move, a melee after moving into an enemy hex).`,
        );
      } else {
        lines.push(`It is ${possessive(bold(view.impulse))} impulse: you may opportunity-fire at units that just moved, in the hex they entered (\`/lnl fire … opportunity:true\`).`);
      }
      const m = view.lastMove;
      if (m && !sameName(m.side, side)) {
        lines.push(`${bold(m.side)} last moved into ${formatHex(m.hex)}: opportunity fire at those units there uses no impulse (\`/lnl fire units:<ids> target:${formatHex(m.hex)} opportunity:true\`).`);
      }
    }
    lines.push(operationsEnds(view));
  }
  return { now, next: [...gm, ...roster, ...lines] };
}
