import { formatPoint } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { HelicopterStep, SupportEvent } from '../../rules/support/support-state.js';
import type { CrashVictim } from '../../rules/support/helicopters.js';

/**
 * Aircraft over the table as text: the enemy's fire at them as the table sees it (who stands and
 * fires, who ducks back, who retires; its dice are the GM's, told in `enemy-dice`), the pilot's own
 * rolls (Golden BB, Helicopter Piloting) and the damage, and what the helicopters do.
 */

type AirEvent = Extract<SupportEvent, { readonly kind: 'aa' | 'golden-bb' | 'hover-fire' | 'hmg-fire' | 'door-guns' | 'door-gunners-react' | 'loach-drop' | 'loach-fire' | 'aboard-hit' | 'piloting' | 'helicopter' | 'crash' }>;

const faces = (p: RolledPart | undefined): string => (p ? `[${p.faces.join(', ')}]` : '[]');
const list = (keys: readonly string[], n: (k: string) => string): string => keys.map(n).join(', ');

export const LEAVES: Readonly<Record<Extract<SupportEvent, { kind: 'leaves' }>['why'], string>> = {
  time: 'has run out of time over the table and flies home (L1896)',
  passes: 'has made its passes and flies home',
  done: 'is done',
  home: 'breaks off and goes home for the rest of the game (L1889–L1890)',
  'shot-down': 'has taken more damage than its Damage Points: it flies off the table and crashes (L1882)',
  crashed: 'is down',
};

const MODE = {
  check: 'Anti-Aircraft Check (L1869, within 12" of the Flight Line)',
  treetops: 'skimming the treetops (L1954): only those beside open ground take the Anti-Aircraft Check',
  'sitting-duck': 'a sitting duck (L1956): everyone within 24" may fire without a check',
  hover: 'hovering (L1937): Anti-Aircraft Check within 24", then Ranged Combat at it (L1948)',
} as const;

const BB = {
  'no-effect': 'no effect, the pilot carries on',
  'presses-on': 'the pilot presses on at −1 REP',
  'veers-off': 'the aircraft **veers off** and breaks off the attack: the pass is spent (L1894)',
} as const;

const PILOTING: Readonly<Record<string, string>> = {
  treetops: 'skims the treetops: fired on only over open ground',
  'aa-check': 'flies to its mark: the enemy may take Anti-Aircraft Checks',
  'sitting-duck': '**a sitting duck**: every enemy within 24" may fire',
  ok: 'no mishap',
  'go-around': 'botched: it must **go around**, a full turn before it tries again',
  'hard-landing': '**Crash!** A hard landing: Impact 1 to all aboard',
  'no-power': 'not enough power: it tries again when next active',
  stall: '**Stall!** It is carried forward, then comes down hard',
  overshoot: 'botched: it carries on, then hovers',
  spin: '**it spins**',
};

const ACTION = { flying: 'flying', landing: 'landing', 'take-off': 'take-off', 'entering-hover': 'entering a hover', 'leaving-hover': 'leaving the hover' } as const;

const STEP: Readonly<Record<HelicopterStep, string>> = {
  lands: 'is down at the LZ: load or unload when next active (L1945)',
  hovers: 'hovers: it halts for the turn (L1937)',
  around: 'goes around',
  'hard-landing': 'comes down hard',
  'no-power': 'stays on the ground',
  stays: 'stays',
  unloads: 'unloads',
  loads: 'takes aboard',
  'lifts-off': 'lifts off, counting as hovering for the enemy\'s fire (L1947)',
  'leaves-hover': 'leaves its hover',
  moves: 'moves',
  wreck: 'is a wreck: it never flies again',
  'flies-off': 'flies off the table',
  aborts: 'breaks off its approach: it tries again when next active',
  'loach-flies': 'flies low over the table in on-table mode (L1982: 36" a turn, two hovers, an airborne spotter)',
  'loach-hovers': 'hovers in on-table mode: it may leave the hover this turn (L1982)',
  'loach-leaves-hover': 'leaves its hover and stays over the table (L1982)',
};

const CRASH = {
  autorotation: 'engine failure, it autorotates down',
  'nose-in': 'the controls fail and it noses in',
  crash: 'it comes crashing down',
  'tail-rotor': 'the tail rotor is lost and it spins in',
  explodes: 'it **explodes** in mid-air: all aboard are killed',
  terrain: 'it strikes the terrain and is destroyed (L1957)',
} as const;

