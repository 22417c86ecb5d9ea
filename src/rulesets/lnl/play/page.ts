import { formatHex, sameHex, type HexCoord } from '../../../core/board/hex.js';
import type { HouseRules } from '../../../core/house-rules.js';
import type { PageIntent, PageKit, PageLine, PageOffer, PagePreview, PageTable } from '../../../core/page-orders.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { sameName } from '../../../core/same-name.js';
import { fireGround } from '../rules/fire/fire-ground.js';
import { firingStack } from '../rules/fire/fire-action.js';
import { hexOnMap } from '../rules/game/order-input.js';
import { hexOf, type LnlState } from '../rules/game/state.js';
import { inPlay, type Unit } from '../rules/game/units.js';
import type { LnlView, LnlViewData } from '../rules/game/view.js';
import { lnlScenario } from '../rules/map/scenario.js';
import { moveAction, type MoveKind } from '../rules/movement/move-action.js';
import { movementAllowance, planRoute } from '../rules/movement/movement-points.js';
import { checkOrder } from '../rules/phases/turn.js';

/*
 * Lock 'n Load's orders on the web page (issue 40). A hex's units move together to the hex tapped
 * (Movement 6.0), the way counted in MPs against each one's MF as the rules count it (`planRoute`,
 * `movementAllowance`, then `moveAction` itself for the verdict); they fire at the hex tapped (Fire
 * Combat 5.0), with its range, the line of sight and degrading hexes, the target's TM and whether it is
 * spotted (10.1), all read from the map. Whose impulse it is comes from the phase table (4.0). LnL
 * hides nothing (its view is the whole table), so the kit reads the game as the viewer's view holds it.
 */

const MOVES: readonly { readonly order: MoveKind; readonly label: string; readonly hint: string }[] = [
  { order: 'move', label: 'Move', hint: "The hex's units move together (6.0), the way counted in MPs against each one's MF" },
  { order: 'assault', label: 'Assault move', hint: 'Half the MPs; they may fire after it, at the DFT penalty (6.1)' },
  { order: 'stealth', label: 'Stealth move', hint: 'Half the MPs; not spotted entering cover (6.4)' },
  { order: 'low-crawl', label: 'Low crawl', hint: 'May not use all of the MF (6.3)' },
  { order: 'double-time', label: 'Double time', hint: '+2 MPs with a Good Order leader in the stack (6.2)' },
];

/**
 * The game as the viewer's view holds it: LnL's view is the whole table (`viewLnl`), but for this
 * turn's spots and rallies, which only make an order possible that the preview then calls unspotted.
 * The map's size bounds hexes as the game's grid does.
 */
function asState(view: LnlView, table: PageTable | undefined): LnlState {
  const { lastMove: _told, audience: _a, ...game } = view;
  return { ...game, rallied: [], ...(table?.board.kind === 'hex' ? { grid: { columns: table.board.columns, rows: table.board.rows } } : {}) };
}

/** The viewer's own units in play, by the ids the page names them by; undefined when one is not theirs. */
function ownUnits(view: LnlView, side: string, ids: readonly string[]): Unit[] | undefined {
  const out: Unit[] = [];
  for (const id of ids) {
    const u = view.units.find((x) => sameName(x.id, id) && sameName(x.side, side) && inPlay(x));
    if (!u) return undefined;
    out.push(u);
  }
  return out.length > 0 ? out : undefined;
}

function offers(view: LnlView, side: string, units: readonly string[]): readonly PageOffer[] {
  const mine = ownUnits(view, side, units);
  if (!mine) return [];
  // The orders of the phase (the phase table, 3.0, 4.0): a Shaken unit's rally attempt in the Rally phase, moves and fire in the Operations phase.
  if (view.phase === 'rally') {
    return mine.length === 1 && mine[0]!.status === 'shaken' && view.initiativeSettled ? [{ order: 'rally', label: 'Rally', target: 'none', hint: 'A rally attempt: a Morale Check, with a leader\'s help in its hex (3.0)' }] : [];
  }
  if (view.phase !== 'operations') return [];
  const leader = mine.some((u) => u.kind === 'leader' && u.status === 'good-order');
  const moves = MOVES.filter((m) => m.order !== 'double-time' || leader).map((m): PageOffer => ({ order: m.order, label: m.label, target: 'hex', hint: m.hint }));
  const fire: PageOffer[] = [{ order: 'fire', label: 'Fire', target: 'hex', hint: 'Direct fire at the hex you tap: 1d6 + FP + DFT against 1d6 + TM, then Damage Checks (5.0)' }];
  // Opportunity fire is at the enemy's last movers, in the hex they entered (5.3).
  if (view.lastMove && !sameName(view.lastMove.side, side)) fire.push({ order: 'opportunity', label: 'Opportunity fire', target: 'hex', hint: `At the units ${view.lastMove.side} just moved into ${formatHex(view.lastMove.hex)} (5.3)` });
  return [...moves, ...fire];
}

