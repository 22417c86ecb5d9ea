import { pointInFeature } from '../../../../../core/board/placement.js';
import { intRule } from '../../../../../core/house-rules.js';
import type { FngEvent } from '../../game/events.js';
import { chainEnv } from '../../game/order.js';
import { depthAt, knownWater, leftWater, withSwimmer } from './order-water.js';
import { WATER_TYPES } from '../water-types.js';
import type { FngFeature } from '../scenario.js';
import { has, keyOf, onTable, updateFigure, type FngGame } from '../../game/state.js';
import type { TerrainEnv } from '../terrain-env.js';
import { OOF_DROWNS_KEY } from '../terrain-house-rules.js';
import { probeDepth, swim } from '../water.js';
import { carry, flowOf } from '../water-flow.js';
import type { Swimmer, WaterKnown } from '../water-state.js';
import { fallDown } from '../../game/chain-damage.js';

/**
 * The water at the turn's end (FNG 2nd Tour p.49–50, seed L1176–L1197), for each figure in deep
 * water, in turn order of their keys:
 * - Out of the Fight without a helper, he stays afloat `fng.water.oof-drowns-turns` turns' ends (two,
 *   L1195) and drowns at the last; a helper who has him keeps him up.
 * - One who must swim (depth 3, or in Big Trouble) and took no Swimming test this turn, since the turn
 *   he came into the water, takes it now, without moving (the seed has it "at the beginning of each
 *   turn of Activation", L1183; this is where the bot's figures and a forgotten one take it).
 * - One who failed again in Big Trouble this turn and whom no swimmer reached drowns (L1189).
 * - Then the current carries every swimmer, pass or fail, its speed in inches downstream (L1176),
 *   towed and helper alike; a wader in depth 2 who did not swim stands. Carried past the stretch whose
 *   depth is known, the depth there is rolled (L1179); in depth 1 he finds his feet.
 */
export function waterAtTurnEnd(g0: FngGame, env: TerrainEnv, events: FngEvent[]): FngGame {
  let g = g0;
  const turn = g.turn;
  const waters = ((env.table?.features ?? []) as readonly FngFeature[]).filter((f) => WATER_TYPES.includes(f.type));
  const chain = chainEnv(env);
  const afloat = intRule(env.rules, OOF_DROWNS_KEY);
  let w = knownWater(g);
  const keys = Object.keys(w.swimmers ?? {}).sort();
  for (const key of keys) {
    const s = w.swimmers?.[key];
    const f = g.figures.find((x) => keyOf(x) === key);
    const water = s ? waters.find((x) => x.name === s.feature) : undefined;
    if (!s || !f || !water || !onTable(f) || f.status === 'obviously-dead' || !pointInFeature(water, f.at)) {
      w = leftWater(w, key);
      continue;
    }
    const helpers = (s.helpers ?? []).filter((h) => able(g, h) && w.swimmers?.[h] !== undefined);
    let me: Swimmer = { ...s, ...(s.helpers ? { helpers } : {}) };
    const towed = helpers.length > 0;
    const depth = depthAt(w, water.name, f.at) ?? 3;
    const current = w.currents[water.name] ?? 1;

    if (!ABLE.includes(f.status)) {
      if (f.status === 'out-of-fight' && !towed) {
        const since = me.downSince ?? turn;
        const drowns = turn - since + 1 >= afloat;
        events.push({ kind: 'swimmer-distress', figure: key, water: water.name, why: 'out-of-fight', drowns });
        if (drowns) {
          g = fallDown(g, key, 'obviously-dead', chain, events);
          w = leftWater(w, key);
          continue;
        }
        me = { ...me, downSince: since };
      }
    } else if (!towed && me.since < turn && me.tested !== turn && (depth === 3 || w.trouble[key] === 'big')) {
      const trouble = w.trouble[key];
      const r = swim(env.roller, { figure: f.id, rep: f.rep, current, swimmer: has(f, 'swimmer'), loneRescuerTowing: false, slightTroubleBefore: trouble === 'slight', inBigTrouble: trouble === 'big', reachedByHelper: me.reached === turn, knockedDown: false });
      if (r.ok) {
        events.push({ kind: 'swim', figure: key, water: water.name, depth, current, result: r.value, to: f.at, turnEnd: true });
        const next = { ...w.trouble };
        if (r.value.outcome === 'slight-trouble') next[key] = 'slight';
        else if (r.value.outcome === 'big-trouble' || r.value.outcome === 'drowns') next[key] = 'big';
        else delete next[key];
        w = { ...w, trouble: next };
        me = { ...me, tested: turn, ...(r.value.outcome === 'drowns' ? { drowning: turn } : {}) };
      }
    }
    if (me.drowning === turn && !towed && me.reached !== turn) {
      events.push({ kind: 'swimmer-distress', figure: key, water: water.name, why: 'big-trouble', drowns: true });
      g = fallDown(g, key, 'obviously-dead', chain, events);
      w = leftWater(w, key);
      continue;
    }
    const swimming = me.tested === turn || (me.since < turn && (towed || !ABLE.includes(f.status) || depth === 3 || w.trouble[key] === 'big' || isHelper(w, key)));
    if (!swimming) {
      // A wader in depth 2 who did not swim stands; one who came in this turn swims from his next activation.
      w = me.since < turn ? leftWater(w, key) : withSwimmer(w, key, me);
      continue;
    }
    w = withSwimmer(w, key, me);
    const c = carry(water, f.at, current, env.table?.board.kind === 'tabletop' ? env.table.board : undefined);
    if (c.inches > 0) {
      g = updateFigure(g, key, (x) => ({ ...x, at: c.to }));
      events.push({ kind: 'current', figure: key, water: water.name, from: f.at, to: c.to, inches: c.inches, current, downstream: flowOf(water).downstream });
    }
    const known = depthAt(w, water.name, c.to);
    let found = known;
    if (known === undefined) {
      const d = probeDepth(env.roller, f.id);
      found = d.depth;
      w = { ...w, depths: [...w.depths, { feature: water.name, at: c.to, depth: d.depth }] };
      events.push({ kind: 'water-depth', figure: key, water: water.name, at: c.to, depth: d.depth, part: d.part });
    }
    if (found === 1) w = leftWater(w, key);
  }
  return { ...g, water: w };
}

/** Those who can swim: the rest are in distress (L1195, L1197). */
const ABLE: readonly string[] = ['carry-on', 'duck-back', 'retired', 'leaving'];

const able = (g: FngGame, key: string): boolean => {
  const f = g.figures.find((x) => keyOf(x) === key);
  return f !== undefined && onTable(f) && ABLE.includes(f.status);
};

const isHelper = (w: WaterKnown, key: string): boolean => Object.values(w.swimmers ?? {}).some((s) => s.helpers?.includes(key));

