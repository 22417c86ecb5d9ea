import type { RolledPart } from '../../../core/dice/roll-spec.js';
import { formatPoint } from '../../../core/board/geometry.js';
import { userText } from '../../../app/format.js';
import type { FngEvent, Stands } from '../rules/game/events.js';
import type { MissReason } from '../rules/firefight/ranged-combat.js';
import type { TestOutcome } from '../rules/firefight/reaction.js';
import type { FngView } from '../rules/view.js';
import { clockLines, enemyEventLines, missionLines } from './enemy/enemy-texts.js';
import { supportLines } from './support/support-texts.js';
import { airEffectLines } from './support/air-effect-texts.js';
import { hazardLines } from './hazards/hazard-texts.js';
import { civilianLines } from './hazards/civilian-texts.js';
import { tourLines } from './tour/tour-texts.js';
import { sightBlocked } from './messages.js';
import { sightLines } from './sight-texts.js';
import { headToHeadLines } from './enemy/head-to-head-texts.js';
import { STATUS_WORDS } from './format.js';
import { IN_SIGHT_MODIFIERS, type InSightModifier, type InSightScore } from '../rules/firefight/in-sight.js';
import type { FireResult } from '../rules/firefight/ranged-combat.js';


/** A terrain speed as a fraction. */
const SHARE: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };
/**
 * FNG results as text (every result names its table and seed line, the dice, the passes, the outcome
 * and its effect), one post per order and its whole chain. Written from one viewer's projected view:
 * a figure the view does not hold is never named.
 */

const faces = (p: RolledPart | undefined): string => (p ? `[${p.faces.join(', ')}]` : '[]');
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A figure as the view may name it: its id in bold, or "a figure" if the view does not hold it. */
/** A bearing as the nearest of eight compass points, north the table's top edge. */
function compass(deg: number): string {
  return ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'][Math.round(deg / 45) % 8]!;
}

export function namer(view: FngView): (key: string) => string {
  return (key) => {
    const f = view.figures.find((x) => x.key === key);
    return f ? `**${userText(f.id)}**` : 'a figure';
  };
}

const sideOf = (view: FngView, s: 'fwf' | 'cf'): string => `**${userText(s === 'fwf' ? view.sides[0] : view.sides[1])}**`;

const OUTCOME: Readonly<Record<TestOutcome, string>> = {
  'carry-on': 'carries on',
  fire: 'fires back',
  'duck-back': 'ducks back',
  'cohesion-test': 'calls a Cohesion test',
  retire: 'retires',
};

const REASON: Readonly<Record<MissReason, string>> = {
  total: 'too low',
  'in-smoke': 'in smoke: cannot be hit, L773',
  'dug-in': 'prone in his fighting position: small arms cannot hit him, L1203',
  'shooter-moved-fast': 'shooter moved fast',
  'shooter-snap-firing': 'snap firing',
  'target-charging': 'charging',
  'target-concealed': 'concealed',
  'target-in-cover': 'in cover',
  'target-prone': 'prone',
  'target-moved-fast': 'moved fast',
  'target-second-or-higher': '2nd target',
  'target-third-or-higher': '3rd target',
};

const WHY = { active: 'active fire', 'in-sight': 'In Sight', 'return-fire': 'returns fire', 'parting-shot': 'Parting Shot (L722)', charge: 'fires at its charger' } as const;

const LEVEL = { stunned: 'Stunned (no act or react until one full activation doing nothing, L711)', 'out-of-fight': 'Out of the Fight', 'obviously-dead': 'Obviously Dead', missing: 'Missing in Action (fired on while leaving, L722)', captured: 'captured (contacted by the enemy while helpless, L720, L950)' } as const;

/**
 * Those a blast circle or a Claymore's cone caught, each with how far from its centre he stood, as the
 * board measured it: "**tranh** (3.2″ from the centre), **lam** (4.1″)". An event kept before the
 * distances were (`away` absent) names them only.
 */
function caughtWords(keys: readonly string[], n: (k: string) => string, away: Readonly<Record<string, number>> | undefined, from: string): string {
  return keys.map((k, i) => (away?.[k] === undefined ? n(k) : `${n(k)} (${away[k]}″${i === 0 ? ` ${from}` : ''})`)).join(', ');
}

/** ", in cover + concealed (Hill jungle)": how a figure placed or moved stands, and what gives it, or whose word it is. */
function standsText(s: Stands | undefined): string {
  if (!s) return '';
  const guard = s.cover && s.concealed ? 'in cover + concealed' : s.cover ? 'in cover' : s.concealed ? 'concealed' : 'in the open';
  const why = s.set === 'gm' ? "the GM's word against the board" : s.set === 'attested' ? 'attested' : (s.by ?? []).map(userText).join(', ');
  return `, ${guard}${why ? ` (${why})` : ''}`;
}

const IN_SIGHT_MOD_WORDS: Readonly<Record<InSightModifier, string>> = {
  pointman: 'Pointman',
  quickReflexes: 'Quick Reflexes',
  shortsighted: 'Shortsighted',
  targetStealthy: 'a Stealthy enemy',
  activeAndMoved: 'active and moved',
  opponentCoverOrConcealed: 'the enemy in cover or concealed',
};

/** "REP 5 −1 (active and moved) = 4d6": the dice an In Sight roll has, and why (L657, L675–L676). */
function inSightDiceWords(s: InSightScore): string {
  if (s.modifiers.length === 0) return `REP ${s.rep}: ${s.dice}d6`;
  const mods = s.modifiers.map((m) => `${IN_SIGHT_MODIFIERS[m] > 0 ? '+' : '−'}1 (${IN_SIGHT_MOD_WORDS[m]})`).join(' ');
  return `REP ${s.rep} ${mods} = ${s.dice}d6`;
}

