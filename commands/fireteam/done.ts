import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { PHASE_TEXT } from '../../src/rulesets/fireteam/play/format.js';
import { declarationsOf, extrasOf, listed, tagOf, withExtras } from '../../src/rulesets/fireteam/rules/game.js';
import {fireteamCampaign } from '../../src/rulesets/fireteam/play/session.js';
import { isGm } from '../../src/core/campaign.js';
import { fail, ok } from '../../src/core/result.js';
import { endPhase, passStep, type Move } from '../../src/rulesets/fireteam/rules/turn.js';
import { panickedToMove } from '../../src/rulesets/fireteam/rules/vehicle-damage.js';

export const fireteamDone = command({
  name: 'done',
  description: 'End your part of this phase (pass); the other side carries on alone',
  help: 'Actions, movement and assaults: no more orders this phase (a vehicle panicked this turn must retreat first). Pinning: your rallies and medics are done. Firing: your declared shots not yet resolved are withheld. Jump-off points without a patrol: the JOPs are down. The GM may force:true the phase to end.',
  options: {
    force: { type: 'boolean', description: 'GM: end the phase now, whoever is waiting' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const found = fireteamCampaign(ctx);
    if (!found.ok) return found;
    const phase = found.value.game.phase;
    if (o.force && !isGm(found.value.campaign, ctx.actor.id)) return fail('campaign/not-gm');
    const move: Move | undefined = o.force ? undefined : phase === 'pinning' ? 'morale' : phase === 'firing' ? 'resolve-fire' : phase === 'patrol' || phase === 'deploy-jops' ? undefined : 'pass';
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam done', ...(move ? { move } : {}), side: o.force ? (o.side ?? found.value.game.attacker) : o.side },
      ({ game, side }) => {
        if (o.force) {
          const r = endPhase(game, { force: true });
          if (!r.ok) return r;
          return ok({ game: r.value.state, result: `The GM ends the ${PHASE_TEXT[phase].toLowerCase()} phase.` });
        }
        if (phase === 'patrol') return fail('fireteam/wrong-phase', { move: 'pass', phase });
        if (phase === 'deploy-jops') {
          if (game.patrol) return fail('fireteam/wrong-phase', { move: 'pass', phase });
          const r = endPhase(game);
          if (!r.ok) return r;
          return ok({ game: r.value.state, result: 'The jump-off points are down.' });
        }
        if (phase === 'firing') {
          const own = declarationsOf(game, side).map((d) => ({ side, id: d.unit }));
          const withheld = own.filter((u) => !listed(extrasOf(game).resolved, u));
          return ok({ game: withExtras(game, { resolved: [...extrasOf(game).resolved, ...withheld.map(tagOf)] }), result: `**${userText(side)}** is done firing${withheld.length ? `; withheld: ${withheld.map((u) => userText(u.id)).join(', ')}` : ''}.` });
        }
        const panicked = phase === 'movement' ? panickedToMove(game, side) : undefined;
        if (panicked) return fail('fireteam/must-retreat', { unit: panicked.id });
        return ok({ game: passStep(game, side), result: `**${userText(side)}** is done with the ${PHASE_TEXT[phase].toLowerCase()} phase.` });
      },
      (text) => text,
    ));
  },
});
