import { userText } from '../../../../app/format.js';
import { formatPoint, type AreaShape, type Point } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import { over, type AirArea, type AirAreaKind, type AirEvent, type SpotCheck } from '../../rules/support/air-state.js';
import type { FngView } from '../../rules/view.js';
import { TURNS_IN_PLAY } from '../../rules/support/tac-air.js';

/**
 * What air support leaves and sees, as text (FNG 2nd Tour p.83–88): the FAC's runs, the AC-47's gun
 * runs, flares, searchlights and illumination, napalm and smoke turn by turn. All of it is the Free
 * World Forces' own, told in public; a PEF spotted is told only as spotted (the bot resolves it).
 */

const faces = (p: RolledPart | undefined): string => (p ? `[${p.faces.join(', ')}]` : '[]');
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const who = (by: string): string => (by === 'FAC' ? 'The FAC' : `**${by}**`);

/** A circle as "a 24" circle at 30,12"; a strip as "a strip from … to …". */
function where(s: AreaShape): string {
  if (s.kind === 'ellipse') return `a ${s.rx * 2}" circle at ${formatPoint(s.centre)}`;
  if (s.kind === 'polygon' && s.points.length === 4) {
    const [a, b, c, d] = s.points as readonly [Point, Point, Point, Point];
    const mid = (p: Point, q: Point): Point => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
    return `a strip from ${formatPoint(mid(a, d))} to ${formatPoint(mid(b, c))}`;
  }
  return 'an area';
}

const AREA: Readonly<Record<AirAreaKind, string>> = {
  napalm: 'napalm',
  'wp-smoke': 'WP smoke',
  'mark-smoke': 'marking smoke',
  'grenade-smoke': 'smoke grenade',
  flare: 'flare',
  searchlight: 'searchlight',
  flame: 'residual flame',
};

function areaLine(a: AirArea): string {
  const to = a.until === undefined ? '' : ` to turn ${a.until}`;
  switch (a.kind) {
    case 'napalm':
      return `🔥 Napalm **${a.id}** burns on in ${where(a.shape)} (L1911): each turn 1d6, 1–3 it burns on, 4–6 out; everything in it takes an Impact 4 hit each turn it is there, may only try to get out, and takes no reaction tests.`;
    case 'wp-smoke':
      return `💨 WP smoke **${a.id}**: ${where(a.shape)} blocks sight (L1904); at the start of each turn 1d6, 1–4 it clears.`;
    case 'mark-smoke':
      return a.mark
        ? `💨 The FAC's mark **${a.id}**: WP smoke over ${where(a.shape)}${to}, rising above any canopy (L1917); aircraft attacks landing within 24" of it count the pilot one REP higher (L1922).`
        : `💨 WP smoke **${a.id}** over ${where(a.shape)}${to} (L1917).`;
    case 'grenade-smoke': {
      const held = a.underCanopy;
      const canopy = held
        ? ` It stays under the ${held.canopy} canopy${held.die === undefined ? '' : ` [${held.die}]`}: not seen from outside the jungle (L773)${held.feature ? `, it lies within ${userText(held.feature)} only` : ''}.`
        : '';
      // Cut to its jungle, the cloud is no circle or strip: it is told from where the grenade landed.
      const spread = held?.landed ? `from ${formatPoint(held.landed)}` : `over ${where(a.shape)}`;
      if (a.stage === undefined) return `💨 Smoke grenade **${a.id}**: a 5" cloud ${spread} from turn ${a.since}${to} (L771; no wind, so it stays a circle), blocking sight; nobody in it fires or is hit (L773).${canopy}`;
      const size = a.stage === 1 ? '' : `5" × ${a.stage * 5}" downwind, `;
      return `💨 Smoke grenade **${a.id}** on turn ${a.since}, its ${['first', 'second', 'third'][a.stage - 1]} (L771): ${size}${held?.landed ? spread : where(a.shape)}, blocking sight; nobody in it fires or is hit (L773).${canopy}`;
    }
    case 'flare':
      return `🎆 Flare **${a.id}** lights ${where(a.shape)}${to}: a target in it is seen at day range (L806, L1810).`;
    case 'flame':
      return `🔥 Flame **${a.id}** burns along ${where(a.shape)} for the rest of the battle (L785): going in takes 2d6 vs REP passing both, then 2d6 added on the Ranged Combat Table at Impact 5 (L782).`;
    case 'searchlight':
      return `🔦 Searchlight **${a.id}** lights ${where(a.shape)} this turn (L1988): a target in it is seen at day range, and spotted from the air.`;
  }
}

function checkLine(c: SpotCheck): string {
  const what = c.pef ? c.target : `the group of ${c.target}`;
  if (c.unseen) return `${what}: under triple canopy, not seen from the air (L1167)`;
  if (c.dark) return `${what}: in the dark, not seen (L1986)`;
  const against = [c.coverFromAir ? 'cover' : '', c.concealedFromAir ? 'concealment' : ''].filter(Boolean);
  const found = c.spotted ? `**spotted**${c.pef ? ' — the bot resolves it now (L1921)' : ''}` : 'not spotted';
  return `${what}${against.length ? ` (${against.join(' and ')} from the air)` : ''} ${c.dice}d6 ${faces(c.part)} → ${c.passes} passed, ${found}`;
}