const victim = (v: CrashVictim): string => (v.killed ? 'killed' : v.impact === undefined ? 'unhurt' : `Impact ${v.impact}${v.thrownInches ? `, thrown ${v.thrownInches}"` : ''}`);

export function airLines(e: AirEvent, n: (k: string) => string): string[] {
  switch (e.kind) {
    case 'aa': {
      const who = [
        e.fire.length ? `${list(e.fire, n)} stand${e.fire.length === 1 ? 's' : ''} and fire${e.fire.length === 1 ? 's' : ''} at it` : 'nobody fires at it',
        e.duck.length ? `${list(e.duck, n)} duck${e.duck.length === 1 ? 's' : ''} back` : '',
        e.retire.length ? `${list(e.retire, n)} retire${e.retire.length === 1 ? 's' : ''} from the Flight Line and leave${e.retire.length === 1 ? 's' : ''} the battle` : '',
      ].filter(Boolean);
      return [`🎯 ${e.id} meets the enemy's fire — ${MODE[e.mode]}: ${who.join('; ')}.${e.fire.length ? ' Those who fired fire no more this turn (L1892).' : ''}`];
    }
    case 'golden-bb': {
      const table = e.helicopter ? 'Helicopter Damage (L2035)' : 'Aircraft Damage (L1877)';
      const hits = e.hits.length ? ` ${e.hits.length} hit${e.hits.length === 1 ? '' : 's'} on ${table} at Impact ${e.impact}: ${e.hits.map((h) => `${h.die} → ${h.points} point${h.points === 1 ? '' : 's'}`).join(', ')}.` : '';
      const less = e.helicopter ? ', one fewer per door gunner (L1950)' : '';
      return [`✈️ Golden BB (L1883) for ${e.id}: OR ${e.orTotal} ÷ pilot REP ${e.pilotRep}, at least his REP in dice${less} → ${e.dice}d6 ${faces(e.parts[0])} → ${e.passes} passed: ${BB[e.outcome]}.${hits} Damage ${e.damage} of ${e.dp} DP.${e.home ? ' The pilot goes home.' : ''}`];
    }
    case 'hover-fire': {
      const hits = e.hits.length ? ` Helicopter Damage (L2035): ${e.hits.map((h) => `${h.die} vs Impact ${h.impact} → ${h.points} point${h.points === 1 ? '' : 's'}`).join(', ')}.` : '';
      const how = e.sitting ? `, ${e.sitting === 'landed' ? 'on the ground' : 'hovering'} (the Ranged Combat Table, L1956)` : ' (Ranged Combat, L1948)';
      return [`🔫 The enemy fires at ${e.id}${how}: ${e.firers.map((f) => `${n(f.figure)} ${f.hits} hit${f.hits === 1 ? '' : 's'}`).join(', ')}.${hits} Damage ${e.damage} of ${e.dp} DP.`];
    }
    case 'door-guns': {
      const reps = e.repParts.length ? ` Crew REP (L1974, 1d6: 1 → 3, 2–4 → 4, 5 → 5, 6 → 6): ${e.repParts.map(faces).join(' ')}.` : '';
      const guns = e.shots.map((s, i) => {
        const each = s.result.shots.map((x) => `${x.face}+${s.rep}=${x.total} ${x.result === 'hit' ? 'hit' : 'miss'}`).join(', ');
        return `gun ${i + 1} (REP ${s.rep}) ${faces(s.result.part)}: ${each}`;
      });
      return [`🔫 ${e.id}'s door gunners fire at ${n(e.target)}: ${e.weapon}, TR ${e.tr} each — Ranged Combat (L825).${reps} ${guns.join('; ')}.`];
    }
    case 'door-gunners-react': {
      const reps = e.repParts.length ? ` Crew REP (L1974, 1d6: 1 → 3, 2–4 → 4, 5 → 5, 6 → 6): ${e.repParts.map(faces).join(' ')}.` : '';
      const called = { fire: 'fires', 'duck-back': 'Duck Back: fires at −1 REP', retire: 'will not fire (as one called to Retire)' } as const;
      const each = e.tests.map((t) => `gun ${t.gun} (REP ${t.rep}) ${t.part ? `${faces(t.part)} → ${t.passes} passed` : 'no dice'} → ${called[t.called]}${t.firesAt !== undefined ? ` (REP ${t.firesAt})` : ''}`);
      const test = e.test === 'in-sight' ? 'In Sight (L670, L2015)' : 'Received Fire (L695, L2015)';
      const whom = e.test === 'in-sight' ? 'the nearest enemy in sight and reach' : 'the nearest firer in reach';
      return [`🎯 ${e.id}'s door gunners take ${test}${e.outgunned ? ', outgunned' : ''}, ${n(e.target)} ${whom}:${reps} ${each.join('; ')}.`];
    }
    case 'loach-drop': {
      const reps = e.repParts.length ? ` Observer REP (L1974, 1d6): ${e.repParts.map(faces).join(' ')} → ${e.rep}.` : '';
      const what = e.item === 'grenade' ? 'a grenade' : 'a smoke grenade';
      const head = `🪂 ${e.by ? `${n(e.by)} (REP ${e.rep}), aboard ${e.id},` : `${e.id}'s observer (REP ${e.rep})`} drops ${what} at ${formatPoint(e.at)}${e.hovering ? ', hovering (+1d6)' : ''} — Dropping "Stuff" (L2023):${reps} ${faces(e.parts[0])} → ${e.passes} passed`;
      if (e.outcome === 'falls-out') return [`${head}: a fumble; 1d6 vs REP ${faces(e.parts[1])} passed: it falls out, harmless.`];
      if (e.outcome === 'smoke-inside') return [`${head}: a fumble; 1d6 vs REP ${faces(e.parts[1])} failed: the smoke stays aboard — the pilot's Piloting is at −2 REP until it clears or a crewman's drop succeeds (L2036).`];
      if (e.outcome === 'explodes-inside') return [`${head}: a fumble; 1d6 vs REP ${faces(e.parts[1])} failed: it goes off inside at Impact ${e.impactInside}; all aboard test for damage (L2036) — the crew's hurts are yours to mark.`];
      const aim = e.aim ? ` Ranged Combat as if ${e.aim.counts === 'open' ? 'in the open' : 'in cover'} ${faces(e.aim.part)} → ${e.aim.hit ? 'on the point' : 'a miss'}` : '';
      const dev = e.deviation ? `; deviates ${faces(e.deviation.part)} ${e.deviation.direction}${e.deviation.inches ? ` ${e.deviation.inches}"` : ''}` : '';
      return [`${head}: ${e.outcome === 'success' ? 'success' : 'partial success'}.${aim}${dev}; ${e.item === 'grenade' ? 'it bursts' : 'it smokes'} at ${e.lands ? formatPoint(e.lands) : '?'}.`];
    }
    case 'loach-fire': {
      const reps = e.repParts.length ? ` Observer REP (L1974, 1d6): ${e.repParts.map(faces).join(' ')} → ${e.rep}.` : '';
      const each = e.result.shots.map((x) => `${x.face}+${e.rep}=${x.total} ${x.result === 'hit' ? 'hit' : 'miss'}`).join(', ');
      const still = e.by ? ', from a helicopter still: as normal (L2016)' : ', hovering: as normal (L2016)';
      return [`🔫 ${e.by ? `${n(e.by)} fires from ${e.id}'s door` : `${e.id}'s observer fires`} at ${n(e.target)}: ${e.weapon}, TR ${e.tr}, REP ${e.rep}${e.fastMoving ? `, Fast Moving (${e.by ? 'the helicopter' : 'the Loach'} is moving, L2016)` : still}.${reps} ${faces(e.result.part)}: ${each}.`];
    }
    case 'hmg-fire': {
      const fired = e.firers.filter((f) => f.fires);
      const held = e.firers.filter((f) => !f.fires);
      const who = [
        fired.length ? `${fired.map((f) => `${n(f.figure)} fires, ${f.hits} hit${f.hits === 1 ? '' : 's'}`).join(', ')}` : '',
        held.length ? `${list(held.map((f) => f.figure), n)} hold${held.length === 1 ? 's' : ''} fire` : '',
      ].filter(Boolean);
      const hits = e.hits.length ? ` Aircraft Damage (L1877), as Golden BB hits: ${e.hits.map((h) => `${h.die} → ${h.points} point${h.points === 1 ? '' : 's'}`).join(', ')}; the pilot's REP ${e.pilotRep}.` : '';
      return [`🔫 The enemy's HMGs take a Received Fire Test as ${e.id} fires (L1931; only HMGs can reach it, counting it fast moving): ${who.join('; ')}.${hits} Damage ${e.damage} of ${e.dp} DP.`];
    }
    case 'aboard-hit':
      return [`Aboard ${e.id} (L2037): ${[e.crew ? `${e.crew} of the crew hit` : '', e.figures.length ? `${list(e.figures, n)} hit` : ''].filter(Boolean).join('; ')}.`];
    case 'piloting': {
      const more = [e.inches !== undefined ? `${e.inches}"` : '', e.spin ? `90° ${e.spin}` : '', e.damagePoints !== undefined ? `${e.damagePoints} damage` : ''].filter(Boolean);
      return [`🚁 Helicopter Piloting (L1951) ${e.id}, ${ACTION[e.action]}: 2d6 ${faces(e.parts[0])} vs REP ${e.rep} → ${e.passes} passed: ${PILOTING[e.outcome] ?? e.outcome}${more.length ? ` (${more.join(', ')}${e.parts.length > 1 ? ` ${e.parts.slice(1).map(faces).join(' ')}` : ''})` : ''}.`];
    }
    case 'helicopter': {
      const who = e.figures?.length ? ` ${list(e.figures, n)}` : '';
      const where = e.at ? ` at ${formatPoint(e.at)}` : '';
      const damage = e.damagePoints !== undefined ? ` (${e.parts?.length ? `2d6+1 ${faces(e.parts[0])} → ` : ''}${e.damagePoints} damage; Impact 1 to all aboard, L1957)` : '';
      return [`🚁 ${e.id} ${STEP[e.what]}${who}${where}${damage}.`];
    }
    case 'crash': {
      const die = e.outcome === 'terrain' ? '' : ` (Helicopter Crash L2044, ${e.parts.map(faces).join(' ')})`;
      const crew = e.crew.length ? ` Crew: ${e.crew.map(victim).join(', ')}.` : '';
      const passengers = e.passengers.length ? ` Its passengers ${list(e.passengers, n)} come down with it: their hits follow.` : '';
      return [`💥 **${e.id} crashes**${die}: ${CRASH[e.outcome]}; it comes down at ${formatPoint(e.at)}.${crew}${passengers}`];
    }
  }
}
