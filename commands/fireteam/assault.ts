import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { diceText, namerFor, pointText, type UnitNamer } from '../../src/rulesets/fireteam/play/format.js';
import { coverAt, homeEdge, towardEdge } from '../../src/rulesets/fireteam/rules/terrain.js';
import type { Point } from '../../src/core/board/geometry.js';
import { fail, ok } from '../../src/core/result.js';
import { assault, checkAssaultReach, type AssaultGroup, type AssaultResult } from '../../src/rulesets/fireteam/rules/assault.js';
import { enemyUnit, findUnit, ownUnit, pinUnit, updateUnit } from '../../src/rulesets/fireteam/rules/state.js';
import { endStep } from '../../src/rulesets/fireteam/rules/turn.js';
import { figuresLeft, isOnTable, isVehicle, type Unit } from '../../src/rulesets/fireteam/rules/units.js';
import type { FireteamGame } from '../../src/rulesets/fireteam/rules/game.js';

const ids = (text: string): string[] => [...new Set(text.split(',').map((x) => x.trim()).filter(Boolean))];

/** Figures a unit lost in the assault (ids are unique only within a side). */
interface Lost {
  readonly id: string;
  readonly side: string;
  readonly n: number;
  readonly gone: boolean;
}

/** Casualties go to the listed units in order, each losing up to the figures it has left. */
function takeCasualties(game: FireteamGame, units: readonly Unit[], casualties: number): { game: FireteamGame; lost: Lost[] } {
  let g = game;
  let left = casualties;
  const lost: Lost[] = [];
  for (const u of units) {
    const n = Math.min(left, figuresLeft(u));
    if (n === 0) continue;
    left -= n;
    const gone = n === figuresLeft(u);
    g = updateUnit(g, u, (x) => ({ ...x, casualties: x.casualties + n, ...(gone ? { status: 'removed' as const, onTable: false } : {}) }));
    lost.push({ id: u.id, side: u.side, n, gone });
  }
  return { game: g, lost };
}

