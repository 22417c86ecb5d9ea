import { command, group } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parseList, parsePlaces } from '../../src/rulesets/fng/play/parse.js';
import { movePefsOrder, notePefOrder, revealPefOrder } from '../../src/rulesets/fng/rules/game/head-to-head.js';

const side = { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 } as const;

const fngPefNote = command({
  name: 'note',
  description: 'Head to head: note in secret what your PEF 1–3 holds',
  help: 'Each side notes its three PEFs before the mission (L1226): holds:"tranh,minh" (figures of yours not on the table, each in one PEF) or holds:decoy. The note is sealed at once and its commitment posted; the other side sees only a numbered blip until it is resolved, and /verify then checks the note.',
  options: {
    pef: { type: 'string', description: 'Your PEF: 1, 2 or 3', required: true, maxLength: 4 },
    holds: { type: 'string', description: 'Your figures it holds ("tranh, minh"), or decoy', required: true, maxLength: 400 },
    side,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const decoy = o.holds.trim().toLowerCase() === 'decoy';
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng pef note', kind: 'setup', side: o.side }, (a) => notePefOrder(a, { pef: o.pef, holds: decoy ? 'decoy' : parseList(o.holds) })));
  },
});

const fngPefMove = command({
  name: 'move',
  description: 'Head to head: move your PEFs, up to 8" each, any ground',
  help: 'moves:"F1@20,10; F2@24,12" (or by number, "1@20,10"). A PEF moves once an activation, at most 8" (L1399: the ground does not slow it); one an enemy figure then sees is resolved at once.',
  options: {
    moves: { type: 'string', description: 'PEFs and points: "F1@20,10; F2@24,12"', required: true, maxLength: 200 },
    side,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng pef move', kind: 'act', side: o.side }, (a) => {
      const moves = parsePlaces(o.moves);
      if (!moves.ok) return moves;
      return movePefsOrder(a, moves.value.map((m) => ({ pef: m.figure, to: m.at })));
    }));
  },
});

const fngPefReveal = command({
  name: 'reveal',
  description: 'Head to head: show a PEF now, its note disclosed, its figures laid',
  help: 'In your activation: the PEF is resolved as if seen (L1226), its note disclosed with its salt for /verify, its figures placed in the best cover near its spot (a decoy is removed).',
  options: {
    pef: { type: 'string', description: 'Your PEF: 1, 2 or 3 (or F1…)', required: true, maxLength: 4 },
    side,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng pef reveal', kind: 'act', side: o.side }, (a) => revealPefOrder(a, o.pef)));
  },
});

/** Head to head's PEFs (L1221–L1227): note, move, reveal. */
export const fngPef = group('pef', 'Head to head: your three secret PEFs', [fngPefNote, fngPefMove, fngPefReveal]);
