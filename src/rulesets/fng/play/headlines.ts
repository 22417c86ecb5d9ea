import { formatPoint } from '../../../core/board/geometry.js';
import { userText } from '../../../app/format.js';
import type { FngEvent } from '../rules/game/events.js';
import type { TestOutcome } from '../rules/firefight/reaction.js';
import type { FngView } from '../rules/view.js';
import { eventsText, namer } from './texts.js';
import { civilianHeadline } from './hazards/civilian-texts.js';
import { tourLines } from './tour/tour-texts.js';

/**
 * FNG's posts in headlines (STYLE.md 18): a line per event in the order they happened — who fired at
 * whom and how many hits, who went down, who ducked back — with a run of the same kind of event (PEFs
 * moving, figures passing a Man Down test) folded into one line. The dice, the tables and the seed
 * lines are the whole chain's (`texts.ts`), kept in the log and a press away under the post (Details).
 * An event without a headline of its own is told as the chain tells it.
 */

type EventOf<K extends FngEvent['kind']> = Extract<FngEvent, { readonly kind: K }>;

/** A line of its own, or one item of a line that gathers a run of events of the same `key`. */
type Headline = string | { readonly key: string; readonly item: string; readonly say: (items: readonly string[]) => string };

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const list = (items: readonly string[]): string => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/** A reaction's outcome as a verb, for one figure and for several. */
const REACTS: Readonly<Record<TestOutcome, readonly [string, string]>> = {
  'carry-on': ['carries on', 'carry on'],
  fire: ['fires back', 'fire back'],
  'duck-back': ['ducks back', 'duck back'],
  'cohesion-test': ['calls a Cohesion test', 'call a Cohesion test'],
  retire: ['retires', 'retire'],
};

const TESTS = { 'received-fire': 'Received Fire', 'man-down': 'Man Down', both: 'Received Fire and Man Down' } as const;

const FIRES = { active: 'fires at', 'in-sight': 'fires at', 'return-fire': 'returns fire at', 'parting-shot': 'takes a Parting Shot at', charge: 'fires at its charger' } as const;

const DOWN = { stunned: 'Stunned', 'out-of-fight': 'Out of the Fight', 'obviously-dead': 'Obviously Dead', missing: 'Missing in Action', captured: 'captured' } as const;

/** An In Sight action as a verb, for one figure and for several. */
const inSightVerbs = (v: string): readonly [string, string] =>
  v === 'duck-back' ? ['ducks back', 'duck back'] : v === 'forfeit' ? ['does nothing', 'do nothing'] : [v, v.replace(/^fires/, 'fire').replace(/^charges/, 'charge')];

/** Items `outcome|name` grouped by outcome, in the order each outcome first came: "**a**, **b** duck back; **c** carries on". */
function byOutcome(items: readonly string[], verbs: (outcome: string) => readonly [string, string]): string {
  const groups = new Map<string, string[]>();
  for (const item of items) {
    const at = item.indexOf('|');
    const outcome = item.slice(0, at);
    groups.set(outcome, [...(groups.get(outcome) ?? []), item.slice(at + 1)]);
  }
  return [...groups].map(([outcome, names]) => `${list(names)} ${verbs(outcome)[names.length === 1 ? 0 : 1]}`).join('; ');
}

/**
 * "🔫 **s1-1** fires at **vc1-5**: 3 hits → Obviously Dead", each target's hits named when there are
 * several; `downs`, what the hits did to the targets they put down (told in the chain as lines of their own).
 */
function shotLine(e: EventOf<'shot'>, n: (k: string) => string, downs: ReadonlyMap<string, EventOf<'down'>['level']>): string {
  const hitsOn = (id: string) => e.result.hits[id] ?? 0;
  const down = (id: string) => (downs.has(id) ? ` → ${DOWN[downs.get(id)!]}` : '');
  const said = (id: string) => (hitsOn(id) ? `${plural(hitsOn(id), 'hit')}${down(id)}` : 'missed');
  const one = e.targets.length === 1 ? e.targets[0]!.id : undefined;
  const at = e.why === 'charge' ? FIRES.charge : `${FIRES[e.why]} ${one !== undefined ? n(one) : list(e.targets.map((t) => `${n(t.id)} (${said(t.id)})`))}`;
  const result = one !== undefined ? `: ${said(one)}` : e.why === 'charge' ? `: ${e.targets.map((t) => said(t.id)).join(', ')}` : '';
  return `🔫 ${n(e.shooter)} ${at}${result}${e.result.outOfAmmo ? ' — **out of ammo**' : ''}.`;
}

function enemyArrives(e: EventOf<'enemy-arrives'>, n: (k: string) => string): string | undefined {
  if (e.note === 'tank' || e.figures.length <= 6) return undefined;
  const who = `${e.figures.length} figures, ${n(e.figures[0]!)} to ${n(e.figures.at(-1)!)}`;
  return `🎯 ${e.why === 'reinforcements' ? 'Reinforcements' : 'Enemy'} at ${formatPoint(e.at)}: ${e.unit.replaceAll('-', ' ')} — ${who}.`;
}