const hexTarget = (intent: PageIntent): string | undefined => (intent.target?.kind === 'hex' ? intent.target.hex : undefined);

/** Whose impulse it is, as the phase table says (4.0): a line, and the refusal the rules would give. */
function impulseLine(view: LnlView, state: LnlState, side: string, from: HexCoord | undefined, reaction: boolean): { readonly line: PageLine; readonly refusal?: PagePreview['refusal'] } {
  if (reaction) {
    // Opportunity fire answers the enemy's last move until its next order that is not a reaction (5.3).
    const m = view.lastMove;
    const open = m !== undefined && !sameName(m.side, side);
    return { line: { text: open ? `${m.side} just moved into ${formatHex(m.hex)}: you may answer it` : 'Opportunity fire answers the enemy\'s last move: there is none to answer', ok: open } };
  }
  const legal = checkOrder(state, side, 'activate', { ...(from ? { from } : {}), fires: false });
  if (legal.ok) return { line: { text: `${side}'s impulse`, ok: true } };
  return { line: { text: state.phase === 'operations' ? `${state.impulse}'s impulse` : `The ${state.phase} phase`, ok: false }, refusal: { code: legal.code, params: legal.params ?? {} } };
}

function movePreview(view: LnlView, side: string, movers: readonly Unit[], how: MoveKind, to: HexCoord, table: PageTable | undefined, rules: HouseRules): RuleResult<PagePreview> {
  const state = asState(view, table);
  const map = lnlScenario(table);
  const from = hexOf(state, movers[0]!);
  const options = { units: movers.map((u) => u.id).join(','), to: formatHex(to), ...(how === 'move' ? {} : { how }) };
  const command = { path: ['lnl', 'move'], options };
  const impulse = impulseLine(view, state, side, from, false);
  const tried = moveAction(state, { side, units: movers.map((u) => u.id), to, how, map, rules });
  const counted = movers.filter((u) => u.kind !== 'helicopter' && u.kind !== 'support-weapon');
  const enemyHeld = (h: HexCoord) => state.units.some((u) => !sameName(u.side, side) && inPlay(u) && !u.aboard && u.at !== undefined && sameHex(u.at, h));
  const route = from ? planRoute({ map, grid: state.grid, from, to, movers: counted, blocked: enemyHeld, rules }) : undefined;
  const lines: PageLine[] = [];
  const ends: { id: string; hex: string; ok: boolean }[] = [];
  if (route?.ok) {
    const way = route.value.hexes.map(formatHex).join(' ');
    lines.push({ text: `The way: ${way} (${route.value.hexes.length} ${route.value.hexes.length === 1 ? 'hex' : 'hexes'})`, ok: true });
    counted.forEach((u, i) => {
      const cost = route.value.costs[i]!;
      const a = movementAllowance(u, how, state.units.filter((w) => w.carriedBy === u.id && inPlay(w)).length, rules);
      const fits = how === 'low-crawl' ? cost.total < a.mp : cost.total <= a.mp;
      // Where this unit's MPs run out along the way: the stack goes no further than its slowest.
      let spent = 0;
      let reach: HexCoord | undefined;
      for (const s of cost.steps) {
        if (spent + s.mp > a.mp - (how === 'low-crawl' ? 1 : 0)) break;
        spent += s.mp;
        reach = s.hex;
      }
      const steps = cost.steps.map((s) => `${formatHex(s.hex)} ${s.mp}`).join(', ');
      const notes = a.notes.length ? ` (${a.notes.join(', ')})` : '';
      lines.push({ text: `${u.id}: ${cost.total} MP of ${a.mp}${notes} — ${steps}${fits ? '' : reach ? `; its MPs reach ${formatHex(reach)}` : '; it cannot leave its hex this way'}`, ok: fits });
      ends.push({ id: u.id, hex: formatHex(fits ? to : (reach ?? from!)), ok: fits });
    });
  }
  lines.push(impulse.line);
  const refusal = impulse.refusal ?? (tried.ok ? undefined : { code: tried.code, params: tried.params ?? {} });
  return ok({ ...command, lines, ends, ...(refusal ? { refusal } : {}) });
}

