import type { RuleResult } from '../../../core/result.js';
import type { StandViewData } from '../rules/view.js';
import type { CommandContext } from '../../../app/command.js';
import { actingSide, type MoveError } from '../../../app/run-move.js';
import { userText } from '../../../app/format.js';
import { sideNote, type FogoTable } from './session.js';

const NONE: ReadonlySet<string> = new Set();

export type SetupError = MoveError;

/**
 * The side a set-up command works on: a player's own side, or, for the GM (who sets up for
 * anyone), the side named in the `side` option.
 */
export function setupSide(ctx: CommandContext, table: FogoTable, named: string | undefined): RuleResult<string, SetupError> {
  return actingSide(ctx, table.campaign, named, true);
}

/**
 * A stand line from a projected view: the owner's details only where the view holds them. `shared`
 * holds the ids other sides' units share in that view (`sharedInView`): those stands, and their own
 * side's stands they name, are followed by their side.
 */
export function standLine(s: StandViewData, shared: ReadonlySet<string> = NONE): string {
  const sameSide = (id: string): string => `${userText(id)}${sideNote(shared, id, s.side)}`;
  const markers = [
    s.status !== 'ok' ? s.status.toUpperCase() : '',
    s.noFire ? 'NO FIRE' : '',
    s.groundHug ? 'ground hug' : '',
    s.mounted ? 'mounted' : '',
    s.looter ? 'Looter' : '',
  ].filter(Boolean);
  const where = s.feature ? ` in ${userText(s.feature)}` : '';
  const own = s.own
    ? ` — ${s.own.quality}, fieldcraft ${s.own.fieldcraft}${s.own.traits.length ? `, ${s.own.traits.join(', ')}` : ''}${s.own.hidden ? ', **hidden**' : ''}${s.own.commandedBy ? `, under ${sameSide(s.own.commandedBy)}` : ''}${s.own.attachedTo ? `, with ${sameSide(s.own.attachedTo)}` : ''}${s.own.offTable ? ', off table' : ''}`
    : s.quality !== undefined || s.rating !== undefined
      ? ` — ${[s.quality, s.rating === undefined ? undefined : `rating ${s.rating}`].filter(Boolean).join(', ')} (shown in a roll)`
      : '';
  return `\`${s.id}\`${sideNote(shared, s.id, s.side)} ${s.type}${s.echelon ? ` ${s.echelon}` : ''}${where}${markers.length ? ` [${markers.join(', ')}]` : ''}${own}`;
}
