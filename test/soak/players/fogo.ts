import type { FogoState } from '../../../src/rulesets/fogo/rules/game/state.js';
import type { FogoView, StandViewData } from '../../../src/rulesets/fogo/rules/view.js';
import { GM, type SoakContext, type SoakOrder, type SoakPlayer } from '../soak.js';
import { pick, shuffled } from './choose.js';

const PT = 'Portugal';
const FR = 'FRELIMO';
/** The soak's scenario length: the ambush is played for this many changes of the initiative. */
const INITIATIVES = 40;

/** FRELIMO's hidden command team and teams in the bush, allocated to three starting Sneakers (one a dummy). */
const HIDDEN = [
  'id:H-CT type:command-team quality:regular fieldcraft:2 echelon:PC rating:1',
  'id:H-1 type:rifle-assault quality:regular fieldcraft:3 commander:H-CT',
  'id:H-2 type:rifle-lmg quality:regular fieldcraft:1 commander:H-CT',
  'id:H-3 type:rifle-assault quality:green fieldcraft:0 commander:H-CT',
];

/** Stands that fire at troops: not the command stands, the commissar or the scout. */
const firing = (s: StandViewData): boolean => !['commander', 'command-team', 'commissar', 'scout'].includes(s.type);
const onTable = (s: StandViewData): boolean => s.status !== 'killed' && (s.own === undefined || (s.own.mode === 'revealed' && s.own.offTable !== true && s.own.embarkedIn === undefined));

/** The phasing side (crossfire-core §1.2, §1.3): name the stand a fire hit, rally, fire at a stand or a Sneaker, move, or pass. */
function phasing(ctx: SoakContext<FogoView>): SoakOrder[] {
  const { view, side, rng } = ctx;
  const pending = view.fieldcraft?.pendingFire;
  if (pending) {
    const stand = pick(pending.candidates, rng);
    return pending.firingSide === side && stand ? [{ by: side, line: `/fieldcraft assign stand:${stand}`, acts: { kind: 'assign', units: [stand] } }] : [];
  }
  const mine = view.stands.filter((s) => s.side === side && onTable(s));
  const theirs = view.stands.filter((s) => s.side !== side && s.status !== 'killed');
  const sneakers = (view.fieldcraft?.sneakers ?? []).filter((k) => k.side !== side);
  const out: SoakOrder[] = [];
  const shaken = mine.filter((s) => s.status === 'pinned' || s.status === 'suppressed');
  const r = pick(shaken, rng);
  if (r && rng() < 0.4) out.push({ by: side, line: `/fogo rally stand:${r.id}`, acts: { kind: 'rally', units: [r.id] } });
  const shooters = shuffled(mine.filter((s) => s.status === 'ok' && !s.noFire && firing(s)), rng);
  const a = shooters[0];
  const t = pick(theirs, rng);
  const k = pick(sneakers, rng);
  const fireAtStand = a && t ? [{ by: side, line: `/fogo fire firers:${a.id} target:${t.id}`, acts: { kind: 'fire', units: [a.id], target: t.id } }] : [];
  const fireAtSneaker = a && k ? [{ by: side, line: `/fieldcraft fire firers:${a.id} sneaker:${k.id} cover:${rng() < 0.5 ? 'open' : 'cover'}`, acts: { kind: 'fire', units: [a.id], target: k.id } }] : [];
  out.push(...(rng() < 0.5 ? [...fireAtSneaker, ...fireAtStand] : [...fireAtStand, ...fireAtSneaker]));
  const m = pick(mine.filter((s) => s.status === 'ok'), rng);
  if (m && rng() < 0.3) out.unshift({ by: side, line: `/fogo move stand:${m.id} feature:open seen:true`, acts: { kind: 'move', units: [m.id] } });
  // A rule the bot must keep: a stand marked NO FIRE does not fire until its side next holds the initiative.
  const barred = view.stands.find((s) => s.side === side && s.noFire && s.status === 'ok');
  if (barred && t && rng() < 0.2) out.unshift({ by: side, line: `/fogo fire firers:${barred.id} target:${t.id}`, probe: 'a NO FIRE stand fired (crossfire-core §1.4.6)' });
  const pass = ctx.buttons.find((b) => b.label === 'Pass');
  out.push(pass ? { by: side, button: pass } : { by: side, line: '/fogo pass' });
  return out;
}

