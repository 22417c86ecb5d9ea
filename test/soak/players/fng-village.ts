import { distance, type Point } from '../../../src/core/board/geometry.js';
import type { FngGame } from '../../../src/rulesets/fng/rules/game/state.js';
import type { FngView } from '../../../src/rulesets/fng/rules/view.js';
import { GM, type SoakContext, type SoakOrder, type SoakPlayer } from '../soak.js';
import { pick } from './choose.js';
import { activation, alive, at, endLine, fit, fngPlayer, mineOf, nearest, placed, toward, type Placed } from './fng.js';

const US = 'US';
/**
 * The fortified hamlet (assets/scenarios/fng-village.json): its wire along y 21–22 from x 14 to 46,
 * punji stakes at 32–40 × 17–20, the two-storey brick Shophouse (24–32 × 9–15, a basement, doors at
 * 28,15 and 24,12, its stairs at 26.5,11, where a level is changed, L1002), and the US deployment zone
 * along the south edge.
 */
const SHOP_DOOR = { outside: { x: 28, y: 16.2 }, inside: { x: 28, y: 13.5 } };
const UPSTAIRS = { x: 26.5, y: 11 };
const STAKES = { x: 32, y: 17, width: 8, height: 3 };
const wireY = (x: number): number => (x <= 30 ? 21 + (x - 14) / 16 : 22 - (x - 30) / 16);
const inStakes = (p: Point, by = 0): boolean => p.x >= STAKES.x - by && p.x <= STAKES.x + STAKES.width + by && p.y >= STAKES.y - by && p.y <= STAKES.y + STAKES.height + by;
const insideShop = (p: Point): boolean => p.x > 24 && p.x < 32 && p.y > 9 && p.y < 15;

/** Places the squad in its deployment zone along the south edge (L2196). */
function deploy(ctx: SoakContext<FngView>): SoakOrder[] {
  const waiting = mineOf(ctx.view).filter((f) => !placed(f));
  const x0 = 22 + ctx.rng() * 8;
  const spots = waiting.map((f, i) => `${f.id}@${at({ x: x0 + (i % 4) * 2.5, y: 33 + Math.floor(i / 4) * 1.5 })}`).join('; ');
  return [{ by: US, line: `/fng figure place figures:"${spots}"` }];
}

/**
 * What the squad does in the hamlet besides the co-op player's fire and advance: throws smoke between
 * itself and the enemy (L773), sends a man through the Shophouse's door and up to its upper floor to
 * fire from (L999, L1002), fast moves over the wire (L1208) and pulls up punji stakes in its way or
 * rigs C-4 to blow them (L784, L1212).
 */