export function airEffectLines(e: AirEvent, _view: FngView, n: (k: string) => string): string[] {
  switch (e.kind) {
    case 'fac-up':
      return [`🛩️ The FAC with ${e.request} flies its first run: FAC pilot (L1923) ${faces(e.part)} → REP ${e.pilotRep}; ${plural(e.rockets, 'WP marking rocket')}; over the table to turn ${e.until}.`];
    case 'spotting': {
      const head = `🛩️ ${who(e.by)} flies a spotting run from ${formatPoint(e.from)} to ${formatPoint(e.to)}${e.hovering ? ', hovering at its end (+1d6)' : ''} — Aerial Spotting Check (L1915, 2d6 vs REP ${e.pilotRep})`;
      return [e.checks.length ? `${head}: ${e.checks.map(checkLine).join('; ')}.` : `${head}: no enemy group or PEF within 12" of its path.`];
    }
    case 'mark': {
      const dev = e.deviation ? ` Airstrike Deviation (L1899) ${faces(e.parts[1])}${e.deviation.inches ? ` ${faces(e.parts[2])} → ${Math.abs(e.deviation.inches)}" ${e.deviation.direction}` : ' → on target after all'}.` : '';
      return [`🛩️ The FAC fires a WP marking rocket at ${formatPoint(e.at)} (L1917): Ranged Combat ${faces(e.parts[0])} at REP ${e.rep} → ${e.hit ? 'on target' : 'a miss'}.${dev} It lands at ${formatPoint(e.lands)}; ${plural(e.rocketsLeft, 'rocket')} left.`];
    }
    case 'fac-fire': {
      const hits = e.result.hits[e.target] ?? 0;
      return [`🛩️ The FAC pilot fires his ${e.weapon} out of the window at ${n(e.target)} (L1925): TR ${e.tr}, REP ${e.result.rep} — Ranged Combat ${faces(e.result.part)} → ${hits ? `**${plural(hits, 'hit')}**` : 'no hit'}.`];
    }
    case 'area':
      return [areaLine(e.area)];
    case 'area-die':
      return e.area === 'napalm'
        ? [`🔥 Napalm **${e.id}** (L1911) ${faces(e.part)} → ${e.stays ? 'burns on' : 'burns out'}.`]
        : [`💨 WP smoke **${e.id}** (L1904) ${faces(e.part)} → ${e.stays ? 'hangs on' : 'clears'}.`];
    case 'area-ends':
      return [`The ${AREA[e.area]} **${e.id}** is gone.`];
    case 'napalm-burns':
      return [`🔥 Napalm **${e.id}** burns ${e.figures.map(n).join(', ')}: an Impact 4 hit (L1911).`];
    case 'gun-run':
      return [`✈️ **${e.by}** AC-47 gun run (L1928–L1931) over ${e.attack === 'swath' ? 'a 12" swath' : 'an 8" ring'}: everything in it, friend or foe, as by a Target 4, Impact 3 weapon at REP 5 — ${e.under.length ? e.under.map(n).join(', ') : 'nobody'}. ${plural(e.runsLeft, 'gun run')} left.`];
    case 'gun-fire': {
      const hits = e.result.hits[e.figure] ?? 0;
      return [`${n(e.figure)}: ${faces(e.result.part)} + 5 → ${hits ? `**${plural(hits, 'hit')}**` : 'no hit'}.`];
    }
    case 'illumination': {
      const dev = e.steps.length ? ` Deviation ${e.steps.map((x) => `${x.die} ${x.direction}`).join(', ')}` : '';
      return [`🎆 **${e.by}** illumination round (L1810): Hitting w/ ${e.weapon === 'mortar' ? 'Mortars' : 'Artillery'} ${faces(e.parts[0])} vs REP ${e.rep} → ${e.passes} passed.${dev} → it bursts over ${formatPoint(e.lands)}.`];
    }
  }
}

/** What air support left over the table and what it found, for `/fng status` and `/fng-mission status`. */
export function airStatusLines(v: FngView): string[] {
  const air = v.air;
  const lines: string[] = [];
  const facs = (v.support?.requests ?? []).filter((r) => r.for === 'air' && r.facDue !== undefined && r.facDue <= v.turn && v.turn <= r.facDue + TURNS_IN_PLAY.fac - 1);
  for (const r of facs) {
    const fac = air?.facs.find((f) => f.request === r.id);
    lines.push(`🛩️ FAC (${r.id}) over the table to turn ${r.facDue! + TURNS_IN_PLAY.fac - 1}${fac ? `: pilot REP ${fac.pilotRep}, ${plural(fac.rockets, 'WP rocket')}` : ': its pilot\'s REP is rolled when it first flies'}.`);
  }
  if (!air) return lines;
  const areas = air.areas.filter((a) => over(a, v.turn));
  if (areas.length) lines.push(`🌫️ Over the table: ${areas.map((a) => `${a.id} ${a.mark ? "the FAC's mark" : AREA[a.kind]}, ${where(a.shape)}${a.until === undefined ? '' : ` to turn ${a.until}`}`).join('; ')}.`);
  const spots = air.spots.filter((s) => s.turn >= v.turn - 1);
  if (spots.length) lines.push(`👁️ Spotted from the air: ${spots.map((s) => `${s.figures ? `the group of ${s.target}` : s.target} at ${formatPoint(s.at)} (turn ${s.turn})`).join('; ')}.`);
  return lines;
}