/** "TR 3, REP 3 −1 (LMG from the hip, L762) = 2": the dice a shot has and the REP it adds, and why. */
function fireDiceWords(tr: number, r: FireResult): string {
  const mods = r.modifiers;
  const hipTr = mods.includes('hip-tr');
  const base = r.rep - (mods.includes('pigman') ? 1 : 0) - (mods.includes('new-barrel') ? 1 : 0) + (mods.includes('decisive') ? 1 : 0) + (mods.includes('hip-rep') ? 1 : 0);
  const repMods = [
    mods.includes('pigman') ? '+1 (Pigman with an LMG)' : '',
    mods.includes('new-barrel') ? '+1 (a new barrel, L1648)' : '',
    mods.includes('decisive') ? "−1 (Decisive: not to fire, L1648)" : '',
    mods.includes('hip-rep') ? '−1 (LMG from the hip, L762)' : '',
  ].filter(Boolean);
  const trWords = hipTr ? `TR ${tr} −1 (from the hip, house rule \`fng.lmg.hip\`, L748) = ${r.tr}` : `TR ${tr}`;
  const repWords = repMods.length ? `REP ${base} ${repMods.join(' ')} = ${r.rep}` : `REP ${r.rep}`;
  return `${trWords}, ${repWords}${mods.includes('marksman') ? ', Marksman +1 to each die' : ''}`;
}