export const fireteamAssault = command({
  name: 'assault',
  description: 'Assaults: your units dash into combat; every figure rolls vs expertise to kill',
  help: 'attackers: your units in contact (within 1" of the targeted unit, house rule assault.contactInches); defenders: the targeted enemy unit first, then any it moves in from within 4". Assaulter +1, pinned −1, in cover +1 (the defenders\' cover from the board unless declared). The side with more casualties withdraws 12" toward its edge, Pinned.',
  options: {
    attackers: { type: 'string', description: 'Your assaulting units, comma-separated', required: true, maxLength: 200 },
    defenders: { type: 'string', description: 'The enemy unit assaulted, then any moved in within 4"', required: true, maxLength: 200 },
    cover: { type: 'boolean', description: 'The defenders are in cover (default: from the board)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam assault', move: 'assault', side: o.side },
      ({ game, side, roller, rules, board }) => {
        const attackers: Unit[] = [];
        for (const id of ids(o.attackers)) {
          const u = ownUnit(game, side, id);
          if (!u.ok) return u;
          // Seed 004, Pinning and Morale: a permanently Pinned unit "may not shoot or move but will fight if assaulted".
          if (!isOnTable(u.value) || isVehicle(u.value) || u.value.aboard !== undefined || u.value.status === 'permanently-pinned') return fail('fireteam/cannot-assault', { unit: u.value.id });
          if (u.value.assaultedThisTurn === true) return fail('fireteam/already-assaulted', { unit: u.value.id });
          attackers.push(u.value);
        }
        const defenders: Unit[] = [];
        for (const id of ids(o.defenders)) {
          const u = enemyUnit(game, side, id);
          if (!u.ok) return u;
          if (isVehicle(u.value) || u.value.aboard !== undefined) return fail('fireteam/cannot-assault', { unit: u.value.id });
          defenders.push(u.value);
        }
        const [targeted, ...helpers] = defenders;
        if (targeted) {
          const reach = checkAssaultReach({ target: targeted, attackers, helpers }, rules);
          if (!reach.ok) return reach;
        }
        const ground = o.cover === undefined ? coverAt(board, defenders[0]?.position) : undefined;
        const inCover = o.cover ?? ground?.cover !== 'open';
        const group = (u: Unit, cover: boolean): AssaultGroup => ({
          unit: u.id,
          quality: u.quality,
          figures: figuresLeft(u),
          pinned: u.status === 'pinned' || u.status === 'permanently-pinned',
          inCover: cover,
        });
        const r = assault({ attackers: attackers.map((u) => group(u, false)), defenders: defenders.map((u) => group(u, inCover)) }, roller, rules);
        if (!r.ok) return r;
        const a = takeCasualties(game, attackers, r.value.attackers.casualties);
        const d = takeCasualties(a.game, defenders, r.value.defenders.casualties);
        let next = attackers.reduce((g, u) => updateUnit(g, u, (x) => ({ ...x, assaultedThisTurn: true })), d.game);
        const withdrawn: { id: string; side: string; to?: Point }[] = [];
        if (r.value.withdraws) {
          const losers = r.value.withdraws.side === 'attackers' ? attackers : defenders;
          for (const u of losers) {
            const now = findUnit(next, u)!;
            if (!isOnTable(now)) continue;
            const edge = board ? homeEdge(board, now.side) : undefined;
            const to = edge && now.position && board ? towardEdge(now.position, edge, r.value.withdraws.inches, board.board) : undefined;
            next = pinUnit(to ? updateUnit(next, u, (x) => ({ ...x, position: to })) : next, u);
            withdrawn.push({ id: u.id, side: u.side, ...(to ? { to } : {}) });
          }
        }
        const coverFrom = ground?.feature;
        const sides = { attackers: side, defenders: defenders[0]?.side ?? side };
        return ok({ game: endStep(next, side), result: { r: r.value, lost: [...a.lost, ...d.lost], withdrawn, inCover, coverFrom, sides } });
      },
      ({ r, lost, withdrawn, inCover, coverFrom, sides }, view) => assaultText(r, lost, withdrawn, inCover, coverFrom, sides, namerFor(view)),
    ));
  },
});

function assaultText(
  r: AssaultResult,
  lost: readonly Lost[],
  withdrawn: readonly { id: string; side: string; to?: Point }[],
  inCover: boolean,
  coverFrom: string | undefined,
  sides: { readonly attackers: string; readonly defenders: string },
  name: UnitNamer,
): string {
  const rolled = [...r.attackers.rolls.map((g) => ({ g, side: sides.attackers })), ...r.defenders.rolls.map((g) => ({ g, side: sides.defenders }))];
  const rolls = rolled.map(({ g, side }) => `• ${name(g.unit, side)}: ${diceText(g.part)}${g.modifiers.length ? ` (${g.modifiers.map((m) => `${m.reason.replace('-', ' ')} ${m.value < 0 ? '−' : '+'}${Math.abs(m.value)}`).join(', ')})` : ''} → ${g.kills} kill${g.kills === 1 ? '' : 's'}`);
  const losses = lost.length ? lost.map((l) => `${name(l.id, l.side)} loses ${l.n}${l.gone ? ' — wiped out' : ''}`).join('; ') : 'no losses';
  const winner = r.winner === 'none' ? 'No result: nobody withdraws.' : `The ${r.winner} win${r.tie ? ' the tie' : ''}.`;
  const back = withdrawn.length ? ` ${withdrawn.map((w) => `${name(w.id, w.side)}${w.to ? ` to ${pointText(w.to)}` : ''}`).join(', ')} withdraw${withdrawn.length === 1 ? 's' : ''} 12" and count${withdrawn.length === 1 ? 's' : ''} Pinned.` : '';
  return [
    `⚔️ Assault${inCover ? ` (defenders in cover${coverFrom ? `: ${userText(coverFrom)}` : ''})` : ''}: attackers kill ${r.attackers.kills}, defenders kill ${r.defenders.kills}.`,
    ...rolls,
    `Casualties: ${losses}. ${winner}${back}`,
  ].join('\n');
}