function hamlet(ctx: SoakContext<FngView>): SoakOrder[] {
  const { view, rng } = ctx;
  const able = mineOf(view).filter(fit).filter((f) => !f.moved && !f.fired && !f.busy);
  const enemies = view.figures.filter((f): f is Placed => f.fngSide === 'cf' && alive(f) && f.status !== 'out-of-fight');
  const out: SoakOrder[] = [];
  // Smoke (L773): a man with smoke grenades throws one 4" toward the nearest enemy in his sight's reach.
  const thrower = able.find((f) => f.gear.includes('smoke-grenades'));
  const threat = thrower ? nearest(thrower.at, enemies) : undefined;
  if (thrower && threat && distance(thrower.at, threat.at) < 30 && rng() < 0.35) {
    out.push({ by: US, line: `/fng grenade thrower:${thrower.id} at:${at(toward(thrower.at, threat.at, 4))} smoke:true`, uses: 'smoke' });
  }
  // The Shophouse: the man nearest its door goes for it, in through the door, then up a floor.
  const runner = nearest(SHOP_DOOR.outside, able.filter((f) => (f.floor ?? 0) === 0));
  if (runner && rng() < 0.6) {
    const d = distance(runner.at, SHOP_DOOR.outside);
    if (insideShop(runner.at)) out.push({ by: US, line: `/fng move moves:"${runner.id}@${at(UPSTAIRS)}" floor:1`, uses: 'building' });
    else if (d <= 2.5) out.push({ by: US, line: `/fng move moves:"${runner.id}@${at(SHOP_DOOR.inside)}"`, uses: 'building' });
    else if (d < 20) out.push({ by: US, line: `/fng move moves:"${runner.id}@${at(toward(runner.at, SHOP_DOOR.outside, Math.min(d, 5)))}"`, uses: 'building' });
  }
  // Upstairs: fire from the floor above at the nearest enemy (L1002: a stationary man inside is in cover).
  for (const f of able.filter((x) => (x.floor ?? 0) > 0)) {
    const t = nearest(f.at, enemies);
    if (t) out.push({ by: US, line: `/fng fire shooter:${f.id} targets:"${t.id}"`, uses: 'building' });
  }
  // The wire (L1208): a man at its south edge crosses it only by a Fast Move scoring 4" or more.
  for (const f of able) {
    const gap = f.at.y - (wireY(f.at.x) + 1);
    if (f.at.x > 14.5 && f.at.x < 45.5 && gap > -0.5 && gap < 2.5) {
      out.push({ by: US, line: `/fng move moves:"${f.id}@${at({ x: f.at.x, y: f.at.y - 6 })}" fast:true`, uses: 'obstacle' });
      break;
    }
  }
  // Punji stakes (L1212): a man within 2" of them pulls up 2" × 2", his whole activation.
  const clearer = able.find((f) => inStakes(f.at, 2) && !inStakes(f.at));
  if (clearer && rng() < 0.7) {
    const p = { x: Math.min(STAKES.x + STAKES.width, Math.max(STAKES.x, clearer.at.x)), y: Math.min(STAKES.y + STAKES.height, Math.max(STAKES.y, clearer.at.y)) };
    // Or (L784, L1212) rigs a block or two of C-4 toward them, within 1", to go off in 1–2 turns and blow a 4" hole.
    if (rng() < 0.3) {
      const spot = toward(clearer.at, p, Math.min(0.9, distance(clearer.at, p)));
      out.push({ by: US, line: `/fng grenade thrower:${clearer.id} c4:${1 + Math.floor(rng() * 2)} turns:${1 + Math.floor(rng() * 2)} at:${at(spot)}`, uses: 'c4' });
    } else out.push({ by: US, line: `/fng gear figure:${clearer.id} use:clear-stakes at:${at(p)}`, uses: 'obstacle' });
  }
  return out;
}

function villageOrders(ctx: SoakContext<FngView>): SoakOrder[] {
  const { view } = ctx;
  const mine = mineOf(view);
  const asked = (view.pending?.asked ?? []).filter((id) => !view.pending!.answered.includes(id) && mine.some((f) => f.id === id));
  if (asked.length > 0) {
    const menu = ctx.buttons.find((b) => b.options?.figure === asked[0] && b.choose);
    const answer = pick(view.pending!.question === 'free-will' ? ['2', '1', 'roll'] : ['fire', 'roll'], ctx.rng)!;
    return [menu ? { by: US, button: menu, chosen: answer } : { by: US, line: `/fng react figure:${asked[0]} answer:${answer}` }];
  }
  const m = view.mission;
  if (!m) {
    if (mine.some((f) => !placed(f))) return deploy(ctx);
    return [{ by: GM, line: `/fng-mission start corps:I area:coastal status:contested sl:4 eal:3 mission:fight day-part:${pick(['morning', 'afternoon', 'night'], ctx.rng)}` }];
  }
  if (m.ended) return m.ended.by !== undefined && !m.ended.counted ? [{ by: US, line: endLine(view, false) }] : [];
  if (view.lost) return [{ by: US, line: endLine(view, false) }];
  if (view.turn === 0 || view.acting === undefined) return [{ by: US, line: '/fng activate' }];
  if (view.acting !== 'fwf') return [];
  return [...hamlet(ctx), ...activation(ctx)];
}

/**
 * FNG on a loaded scenario (seed 002, part 2): Sgt Pink's squad against the bot in the fortified hamlet
 * (assets/scenarios/fng-village.json), a Fight the GM starts, played by the co-op player's policy with
 * smoke, the Shophouse's door and floors, the wire and the stakes, to its clock's end.
 */
export const fngVillagePlayer: SoakPlayer<FngGame, FngView> = {
  ruleset: 'fng',
  sides: [US],
  maxCommands: 2500,
  setup: () => [
    { by: GM, line: '/campaign new ruleset:fng name:Hamlet sides:"US,VC" scenario:fng-village' },
    { by: US, line: '/campaign join side:US' },
    { by: US, line: '/fng force builtin:fng-pink-squad' },
  ],
  ended(g) {
    const e = g.mission?.ended;
    return e && (e.by === undefined || e.counted) ? `the mission ended on turn ${e.turn} and was counted` : undefined;
  },
  actors: () => [US],
  orders: (ctx) => villageOrders(ctx),
  invariants: (before, after, order, post) => fngPlayer.invariants(before, after, order, post),
};
