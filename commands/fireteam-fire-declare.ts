import { command } from '../src/app/command.js';
import { runDeclaration } from '../src/app/fireteam/declare.js';

export const fireteamFireDeclare = command({
  name: 'declare',
  description: 'Firing: nominate all your targets at once; the enemy sees them only when both have',
  help: 'shots:"r-sq1-ft1 > g-sq1-ft2; r-atr > g-tank; r-co > 40,20" — a unit target is direct fire (anti-tank at a vehicle), a point is an AOP calling in artillery, add `smoke` after it for smoke. No shots: hold fire. Units deployed this turn or on overwatch may not shoot.',
  options: {
    shots: { type: 'string', description: 'shooter > target; …  (a point x,y for an AOP, then smoke for smoke)', maxLength: 1000 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runDeclaration(ctx, o);
  },
});