function eventLines(e: FngEvent, view: FngView, n: (k: string) => string, hours: number): string[] {
  switch (e.kind) {
    case 'mission':
      return missionLines(e);
    case 'day-part':
    case 'aircraft-weather':
    case 'weather':
    case 'mission-clock':
      return clockLines(e);
    case 'enemy-dice':
    case 'pef-moved':
    case 'pef-resolved':
    case 'first-contact':
    case 'enemy-arrives':
    case 'enemy-barrage':
    case 'pc-found':
    case 'trap-laid':
    case 'trap':
    case 'enemy-group':
    case 'enemy-hold':
    case 'random-effect':
    case 'withdrew':
    case 'melt-away':
    case 'reinforcement-test':
    case 'random-event':
    case 'enemy-done':
    case 'recon':
    case 'mission-end':
      return enemyEventLines(e, view, n);
    case 'radio-subordinate': {
      const via = e.by === 'leader' ? `on ${n(e.radio)}'s radio` : `through ${n(e.radio)} (L1691)`;
      const atmo = e.atmospheric === 1 ? ' (bad, −1)' : e.atmospheric === 6 ? ' (good, +1)' : '';
      const call = `📻 ${n(e.commander)} calls ${n(e.subordinate)} ${via} (Making the Call, L1665): atmospherics ${faces(e.parts[0])}${atmo} → REP ${e.modifiedRep}; ${faces(e.parts[1])}`;
      if (!e.through) return [`${call} → **no contact**: this radio may not try again this turn (L1679).`];
      const then = e.activates
        ? `${n(e.subordinate)}'s group **acts now** (${(e.group ?? []).map(n).join(', ')}), giving up its normal activation`
        : `the group keeps its normal activation and does not act now; ${n(e.commander)} **does nothing more this activation** (L1700)`;
      return [`${call} → through. Activate a subordinate (L1698): ${faces(e.parts[2])} vs REP ${view.figures.find((f) => f.key === e.commander)?.rep ?? '?'} → ${then}.`];
    }
    case 'activation': {
      const dice = `${sideOf(view, 'fwf')} ${e.dice.fwf}, ${sideOf(view, 'cf')} ${e.dice.cf}`;
      if (e.doubles) return [`Activation (L599): ${dice} — doubles are no turn (L599: a Random Event on a mission); rolled again.`];
      const first = e.first!;
      const second = first === 'fwf' ? 'cf' : 'fwf';
      return [
        `**Turn ${e.turn}** — Activation (L599): ${dice}. ${sideOf(view, first)} activates first, groups of REP ${e.dice[first]}+; then ${sideOf(view, second)}, REP ${e.dice[second]}+.${e.reinforcements ? ` The total is 7: ${sideOf(view, e.reinforcements)} may get reinforcements (p.93).` : ''}`,
      ];
    }
    case 'ambush-spot': {
      if (!e.rolled) return [`🎯 The ambushers activate first (L2192): no chance to spot the ambush — they open fire; they take no In Sight this turn.`];
      const who = e.side === 'fwf' ? `${sideOf(view, 'fwf')}'s squad` : `The ambushed ${sideOf(view, 'cf')}`;
      const roll = e.parts?.length ? ` 2d6 vs best REP ${e.rep ?? '?'}: ${e.parts.map(faces).join(' ')}` : '';
      return [
        e.spotted
          ? `🎯 ${who} activates first and **spots the ambush** (L2192)${roll}: the whole force has; every figure of it may open fire at once, whatever its REP against the die, then move or go prone. The ambushers take no In Sight this turn.`
          : `🎯 ${who} activates first and tries to spot the ambush (L2192)${roll}: **not spotted** — the ambushers open fire when they are active, taking no In Sight this turn.`,
      ];
    }
    case 'activation-start':
      return e.skipped ? [`${sideOf(view, e.side)} has no group of REP ${e.die}+ able to act: its activation passes.`] : [];
    case 'done': {
      const rec = e.recovered.length ? ` ${e.recovered.map(n).join(', ')} recover${e.recovered.length === 1 ? 's' : ''} from being Stunned (a full activation doing nothing, L711).` : '';
      return [`${sideOf(view, e.side)} is done.${rec}`];
    }
    case 'force':
      return [`${sideOf(view, e.side)} musters ${userText(e.name)}: ${e.figures.map(n).join(', ')}.`];
    case 'placed':
      return [`${n(e.figure)} is placed at ${formatPoint(e.at)}${standsText(e.stands)}.`];
    case 'side-pef-noted':
    case 'side-pef-moved':
    case 'side-pef-resolved':
      return headToHeadLines(e, view, n);
    case 'set':
      return [`${n(e.figure)}: ${e.what}.`];
    case 'fast-move':
      return [
        `🏃 Fast Move (L614): 2d6 ${faces(e.part)}${e.athletePart ? ` + Athlete d6 ${faces(e.athletePart)}` : ''} — ${e.figures.map((f) => `${n(f.figure)} passes ${f.passes}d6 → up to ${f.inches}"${f.clumsy ? ' (Clumsy: failed doubles, falls Stunned and prone)' : ''}`).join('; ')}.`,
      ];
    case 'moved': {
      const how = e.mode === 'crawl' ? 'crawls' : e.mode === 'fast' ? 'fast moves' : 'moves';
      const end = e.short ? `stops short at ${formatPoint(e.to)} (${e.inches}" for its ${e.allowed}" of move)` : `to ${formatPoint(e.to)} (${e.inches}")`;
      const ground = e.terrain?.length ? ` through ${e.terrain.map((t) => `${userText(t.name)} (${SHARE[t.share] ?? `×${t.share}`} speed)`).join(', ')} (L1146)` : '';
      return [`${n(e.figure)} ${how} from ${formatPoint(e.from)} ${end}${ground}${e.prone ? ', prone' : ''}${standsText(e.stands)}.`];
    }
    case 'shot': {
      const r = e.result;
      const byTarget = e.targets.map((t) => {
        const shots = r.shots.filter((s) => s.targetId === t.id);
        const m = e.measured?.find((x) => x.id === t.id);
        const set = m?.set === 'gm' ? ' (the GM\'s word)' : m?.set === 'attested' ? ' (attested)' : '';
        const guard = [t.inCover ? 'in cover' : '', t.concealed ? 'concealed' : ''].filter(Boolean).join(', ');
        const cond = [m ? `${m.inches}″${e.range === undefined ? '' : `, in range`}` : '', guard ? `${guard}${set}` : set ? `in the open${set}` : '', t.prone ? 'prone' : '', t.movedFast ? 'fast moving' : '', t.charging ? 'charging' : ''].filter(Boolean);
        const each = shots.map((s) => `${s.face}+${r.rep}${s.total - s.face - r.rep ? `+${s.total - s.face - r.rep}` : ''}=${s.total} ${s.result === 'hit' ? 'hit' : `miss (${s.reasons.map((x) => REASON[x]).join(', ')})`}`).join(', ');
        const who = t.id.startsWith('spot:') ? `the spot ${t.id.slice('spot:'.length)}` : n(t.id);
        return `${who}${cond.length ? ` (${cond.join(', ')})` : ''}: ${each}`;
      });
      const mods = [e.snap ? 'snap firing' : ''].filter(Boolean);
      const ammo = r.outOfAmmo ? ` — ${plural(r.ones, 'one')} rolled: **out of ammo** (L808), reload with \`/fng reload\`.` : '';
      return [`🔫 ${n(e.shooter)} ${WHY[e.why]}: ${userText(e.weapon)}, ${fireDiceWords(e.tr, r)}${mods.length ? `, ${mods.join(', ')}` : ''} — Ranged Combat (L825, d6 + REP${e.range === undefined ? '' : `, range ${e.range}″`}): ${faces(r.part)} → ${byTarget.join('; ')}.${ammo}`];
    }
    case 'no-shot': {
      const why = { down: 'is no longer able to', 'no-weapon': 'has no weapon to', 'out-of-ammo': 'is out of ammo and cannot', 'out-of-range': 'is out of range and cannot', 'no-target': 'has no target left to', 'fired-at-aircraft': 'fired at an aircraft this turn and may not', 'in-smoke': 'is in smoke (L773) and cannot', 'smoke-between': 'has smoke between him and his target (L773) and cannot', swimming: 'is swimming (L1195) and cannot', 'no-los': 'has no line of sight to his target (L649) and cannot' }[e.reason];
      return [`${n(e.shooter)} ${why} fire (${WHY[e.why]}).`];
    }
    case 'damage': {
      const what =
        e.roll.result === 'miss'
          ? 'a hit, but in cover on an even die: **missed** (house rule `fng.damage.cover-even-miss`, L849–L851)'
          : e.roll.result === 'obviously-dead'
            ? 'a 1: **Obviously Dead**'
            : e.roll.result === 'out-of-the-fight'
              ? `at most the Impact: **Out of the Fight**`
              : `above the Impact: **Knocked Down**, Recover From Knock Down at once`;
      return [`💥 Combat Damage (L840) on ${n(e.figure)}: d6 ${e.roll.die} vs Impact ${e.impact} — ${what}.`];
    }
    case 'recover':
      return [`Recover From Knock Down (L699) ${n(e.figure)}: ${e.result.roll.how === 'free-will' ? 'Free Will' : `${e.result.extraDie ? `3d6 (${e.result.extraDie === 'flak-jacket' ? 'flak jacket' : 'Hard as Nails'}) ` : ''}${faces(e.result.roll.part)}`} → ${plural(e.result.roll.passes, 'pass', 'passes')} → **${e.result.outcome === 'out-of-the-fight' ? 'Out of the Fight' : e.result.outcome === 'obviously-dead' ? 'Obviously Dead' : 'Stunned'}**.`];
    case 'leader-die':
      return [`Leader Die (L581) of ${n(e.leader)} for ${e.test}: ${faces(e.part)} → ${e.passed ? 'passed: +1 pass to each figure of the group' : 'failed: no effect'}.`];
    case 'star-power':
      return [`⭐ Star Power (L347) ${n(e.figure)}: ${faces(e.result.part)} — ${plural(e.result.reducing, 'die', 'dice')} of 1–3 lower the damage to ${e.result.damage.join(', ')}; ${e.result.diceLeft} Star Power left${e.result.lost ? ` (${e.result.lost} lost on a 6)` : ''}.`];
    case 'larger-than-life':
      return [`⭐ Larger Than Life (L334): ${n(e.figure)} cannot be killed by a lower REP — Out of the Fight instead.`];
    case 'cheat-death':
      return [`⭐ Cheating Death (L338): ${n(e.figure)} is whisked away safely and leaves the battle; REP now ${e.rep}.`];
    case 'down': {
      const walk = e.walking ? ` Walking wounded (L720): d6 ${e.walking.part.faces[0]} → ${e.walking.walks ? 'walks at half speed' : 'must be carried'}.` : '';
      return [`⬇️ ${n(e.figure)} is ${LEVEL[e.level]}.${walk}`];
    }
    case 'stays':
      return [`⬇️ ${n(e.figure)} stays ${STATUS_WORDS[e.status] ?? e.status}: a new result (${STATUS_WORDS[e.level]}) never lessens a worse one (L938).`];
    case 'dropped':
      return [`${n(e.carrier)} drops ${n(e.casualty)}.`];
    case 'reaction': {
      const test = e.tests === 'both' ? 'Received Fire + Man Down (one roll, the worse result, L648)' : e.tests === 'received-fire' ? 'Received Fire (L695)' : 'Man Down (L696)';
      const how = e.how === 'free-will' ? 'Free Will' : e.how === 'hero' ? 'hero mode: passes 2d6' : faces(e.part);
      const passes = [e.passes.rf === undefined ? '' : `${e.tests === 'both' ? 'RF ' : ''}${plural(e.passes.rf, 'pass', 'passes')}`, e.passes.md === undefined ? '' : `${e.tests === 'both' ? 'MD ' : ''}${plural(e.passes.md, 'pass', 'passes')}`].filter(Boolean).join(', ');
      const why = e.tests === 'man-down' ? [] : [e.outgunned ? 'outgunned' : '', e.inCover ? 'in cover' : ''].filter(Boolean);
      return [`${test} ${n(e.figure)}: ${how} → ${passes}${why.length ? ` (${why.join(', ')})` : ''} → **${OUTCOME[e.outcome]}**.${e.hero ? ' Snake eyes: **hero mode** for the rest of the game (L706).' : ''}`];
    }
    case 'cohesion':
      return [`Cohesion (L702)${e.half ? ', unit at half strength or less' : ''}: ${e.part ? `${e.activity ? `${e.part.faces.length}d6 (VC/NVA Activity, L1602) ` : ''}${faces(e.part)}` : 'Free Will'} — ${e.members.map((m) => `${n(m.id)} ${plural(m.passes, 'pass', 'passes')} → ${m.outcome === 'retire' ? '**retires**' : 'carries on'}`).join('; ')}.`];
    case 'status': {
      const s = {
        'duck-back': 'ducks back: to the nearest cover within 6", or prone where it is (L714)',
        retired: 'retires to the nearest cover within 12" away from the cause, then counts as ducked back (L722)',
        leaving: 'retires a second time this turn: it leaves the table as fast as it can (L722)',
        'left-battlefield': 'retires and leaves the battle: Communist figures that reach cover are removed (L722)',
        'carry-on': 'carries on',
      }[e.status];
      return [`↩️ ${n(e.figure)} ${s}.`];
    }
    case 'in-sight': {
      const scores = e.scores.map((s) => `${n(s.id)} ${inSightDiceWords(s)} ${faces(s.part)} → ${s.successes}${s.acts ? '' : s.successes ? ' (completing its reaction)' : ''}`).join('; ');
      const order = e.order.length ? e.order.map((lvl) => lvl.map(n).join(' & ')).join(', then ') : 'nobody';
      return [`👁️ In Sight (L653, successes on 1–3): ${scores}. Acting: ${order}.`];
    }
    case 'move-stopped':
    case 'move-left':
    case 'into-sight':
    case 'in-sight-unseeing':
    case 'turned':
    case 'in-sight-joins':
      return sightLines(e, n);
    case 'in-sight-action': {
      const r = e.result;
      const how = r.case === 'star-choice' ? 'the Star chooses' : r.case === 'forfeited' ? 'forfeited (ducked back, hit or in melee since the test, L681)' : r.case === 'outgunned' ? 'outgunned' : r.case === 'cannot-shoot' ? 'cannot shoot' : `d6 ${faces(r.part)} vs REP`;
      const act = { fire: `fires${e.target ? ` at ${n(e.target)}` : ''}${r.snapFiring ? ' (snap fire: active side, first round)' : ''}`, 'duck-back': 'ducks back', charge: `charges${e.target ? ` ${n(e.target)}` : ''}`, forfeit: 'does nothing' }[r.action];
      return [`In Sight action (L670) ${n(e.figure)}: ${how} → ${act}.`];
    }
    case 'charge': {
      const r = e.result;
      const OUT = {
        'target-cohesion': 'the target tests Cohesion; the charger goes in',
        'target-may-not-fire': 'the target may not fire; the charger goes in',
        'target-fires-one-shot': 'the target fires one shot; the charger goes in',
        'target-fires-full': 'the target fires at full TR; the charger goes in',
        'charger-cohesion': 'the target fires at full TR; the charger tests Cohesion',
      } as const;
      return [
        `⚔️ Charge into Melee (L887) on ${n(e.target)}: target ${faces(r.targetPart)}; ${r.pairings.map((p) => `${n(p.chargerId)} ${p.chargerDice}d6 ${faces(p.chargerPart)} → ${p.chargerPasses} vs ${p.targetPasses} (${p.difference >= 0 ? '+' : ''}${p.difference}): ${OUT[p.outcome]}`).join('; ')}.`,
      ];
    }
    case 'melee': {
      const r = e.result;
      const side = (f: typeof r.attacker) => `${n(f.id)} ${f.dice}d6 ${faces(f.part)} → ${plural(f.successes, 'success', 'successes')}`;
      const end = r.kind === 'evenly-matched' ? '**Evenly Matched**: they stay locked (L947)' : `${n(r.winner)} wins by ${r.impact}: ${n(r.loser)} takes Combat Damage at Impact ${r.impact}, cover not counting`;
      return [`🗡️ Melee (L918): ${side(r.attacker)} vs ${side(r.defender)} — ${end}.`];
    }
    case 'asked': {
      const who = e.figures.map(n).join(', ');
      const how =
        e.question === 'free-will'
          ? `Free Will (L344) on ${e.test}: \`/fng react figure:<id> answer:2|1|0|roll\` (pass 2, 1 or 0 d6, or roll)`
          : `their In Sight action (L670): \`/fng react figure:<id> answer:fire|duck-back|charge|roll\``;
      return [`❓ Waiting for the Star${e.figures.length === 1 ? '' : 's'} ${who}: ${how}. ${hours > 0 ? `After ${plural(hours, 'hour')} the next order rolls for them` : 'The next order rolls for them'} (house rule \`fng.star.deadline-hours\`); the GM may \`/fng react default:true\`.`];
    }
    case 'answered':
      return [`${n(e.figure)} answers: ${e.answer}.${e.waiting.length ? ` Still waiting for ${e.waiting.map(n).join(', ')}.` : ''}`];
    case 'defaults':
      return [`No answer from ${e.figures.map(n).join(', ')}: the default applies (the dice are rolled).`];
    case 'chain-cut':
      return ['The exchange of fire goes on past what one post can hold; carry on with the next order.'];
    case 'ready':
      return [`Ready the ${userText(e.weapon)} (L854) ${n(e.figure)}: 2d6 ${faces(e.part)} → ${plural(e.passes, 'pass', 'passes')} → ${e.when === 'now' ? 'ready now' : e.when === 'reaction' ? 'ready for a reaction, or when next active' : 'ready when next active'}.`];
    case 'throw': {
      const land = e.landing === 'on-spot' ? 'lands on the spot' : e.landing === 'missed' ? 'misses the spot (no effect there)' : '**Oops!** it lands at the thrower\'s feet';
      const dud = e.dud === undefined ? '' : e.dud ? ` Dud check ${faces(e.parts[1])}: **a dud**, it does not explode.` : ` Dud check ${faces(e.parts[1])}: it explodes.`;
      const far = e.inches === undefined ? '' : `, ${e.inches}″ of his ${e.reach}″`;
      const why = e.unseen ? (e.unseen['why'] === 'guarded' ? `\`${e.unseen['figure']}\` is ${e.unseen['guard']}${e.unseen['feature'] ? ` (${userText(String(e.unseen['feature']))})` : ''}` : sightBlocked(e.unseen)) : '';
      const unseen = e.unseen ? `; he cannot see the spot — ${why} — so he throws blind (L868)` : '';
      return [`💣 ${n(e.figure)} throws a ${userText(e.weapon)} at ${formatPoint(e.at)}${far} (L866)${unseen}: 2d6 ${faces(e.parts[0])} → ${plural(e.passes, 'pass', 'passes')}: ${land}.${dud}`];
    }
    case 'chest-charge':
      return [`💥 ${n(e.figure)} sets off the mine strapped to his chest, faced at ${formatPoint(e.toward)} (L2154): he dies; the 8" cone, Impact 3, friend or foe (L783), catches ${e.caught.length ? caughtWords(e.caught, n, e.away, 'from him') : 'nobody'}; the 4" back blast, Impact 2, ${e.behind.length ? caughtWords(e.behind, n, e.away, 'from him') : 'nobody'}.`];
    case 'c4-rigged':
      return [`💣 ${n(e.figure)} rigs ${plural(e.blocks, 'block')} of C-4 at ${formatPoint(e.at)} on a ${e.turns}-turn timer, his whole activation (L784); ${plural(e.left, 'block')} left in the squad's stores. Readied, it goes off at the end of turn ${e.fuse} (a turn later if not readied at once): a 5" circle, Impact and APR ${2 * e.blocks}, friend or foe; in punji stakes it blows a 4" hole (L1212).`];
    case 'c4-blast':
      return [`💥 ${n(e.figure)}'s C-4 (${plural(e.blocks, 'block')}) goes off at ${formatPoint(e.at)} at the turn's end (L784): Impact ${e.impact}, APR ${e.apr}.`];
    case 'claymore-roll':
      return [`Claymores before the Ambush (L2195): 1d6 ${faces(e.part)} vs the Squad Leader's REP ${e.rep} → ${e.passed ? 'passes: the squad may set out its Claymores' : 'fails: no Claymores set out before the start (they may still be set in an activation, L783)'}.`];
    case 'claymore-set':
      if (e.figure.startsWith('cf:')) return [`💣 (GM) ${n(e.figure)} sets his own Claymore ${e.mine} at ${formatPoint(e.at)}, faced at ${formatPoint(e.toward)} (L516, L783): his whole activation; the bot fires it once its cone catches a Free World figure and none of his own.`];
      return [
        e.setting
          ? `${n(e.figure)} begins setting Claymore ${e.mine} at ${formatPoint(e.at)}, faced at ${formatPoint(e.toward)} (L783); ${plural(e.left, 'Claymore')} left in the squad's stores. It takes his whole activation uninterrupted: a Reaction Test he takes before his side is done gives it up (L611). Then fire it from within 12": \`/fng-mission claymore do:fire figure:<id> mine:${e.mine}\`.`
          : `${n(e.figure)} sets out Claymore ${e.mine} at ${formatPoint(e.at)}, faced at ${formatPoint(e.toward)} (L783); ${plural(e.left, 'Claymore')} left in the squad's stores. Fire it from within 12": \`/fng-mission claymore do:fire figure:<id> mine:${e.mine}\`.`,
      ];
    case 'defense-event': {
      const d = e.event;
      if (d.what === 'slick-lands') return [`🚁 Turn ${d.turn}: the resupply Slick comes in (L2205): it lands at the objective if the clearing is 10" across — six passengers' worth of supplies to unload — or kicks them from the door; landed, it takes off at the start of turn ${d.leavesTurn}.`];
      if (d.what === 'canteens')
        return [
          d.filled
            ? `🚰 Turn ${d.turn}: the water party has been at the water two full turns: the canteens are filled (L2205). Now out by the way in.`
            : `🚰 Turn ${d.turn}: the water party is at the water, filling canteens: ${d.fullTurns} of 2 full turns (L2205).`,
        ];
      if (d.what === 'canteens-interrupted') return [`🚰 Turn ${d.turn}: the water party is not all at the water: the canteens' two full turns start over (L2205).`];
      if (d.what === 'slick-leaves') return [`🚁 Turn ${d.turn}: the resupply Slick takes off (L2205); what is not unloaded goes with it.`];
      if (d.what === 'checked') {
        const each = d.checks.map((c, i) => {
          const roll = c.dice === 0 ? 'Fluent, passes' : `${c.dice}d6 ${faces(c.parts[0]!)} ${plural(c.passes, 'pass', 'passes')}`;
          const found = !c.anomaly ? 'papers fine, walks on' : `an anomaly, 1d6 ${faces(c.parts[c.parts.length - 1]!)} → ${c.detained ? '**fake papers: detained** to the end' : 'nothing, walks on'}`;
          return `${i + 1}: ${roll} — ${found}`;
        });
        return [`🛂 Turn ${d.turn}: ${n(d.checker)} checks each civilian at the check point (Speak Local, L2206; 2 or more passing finds an anomaly): ${each.join('; ')}.${d.detained ? ` ${plural(d.detained, 'suspect')} detained (+2 VP each, L2214).` : ''}`];
      }
      if (d.what !== 'civilians') return [];
      return [`🚶 Turn ${d.turn}: the Activation total ${d.total} is over 6 and combat has not begun: 1d6 ${faces(d.parts[0]!)} → ${plural(d.count, 'civilian')} come to the ${d.end === 'first' ? 'first' : 'other'} end of the road (1d6 ${faces(d.parts[1]!)}, 1–3 the first end, L2206), to walk it to the far end; at a check point each takes a Speak Local check.`];
    }
    case 'claymore-interrupted':
      return [`✋ ${n(e.figure)} took a Reaction Test while setting Claymore ${e.mine}: interrupted (L611, L783), it is not set and goes back to ${e.side === 'cf' ? 'him' : 'the squad\'s stores'}.`];
    case 'enemy-column':
      return [e.figures.length ? `🐍 The enemy comes along in single file, 1" apart, its head at ${formatPoint(e.head)} trailing toward ${formatPoint(e.trail)} (L2195): ${e.figures.map(n).join(', ')}.` : '🐍 No enemy came of the PEFs: nobody walks into the Ambush (L2195).'];
    case 'defense-objective':
      return [`🎯 The Defense's objective${e.what ? ` (${e.what.replace('-', ' ')})` : ''} is marked at ${formatPoint(e.at)} (L2205): at the end, held with no enemy in the fight within 6" of it is +5 VP; the Free World Forces wiped out, or the players saying it was lost, −4 (L2213, L2215).`];
    case 'claymore-fired':
      return [`💥 ${n(e.figure)} fires Claymore ${e.mine} at ${formatPoint(e.at)}, faced at ${formatPoint(e.toward)} (L783): the 8" cone, Impact 3, friend or foe, catches ${e.caught.length ? caughtWords(e.caught, n, e.away, 'from the mine') : 'nobody'}; the 4" back blast, Impact 2, ${e.behind.length ? caughtWords(e.behind, n, e.away, 'from the mine') : 'nobody'}.`];
    case 'smoke-blinds':
      return [
        e.what === 'throw'
          ? `💨 The smoke of ${e.area} keeps ${n(e.figure)} from seeing ${formatPoint(e.at)} (L773): he throws blind (L868).`
          : `💨 The smoke of ${e.area} keeps ${n(e.figure)} from seeing ${formatPoint(e.at)} (L773): the point is out of his sight (−1 REP unless a Registered Target Point, L1774; no halved deviation for an FO).`,
      ];
    case 'blast':
      // Only napalm lays a template (L1909): its line names the template, not a circle it does not have.
      if (e.area !== undefined) return [`Napalm's 6" × 18" template from ${formatPoint(e.centre)} along the Flight Line, Impact ${e.impact} (L1909): ${e.caught.length ? caughtWords(e.caught, n, e.away, 'from the point') : 'nobody'} caught.`];
      return [`Blast circle ${e.diameter}" at ${formatPoint(e.centre)}, Impact ${e.impact}${e.inside !== undefined ? ` (inside ${userText(e.inside)}: +1, L1024)` : ''} (L882): ${e.caught.length ? caughtWords(e.caught, n, e.away, 'from the centre') : 'nobody'} caught.`];
    case 'obstacle-stop':
      return [e.obstacle === 'wire'
        ? `🚧 ${n(e.figure)} ${e.inches > 0 ? `gets ${e.inches}" through ${userText(e.feature)}` : `is stopped by ${userText(e.feature)}`} at ${formatPoint(e.at)}: wire is crossed 2" a turn with 4" or more extra on a Fast Move, 1" with less, and crossing takes the whole move (L1208).`
        : `🎋 ${n(e.figure)} stops ${e.inches}" into ${userText(e.feature)} at ${formatPoint(e.at)}: punji stakes are crossed at 2" a turn (L1209).`];
    case 'obstacle-test':
      return [`${e.obstacle === 'minefield' ? '💥' : '🎋'} ${n(e.figure)} in ${userText(e.feature)} (${e.obstacle === 'minefield' ? 'L1206' : 'L1209'}): 1d6 ${faces(e.part)} vs REP → ${e.hurt ? (e.obstacle === 'minefield' ? '**a mine goes off**: a 5" blast at Impact 2 on him' : '**a stake goes in**: an Impact 1 hit') : 'passed, nothing happens'}.`];
    case 'minefield-patch':
      return [`💣 ${userText(e.feature)} was shelled at ${formatPoint(e.at)} (L1206: clear on ${e.clearOn === 1 ? '1' : `1–${e.clearOn}`}): 1d6 ${faces(e.part)} → ${e.clear ? '**the 6" × 6" there is clear**, no mine goes off' : 'not cleared'}.`];
    case 'obstacle-gap':
      if (e.blown) return [`💥 The blast blows a ${e.size}" × ${e.size}" hole in ${userText(e.feature)} at ${formatPoint(e.at)} (${e.obstacle === 'wire' ? 'L1208' : 'L1212'}).`];
      if (e.obstacle === 'minefield') return [`🪛 Engineer ${n(e.figure)} clears ${e.size}" × ${e.size}" of ${userText(e.feature)} at ${formatPoint(e.at)} of its mines (L1206: 2" × 2" a turn of dedicated work), his whole activation: nobody there takes the minefield's test.`];
      return [e.obstacle === 'wire' ? `✂️ ${n(e.figure)} cuts a ${e.size}" gap in ${userText(e.feature)} at ${formatPoint(e.at)} with his wire cutters (L1208, L375), his whole activation.` : `🎋 ${n(e.figure)} pulls up the stakes of ${userText(e.feature)} over ${e.size}" × ${e.size}" at ${formatPoint(e.at)} (L1212), his whole activation.`];
    case 'night-gear':
      if (e.gear === 'flashlight')
        return [
          !e.on
            ? `🔦 ${n(e.figure)} switches off his flashlight.`
            : e.red
              ? `🔦 ${n(e.figure)} switches his flashlight to its red filter (L366)${e.facing !== undefined ? `, facing ${compass(e.facing)} toward ${formatPoint(e.beam!)}` : ''}: 6" of light to his front that nobody outside it sees; he is seen at the night's normal distance, and at 12" in a darkened building.`
              : `🔦 ${n(e.figure)} switches on his flashlight (L366)${e.beam ? `, shining it toward ${formatPoint(e.beam)}` : ''}: his LOS is doubled but in elephant grass, and he, and anyone in its light${e.beam ? ' (24" of beam, 2" wide)' : ''}, is seen and fired on at daylight ranges.`,
        ];
      return [e.on ? `🔭 ${n(e.figure)} looks through the starlight scope (L367–L372): his night LOS is ${e.open}× in the open and ${e.other}× in other terrain (not in elephant grass); it makes no light and cannot be detected.` : `🔭 ${n(e.figure)}'s starlight scope shows nothing: it does not work on a rainy night (L372).`];
    case 'flame-left':
      return e.shotsLeft === undefined ? [] : [e.shotsLeft === 1 ? `🔥 ${n(e.figure)}'s flame-thrower rolled a 1: one shot left (L782).` : `🔥 ${n(e.figure)}'s flame-thrower is empty (L782).`];
    case 'flame-crossing':
      return [
        e.through
          ? `🔥 ${n(e.figure)} goes through the flame of ${e.area} (L782): 2d6 ${faces(e.part)} vs REP, both passed; the flames 2d6 ${e.burnPart ? faces(e.burnPart) : ''} = ${e.total} on the Ranged Combat Table → ${e.burned ? '**burned**, Impact 5' : 'not burned'}.`
          : `🔥 ${n(e.figure)} balks at the flame of ${e.area} (L782): 2d6 ${faces(e.part)} vs REP, not both passed; he stops at its edge${e.at ? `, ${formatPoint(e.at)}` : ''}.`,
      ];
    case 'building-entry': {
      const walls = e.walls.map((w) => `${w.entering ? 'into' : 'out of'} ${userText(w.feature)}`).join(', then ');
      if (e.noDoor === undefined && e.via === 'window') return [`🪟 ${n(e.figure)} climbs through a window ${walls} at ${formatPoint(e.at)}: going through a window ends the move (L999).`];
      if (e.noDoor !== undefined) return [`🧱 ${n(e.figure)} stops at the wall of ${userText(e.noDoor)} at ${formatPoint(e.at)}: no ${e.via === 'window' ? 'window' : 'door'} is drawn there (L999; doors and windows within 1″ of the crossing). Go round to a door, or through a drawn window (\`via:window\`, the move ends).`];
      if (e.walls.length === 0) return [`🚪 ${n(e.figure)} stops at the door at ${formatPoint(e.at)}: going through costs 2" of the move he no longer has (L999).`];
      return [`🚪 ${n(e.figure)} goes through the door ${walls} (2" of the move each, L999)${e.short !== undefined ? `, stopping ${e.short}" short at ${formatPoint(e.at)}` : ''}.`];
    }
    case 'speak-indigenous': {
      const r = e.result;
      const roll = r.parts.length ? `${r.dice}d6 ${faces(r.parts[0]!)} → ${plural(r.successes, 'success', 'successes')}` : 'Fluent: no roll';
      const what = {
        'acts-as-ordered': 'they act as ordered, and need no more Speak Local tests this battle',
        'next-turn': 'they wait until next turn to act on the order, and do not move this activation',
        'next-activation-normal-speed': 'they wait until their next activation to act on it, then at normal speed only; they do not move this activation',
        'only-fires': 'they will not act this turn but to fire on the enemy',
      }[r.response];
      return [`🗣️ ${n(e.advisor)} explains his orders to ${n(e.leader)} (Speak Local – Indigenous Troops, L1300–L1307): ${roll}: ${what} (${e.group.map(n).join(', ')}).`];
    }
    case 'pencil-flare':
      return [`🎆 ${n(e.figure)} fires a pencil flare over ${formatPoint(e.at)} (L366): it does not count as firing.`];
    case 'dug-in':
      return [`${n(e.figure)}, prone in his fighting position, is out of reach of a blast centred outside it at Impact ${e.impact} (L1203).`];
    case 'back-blast':
      return [`Back blast of the ${e.weapon}, ${e.length}" straight behind, Impact ${e.impact} (L763, L783): ${e.caught.length ? `${e.caught.map(n).join(', ')} caught` : 'nobody behind'}.`];
    case 'escape':
      return [`${n(e.figure)} tries to dive clear (L877): d6 ${faces(e.part)} vs REP → ${e.escapes ? 'drops prone and escapes' : 'too slow'}.`];
    case 'shielded':
      return [`${n(e.figure)} is shielded by ${e.by === undefined ? 'cover' : `the walls of ${userText(e.by)} (DV ${e.dv}, L1007)`} at least as strong as the blast (L876${e.set === 'gm' ? ", the GM's word" : e.set === 'attested' ? ', attested' : ''}): ${e.result === 'stunned' ? 'Stunned (house rule `fng.blast-cover`)' : 'ducks back'}.`];
    case 'aid': {
      const res = e.result === 'flesh-wound' ? 'a flesh wound: back in the fight at full REP' : e.result === 'back-at-rep-minus-one' ? `back in the fight at REP ${e.rep}` : 'stays Out of the Fight';
      return [`⛑️ First Aid (L964) by ${n(e.medic)} on ${n(e.casualty)}: medic ${faces(e.parts[0])}, casualty ${faces(e.parts[1])} → ${plural(e.passes, 'pass', 'passes')}: ${res}.`];
    }
    case 'carry':
      return [e.drop ? `${n(e.carrier)} sets down ${n(e.casualty)}.` : `${n(e.carrier)} picks up ${n(e.casualty)} (2" less move, snap fire, never outgunned, L957).`];
    case 'reload':
      return [`${n(e.figure)} reloads (L808); its active fire is spent.`];
    case 'mg-setup': {
      const how = e.how === 'prone' ? 'goes prone with a full crew: set up' : e.how === 'full' ? 'spends the activation setting up' : `Hasty Machinegun Setup (L753): ${faces(e.part)} → ${plural(e.passes ?? 0, 'pass', 'passes')}`;
      return [`${n(e.figure)} ${how} → ${e.when === 'now' ? 'ready to fire now' : e.when === 'reaction' ? 'may fire in reaction' : 'fires when next active'}.`];
    }
    case 'support':
      return supportLines(e.event, view, n);
    case 'air':
      return airEffectLines(e.event, view, n);
    case 'tour':
      return tourLines(e.event, view, n);
    case 'tunnel-enter':
    case 'tunnel-turn':
    case 'tunnel-blast':
    case 'building-fire':
    case 'floor-move':
    case 'bunker-suppress':
    case 'wade':
    case 'swim':
    case 'civilians':
    case 'civilian-reaction':
    case 'speak-local':
    case 'ignite':
    case 'in-a-fire':
    case 'fire-turn':
    case 'current':
    case 'water-depth':
    case 'swimmer-distress':
      return hazardLines(e);
    case 'civilian':
      return civilianLines(e.event);
    case 'break-off':
      return [e.star ? `${n(e.figure)} (a Star) breaks off the melee (L947); both sides may take an In Sight test.` : `Break off (L947) ${n(e.figure)}: ${faces(e.parts[0])} → ${e.stays ? 'stays in the melee' : `breaks off, ${e.inches}" away ${faces(e.parts[1])}; both sides may take an In Sight test`}.`];
  }
}

/** Every event as lines, from `view`. `hours` is the Star deadline, for the questions. */
export function eventsText(events: readonly FngEvent[], view: FngView, hours: number): string {
  const n = namer(view);
  return events.flatMap((e) => eventLines(e, view, n, hours)).join('\n');
}
