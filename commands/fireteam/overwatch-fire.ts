import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { FIRETEAM_COVERS } from '../../src/rulesets/fireteam/rules/table/terrain.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { overwatchFireText } from '../../src/rulesets/fireteam/play/fire-text.js';
import { fireteamOrder, pointOption } from '../../src/rulesets/fireteam/play/orders.js';
import { fireOverwatch } from '../../src/rulesets/fireteam/rules/actions/overwatch.js';

export const fireteamOverwatchFire = command({
  name: 'fire',
  description: 'Enemy movement: a unit on overwatch fires at an enemy that moved into view',
  help: 'Only at a unit that moved this turn and is in sight on the board (visible:true attests it). If the shot Pins it, it stops at once: give stop: the point where it came into view and it is put back there. Cover comes from the board unless declared; an armoured vehicle target takes an anti-tank shot (it moved: −1).',
  options: {
    unit: { type: 'string', description: 'Your unit on overwatch', required: true, maxLength: 32, autocomplete: 'stand' },
    target: { type: 'string', description: 'The enemy unit moving into view', required: true, maxLength: 32, autocomplete: 'stand' },
    stop: { type: 'string', description: 'Where it came into view, "x,y": it stops there if Pinned', maxLength: 20 },
    cover: { type: 'string', description: 'The target\'s cover line (default: from the board)', choices: FIRETEAM_COVERS },
    enfilade: { type: 'boolean', description: 'Enfilading fire (+1)' },
    visible: { type: 'boolean', description: 'Attest the target is in sight (the board is approximate)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam overwatch fire', move: 'overwatch-fire', side: o.side },
      ({ game, side, roller, rules, board }) => {
        const stop = pointOption(o.stop);
        if (!stop.ok) return stop;
        const shot = { ...(stop.value ? { stop: stop.value } : {}), ...(o.cover === undefined ? {} : { cover: o.cover }), enfilade: o.enfilade === true, visible: o.visible === true };
        return fireOverwatch(game, side, o.unit, o.target, shot, roller, rules, board);
      },
      (r, view) => overwatchFireText(r, view),
    ));
  },
});