function firePreview(view: LnlView, side: string, firers: readonly Unit[], at: string, opportunity: boolean, table: PageTable | undefined, rules: HouseRules): RuleResult<PagePreview> {
  const state = asState(view, table);
  const options = { units: firers.map((u) => u.id).join(','), target: at, ...(opportunity ? { opportunity: true } : {}) };
  const stack = firingStack(state, side, firers.map((u) => u.id));
  if (!stack.ok) return stack;
  const ground = fireGround(state, table, side, firers[0]!.id, at, {}, rules);
  if (!ground.ok) return ground;
  const g = ground.value;
  const enemies = state.units.filter((u) => !sameName(u.side, side) && inPlay(u) && sameHex(hexOf(state, u) ?? { col: -1, row: -1 }, g.target));
  const lines: PageLine[] = [
    { text: enemies.length ? `${formatHex(g.target)}: ${enemies.map((u) => u.id).join(', ')}` : `${formatHex(g.target)}: no enemy there`, ok: enemies.length > 0 },
    ...firers.map((f) => ({ text: `${f.id}: range ${f.range}, the target ${g.sight.distance} ${g.sight.distance === 1 ? 'hex' : 'hexes'} away${f.range < g.sight.distance ? ': out of range' : ''}`, ok: f.range >= g.sight.distance })),
    g.losFromMap
      ? { text: g.sight.blocked ? 'Line of sight: blocked on the map' : `Line of sight: clear, ${g.sight.degrading} degrading ${g.sight.degrading === 1 ? 'hex' : 'hexes'} (10.3)`, ok: !g.sight.blocked }
      : { text: 'Line of sight: no map to read it from; yours to declare', ok: true },
    { text: `Target TM ${g.tm >= 0 ? '+' : ''}${g.tm}${g.tmFromWallOrHill ? ' (a wall or hill)' : ''}`, ok: true },
    opportunity
      ? { text: 'Opportunity fire: at the units that just moved there, spotted or not (5.3)', ok: true }
      : { text: g.spotted.length ? `Spotted (${g.spotted.join(', ').replace(/-/g, ' ')})` : 'Not spotted by the map: spot it first (/lnl spot), unless you did this turn', ok: g.spotted.length > 0 },
  ];
  const impulse = impulseLine(view, state, side, g.from, opportunity);
  lines.push(impulse.line);
  return ok({ path: ['lnl', 'fire'], options, lines, ...(impulse.refusal ? { refusal: impulse.refusal } : {}) });
}

function rallyPreview(view: LnlView, side: string, u: Unit, table: PageTable | undefined): RuleResult<PagePreview> {
  const state = asState(view, table);
  const legal = checkOrder(state, side, 'rally', { fires: false });
  return ok({
    path: ['lnl', 'rally'],
    options: { unit: u.id },
    lines: [{ text: `${u.id} (Shaken) tries to rally: a Morale Check, the hex's TM and a leader's help read from the map and the counters`, ok: true }],
    ...(legal.ok ? {} : { refusal: { code: legal.code, params: legal.params ?? {} } }),
  });
}

function preview(view: LnlView, side: string, intent: PageIntent, table: PageTable | undefined, rules: HouseRules): RuleResult<PagePreview> {
  const mine = ownUnits(view, side, intent.units);
  if (!mine) return fail('lnl/not-your-unit', { unit: intent.units.find((id) => !ownUnits(view, side, [id])) ?? intent.units[0] ?? '' });
  if (intent.order === 'rally' && mine.length === 1) return rallyPreview(view, side, mine[0]!, table);
  const at = hexTarget(intent);
  if (at === undefined) return fail('lnl/bad-hex', { text: '' });
  const move = MOVES.find((m) => m.order === intent.order);
  if (move) {
    const hex = hexOnMap(asState(view, table), at);
    if (!hex.ok) return hex;
    return movePreview(view, side, mine, move.order, hex.value, table, rules);
  }
  if (intent.order === 'fire' || intent.order === 'opportunity') return firePreview(view, side, mine, at, intent.order === 'opportunity', table, rules);
  return fail('lnl/bad-hex', { text: at });
}

export const lnlPage: PageKit<LnlViewData> = { offers, preview };
