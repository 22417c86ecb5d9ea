import type { ChainStep, FlushStep } from '../firefight/chain-steps.js';
import type { FngEvent } from './events.js';
import { byKey, type FngGame } from './state.js';
import { type ChainEnv, type StepResult, reactionsFor, testable } from './chain-kit.js';
import { shotStep } from './chain-shot.js';
import { cohesionStep, inSightLevelStep, reactionsStep, retireStep } from './chain-reactions.js';
import { chargeStep, meleeStep } from './chain-melee.js';

/**
 * The reaction chain (FNG 2nd Tour, Reaction p.19–24, Shooting p.30–32, Melee p.35–38): the bot takes
 * every test the moment it is triggered, for both sides, and carries out its result — damage and
 * Recover From Knock Down, Received Fire and Man Down with the Leader Die, Cohesion, return fire,
 * Duck Back, Retire with its Parting Shot — until nothing is left, or until a Star's player must
 * choose (Free Will, the In Sight action). Then the chain waits in the game (`pending`) for `/fng react`.
 * Its steps by section: chain-shot.ts, chain-damage.ts, chain-reactions.ts, chain-melee.ts; what they
 * share, chain-kit.ts.
 */

export interface ChainOutcome {
  readonly game: FngGame;
  readonly events: readonly FngEvent[];
}

/** More steps than any real chain takes: a fault guard, not a rule. */
const MAX_STEPS = 400;

/** The Stars a step must ask before it can be taken, and what it asks them. */
function questionsOf(g: FngGame, step: ChainStep, answers: Readonly<Record<string, string>>): { readonly asked: string[]; readonly question: 'free-will' | 'in-sight-action'; readonly test: string } | undefined {
  const unanswered = (keys: readonly string[]) =>
    keys.filter((k) => {
      const f = byKey(g, k);
      return f !== undefined && f.star && testable(f) && answers[k] === undefined && f.freeWill === undefined;
    });
  if (step.kind === 'reactions' || step.kind === 'flush') {
    const asked = unanswered([...new Set([...step.rf, ...step.md])]);
    const test = step.rf.length && step.md.length ? 'Received Fire / Man Down' : step.rf.length ? 'Received Fire' : 'Man Down';
    return asked.length ? { asked, question: 'free-will', test } : undefined;
  }
  if (step.kind === 'cohesion') {
    const asked = unanswered(step.members);
    return asked.length ? { asked, question: 'free-will', test: 'Cohesion' } : undefined;
  }
  if (step.kind === 'in-sight-level') {
    const asked = step.actors
      .map((a) => a.figure)
      .filter((k) => {
        const f = byKey(g, k);
        return f !== undefined && f.star && f.status === 'carry-on' && answers[k] === undefined && f.inSightAction === undefined;
      });
    return asked.length ? { asked, question: 'in-sight-action', test: 'In Sight' } : undefined;
  }
  return undefined;
}

/**
 * Runs `steps` until none is left or a Star must answer. `answers` are the Stars' answers to the
 * question the chain waited on (`roll` for the default); the game keeps what is still to do.
 */
export function runChain(g0: FngGame, steps: readonly ChainStep[], env: ChainEnv, answers: Readonly<Record<string, string>> = {}): ChainOutcome {
  let g: FngGame = { ...g0 };
  delete (g as { pending?: unknown }).pending;
  const events: FngEvent[] = [];
  const queue: ChainStep[] = [...steps];
  let count = 0;
  while (queue.length > 0) {
    if (++count > MAX_STEPS) {
      events.push({ kind: 'chain-cut' });
      break;
    }
    const step = queue[0]!;
    const q = questionsOf(g, step, answers);
    if (q) {
      events.push({ kind: 'asked', figures: q.asked, question: q.question, test: q.test });
      return { game: { ...g, pending: { steps: queue, asked: q.asked, question: q.question, test: q.test, askedAt: env.now, answers } }, events };
    }
    queue.shift();
    const r = runStep(g, step, env, answers, events);
    g = r.game;
    if (r.defer) {
      const at = queue.findIndex((s) => s.kind === 'flush');
      if (at >= 0) queue[at] = mergeFlush(queue[at] as FlushStep, r.defer);
    }
    queue.unshift(...r.next);
  }
  return { game: g, events };
}

function mergeFlush(a: FlushStep, b: Omit<FlushStep, 'kind'>): FlushStep {
  return { kind: 'flush', rf: [...new Set([...a.rf, ...b.rf])], md: [...new Set([...a.md, ...b.md])], cause: { ...b.cause, ...a.cause } };
}

function runStep(g: FngGame, step: ChainStep, env: ChainEnv, answers: Readonly<Record<string, string>>, events: FngEvent[]): StepResult {
  switch (step.kind) {
    case 'shot':
      return shotStep(g, step, env, events);
    case 'reactions':
    case 'flush':
      return reactionsStep(g, step, env, answers, events);
    case 'cohesion':
      return cohesionStep(g, step, env, answers, events);
    case 'retire':
      return retireStep(g, step, env, events);
    case 'in-sight-level':
      return inSightLevelStep(g, step, env, answers, events);
    case 'charge':
      return chargeStep(g, step, env, events);
    case 'melee':
      return meleeStep(g, step, env, events);
  }
}

/**
 * What hits off the firefight's own fire (a trap, a barrage, Recon by Fire) call for, run at once:
 * Received Fire for those caught and still up, Man Down for friends of the fallen (L692–L696).
 */
export function reactAfter(
  g: FngGame,
  env: ChainEnv,
  cause: string,
  missed: readonly string[],
  downed: readonly string[],
  opts: { readonly attackerOr?: number; readonly receivedFire?: boolean } = {},
): ChainOutcome {
  const r = reactionsFor(g, cause, missed, downed, opts.receivedFire ?? true, env.table);
  const steps: ChainStep[] = r.rf.length || r.md.length ? [{ kind: 'reactions', ...r, ...(opts.attackerOr === undefined ? {} : { attackerOr: opts.attackerOr }) }] : [];
  return runChain(g, steps, env);
}