/** The dice a chain line lists (`[4, 2]`), which its headline leaves to Details. */
const withoutDice = (line: string): string => line.replace(/ \[\d+(, \d+)*\]/g, '');

/**
 * A tour's event without its dice; a mission's set-up keeps only the table laid and where the squad
 * deploys, its levels, light, weather and type being the mission's own headline that follows.
 */
function tourHeadlines(e: EventOf<'tour'>, view: FngView, n: (k: string) => string): readonly Headline[] {
  const lines = tourLines(e.event, view, n).map(withoutDice);
  return e.event.kind === 'set-up' ? lines.filter((l) => l.startsWith('🌳') || l.startsWith('🪖')) : lines;
}

/** An event's headline (a shot's is `shotLine`'s, with the figures it put down), or undefined when the chain's own line is short enough to be its headline, or [] when it is a step of the chain only. */
function headline(e: FngEvent, view: FngView, n: (k: string) => string): Headline | readonly Headline[] | undefined {
  switch (e.kind) {
    case 'damage':
    case 'recover':
    case 'leader-die':
    case 'enemy-dice':
      return [];
    case 'down':
      return { key: 'down', item: `${n(e.figure)} ${DOWN[e.level]}`, say: (items) => `⬇️ ${items.join(', ')}.` };
    case 'reaction': {
      const hero = e.hero ? ' (hero mode)' : '';
      return { key: `reaction:${e.tests}`, item: `${e.outcome}|${n(e.figure)}${hero}`, say: (items) => `🛡️ ${TESTS[e.tests]}: ${byOutcome(items, (o) => REACTS[o as TestOutcome])}.` };
    }
    case 'cohesion': {
      const out = e.members.filter((m) => m.outcome === 'retire').map((m) => n(m.id));
      return `🛡️ Cohesion${e.half ? ' (half strength)' : ''}: ${out.length ? `${list(out)} ${out.length === 1 ? 'retires' : 'retire'}` : 'the unit holds'}.`;
    }
    case 'status':
      // A duck back or a retirement is told with the test or the In Sight action that caused it.
      return e.status === 'leaving' || e.status === 'left-battlefield' ? undefined : [];
    case 'in-sight': {
      const first = e.order[0] ?? [];
      return `👁️ In Sight: ${plural(e.scores.length, 'figure')} test${first.length ? `; ${list(first.map(n))} act${first.length === 1 ? 's' : ''} first` : ''}.`;
    }
    case 'in-sight-action': {
      const a = e.result.action;
      const verb = a === 'fire' ? `fires${e.target ? ` at ${n(e.target)}` : ''}` : a === 'charge' ? `charges${e.target ? ` ${n(e.target)}` : ''}` : a;
      return { key: 'in-sight-action', item: `${verb}|${n(e.figure)}`, say: (items) => `👁️ In Sight: ${byOutcome(items, inSightVerbs)}.` };
    }
    case 'moved': {
      const how = e.mode === 'crawl' ? ' crawls' : e.mode === 'fast' ? ' fast' : '';
      return { key: 'moved', item: `${n(e.figure)}${how} → ${formatPoint(e.to)}${e.short ? ' (short)' : ''}${e.prone ? ', prone' : ''}`, say: (items) => `🚶 ${items.join('; ')}.` };
    }
    case 'placed':
      return { key: 'placed', item: `${n(e.figure)} ${formatPoint(e.at)}`, say: (items) => `📍 Placed: ${items.join('; ')}.` };
    case 'fast-move':
      return `🏃 Fast Move: ${e.figures.map((f) => `${n(f.figure)} up to ${f.inches}"${f.clumsy ? ' (Clumsy: falls Stunned)' : ''}`).join('; ')}.`;
    case 'charge':
      return `⚔️ ${list(e.result.pairings.map((p) => n(p.chargerId)))} charge${e.result.pairings.length === 1 ? 's' : ''} ${n(e.target)}.`;
    case 'melee': {
      const r = e.result;
      return `🗡️ Melee, ${n(r.attacker.id)} against ${n(r.defender.id)}: ${r.kind === 'evenly-matched' ? 'evenly matched, they stay locked' : `${n(r.winner)} wins by ${r.impact}`}.`;
    }
    case 'pef-moved': {
      const item = e.how === 'stays' ? `${e.pef} stays` : e.how === 'split' ? `${e.pef} splits (${e.split ?? ''})` : `${e.pef} → ${formatPoint(e.to)}${e.inSight ? ' **into sight**' : ''}`;
      return { key: 'pef-moved', item, say: (items) => `❓ ${items.join('; ')}.` };
    }
    case 'enemy-arrives':
      return enemyArrives(e, n);
    case 'enemy-group':
      return `🔻 Enemy group ${e.unit}: ${e.doing}.`;
    case 'throw': {
      const land = e.landing === 'on-spot' ? 'on the spot' : e.landing === 'missed' ? 'misses the spot' : '**Oops!** at his own feet';
      return `💣 ${n(e.figure)} throws a ${userText(e.weapon)} at ${formatPoint(e.at)}: ${land}${e.dud ? ', a dud' : ''}.`;
    }
    case 'tour':
      return tourHeadlines(e, view, n);
    case 'support': {
      // The rounds of a fire mission, where each landed; the blasts that caught someone say whom.
      const round = e.event;
      if (round.kind !== 'round') return undefined;
      return { key: `round:${round.id}`, item: `${round.n} → ${formatPoint(round.lands)}`, say: (items) => `💥 ${round.id}, round${items.length === 1 ? '' : 's'} ${items.join('; ')}.` };
    }
    case 'civilian':
      return civilianHeadline(e.event);
    case 'blast':
      return e.caught.length ? `💥 ${e.area !== undefined ? 'Napalm from' : 'Blast at'} ${formatPoint(e.centre)}: ${list(e.caught.map(n))} caught.` : [];
    case 'aid': {
      const res = e.result === 'flesh-wound' ? 'a flesh wound, back in the fight' : e.result === 'back-at-rep-minus-one' ? `back in the fight at REP ${e.rep}` : 'stays Out of the Fight';
      return `⛑️ ${n(e.medic)} treats ${n(e.casualty)}: ${res}.`;
    }
    default:
      return undefined;
  }
}

