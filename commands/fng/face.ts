import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parsePlaces } from '../../src/rulesets/fng/play/parse.js';
import { faceOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-face.js';

export const fngFace = command({
  name: 'face',
  description: 'Turn your figures in place to face a point (they see 180° to their front)',
  help: 'Stay in place and turn (L618: "The character may change the way he is facing if desired and/or fire"): each figure named, active and not yet moved this activation, turns to face its point, and on a loaded board sees only 180° about that way (L651, L806) until he moves or turns again. He may still fire. A figure also turns as he fires or throws before moving, toward whoever fires at him, and faces the way he moves (house rule fng.facing).',
  options: {
    toward: { type: 'string', description: 'Figures and the points they face: "pink@30,12; barnes@30,12"', required: true, maxLength: 400 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng face', kind: 'act', side: o.side }, (a) => {
      const places = parsePlaces(o.toward);
      if (!places.ok) return places;
      return faceOrder(a, { figures: places.value.map((p) => ({ figure: p.figure, toward: p.at })) });
    }));
  },
});
