import { drawFace, type Engine } from './rng.js';

/**
 * Where dice faces come from. `face` is what our own primitives call; `engine` is what the notation
 * roller draws from. Both read the same stream, so a roll mixing the two stays reproducible.
 */
export interface DieSource {
  face(sides: number): number;
  readonly engine: Engine;
}

/** Faces drawn from a seeded engine (see `rollEngine`). */
export function engineDice(engine: Engine): DieSource {
  return new EngineDice(engine);
}

class EngineDice implements DieSource {
  constructor(readonly engine: Engine) {}

  face(sides: number): number {
    return drawFace(this.engine, sides);
  }
}

/** Raised when a scripted test runs out of faces or is asked for an impossible face. */
export class ScriptExhausted extends Error {}

/**
 * Dice that show the given faces in order, for tests of each rules branch: each roll takes faces from
 * the front of `queue`, which a test may keep filling between rolls (one queue can feed a whole
 * scripted game). Through `engine` a scripted face f comes out as f on any die of at least f sides
 * (the engine yields f − 1).
 */
export function scriptedDice(queue: number[]): DieSource & { readonly remaining: number } {
  let used = 0;
  const take = (): number => {
    const f = queue.shift();
    if (f === undefined) throw new ScriptExhausted(`scripted dice ran out after ${used} faces: script more before this roll`);
    used++;
    return f;
  };
  return {
    get remaining() {
      return queue.length;
    },
    face(sides) {
      const f = take();
      if (!Number.isInteger(f) || f < 1 || f > sides) {
        throw new ScriptExhausted(`scripted face ${f} cannot come up on a d${sides}`);
      }
      return f;
    },
    engine: { next: () => take() - 1 },
  };
}