/** Fogo Cruzado on the Mueda road: a Caçadores group against a FRELIMO group with hidden troops in Sneakers. */
export const fogoPlayer: SoakPlayer<FogoState, FogoView> = {
  ruleset: 'fogo',
  sides: [PT, FR],
  maxCommands: 700,
  setup: () => [
    { by: GM, line: '/campaign new ruleset:fogo name:Soak sides:"Portugal,FRELIMO" scenario:fogo-road-ambush' },
    { by: PT, line: '/campaign join side:Portugal' },
    { by: FR, line: '/campaign join side:FRELIMO' },
    { by: PT, line: '/fogo force builtin:cacadores-combat-group' },
    { by: FR, line: '/fogo force builtin:frelimo-group' },
    ...HIDDEN.map((line) => ({ by: FR, line: `/fogo stand add ${line} hidden:true feature:bush` })),
    { by: FR, line: '/fieldcraft allocate troops:frelimo sneakers:"bush: H-CT H-1 H-2; ridge: ; kraal: H-3"' },
  ],
  ended(s) {
    if (s.initiativeCount > INITIATIVES) return `initiative limit (${INITIATIVES} changes)`;
    const standing = s.sides.filter((side) => s.stands.some((x) => x.side === side && x.status !== 'killed'));
    return standing.length < 2 ? `victory: ${standing.join('') || 'nobody'} holds the field` : undefined;
  },
  actors(s) {
    const pending = s.fieldcraft?.pendingFire;
    const first = pending ? pending.firingSide : s.initiative;
    return [first, ...s.sides.filter((x) => x !== first)];
  },
  orders(ctx) {
    if (ctx.view.initiative === ctx.side || ctx.view.fieldcraft?.pendingFire?.firingSide === ctx.side) return phasing(ctx);
    // While a fire waits for its stand, the other side's orders wait too (§2.11 (1)): it tries one now and then.
    const t = ctx.view.stands.find((s) => s.side !== ctx.side && s.status !== 'killed');
    if (ctx.view.fieldcraft?.pendingFire && ctx.rng() < 0.3) return [{ by: ctx.side, line: '/fogo pass', probe: 'an order given while a fire waits for its stand' }];
    if (t && ctx.rng() < 0.05) return [{ by: ctx.side, line: `/fogo fire firers:${ctx.view.stands.find((s) => s.side === ctx.side && s.status === 'ok')?.id ?? 'x'} target:${t.id}`, probe: 'the side without the initiative fired (crossfire-core §1.2)' }];
    return [];
  },
  invariants(before, after, order) {
    const out: string[] = [];
    for (const s of after.stands) {
      const was = before.stands.find((x) => x.id === s.id && x.side === s.side);
      if (was?.status === 'killed' && s.status !== 'killed') out.push(`${s.side} ${s.id} came back from the dead`);
    }
    if (after.initiative !== before.initiative) {
      // NO FIRE clears when the marked side gains the initiative (house rule noFire.clears, default).
      const still = after.stands.filter((s) => s.side === after.initiative && s.noFire).map((s) => s.id);
      if (still.length) out.push(`NO FIRE left on ${still.join(', ')} though ${after.initiative} now holds the initiative`);
    }
    const pending = before.fieldcraft?.pendingFire;
    if (pending && order.acts?.kind !== 'assign') out.push(`an order was taken while ${pending.firingSide}'s fire at ${pending.sneaker} waited for its stand`);
    if (order.acts?.kind === 'fire' && order.acts.units.some((id) => before.stands.find((s) => s.id === id && s.side === order.by)?.noFire)) out.push('a NO FIRE stand fired');
    return out;
  },
};