/** Events told with no line of their own between a shot and the figures it put down (the damage dice, a leader's die). */
const STEPS: ReadonlySet<FngEvent['kind']> = new Set(['damage', 'recover', 'leader-die', 'enemy-dice']);

/**
 * The figures each shot put down, told on the shot's own line: for a shot at `i`, the `down` events of
 * its targets that follow it with only steps of the chain between. Returns those downs by shot and the
 * indices of the down events so told.
 */
function downsOfShots(events: readonly FngEvent[]): { readonly byShot: Map<number, Map<string, EventOf<'down'>['level']>>; readonly told: Set<number> } {
  const byShot = new Map<number, Map<string, EventOf<'down'>['level']>>();
  const told = new Set<number>();
  events.forEach((e, i) => {
    if (e.kind !== 'shot') return;
    const targets = new Set(e.targets.map((t) => t.id));
    const downs = new Map<string, EventOf<'down'>['level']>();
    for (let j = i + 1; j < events.length; j++) {
      const later = events[j]!;
      if (STEPS.has(later.kind)) continue;
      if (later.kind !== 'down' || !targets.has(later.figure) || downs.has(later.figure)) break;
      downs.set(later.figure, later.level);
      told.add(j);
    }
    if (downs.size) byShot.set(i, downs);
  });
  return { byShot, told };
}

/**
 * Whether the event at `i` is an In Sight action to fire whose shot follows in the same In Sight: the
 * shot's headline ("🔫 **a** fires at **b**: 1 hit") says it, so the action's own item would repeat it.
 */
function firesInItsShot(events: readonly FngEvent[], i: number): boolean {
  const e = events[i]!;
  if (e.kind !== 'in-sight-action' || e.result.action !== 'fire') return false;
  for (const later of events.slice(i + 1)) {
    if (later.kind === 'in-sight') return false;
    if (later.kind === 'shot' && later.why === 'in-sight' && later.shooter === e.figure) return true;
  }
  return false;
}

/**
 * The events in headlines, from `view` (a figure it does not hold is never named): what the channel's
 * post says, where the log and Details keep `eventsText`'s whole chain. `hours` is the Star deadline.
 */
export function eventsBrief(events: readonly FngEvent[], view: FngView, hours: number): string {
  const n = namer(view);
  const told: (string | { readonly key: string; readonly items: string[]; readonly say: (items: readonly string[]) => string })[] = [];
  const downs = downsOfShots(events);
  for (const [i, e] of events.entries()) {
    if (firesInItsShot(events, i) || downs.told.has(i)) continue;
    const h = e.kind === 'shot' ? shotLine(e, n, downs.byShot.get(i) ?? new Map()) : headline(e, view, n);
    const said: readonly Headline[] = h === undefined ? [eventsText([e], view, hours)].filter(Boolean) : Array.isArray(h) ? h : [h as Headline];
    for (const one of said) {
      const last = told.at(-1);
      if (typeof one === 'string') told.push(one);
      else if (typeof last === 'object' && last.key === one.key) last.items.push(one.item);
      else told.push({ key: one.key, items: [one.item], say: one.say });
    }
  }
  const lines = told.map((t) => (typeof t === 'string' ? t : t.say(t.items)));
  return lines.join('\n');
}
