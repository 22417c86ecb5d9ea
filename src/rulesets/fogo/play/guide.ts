import { userText } from '../../../app/format.js';
import type { Asker, Guide } from '../../../core/ruleset.js';
import type { FogoView } from '../rules/view.js';
import { sameName } from '../../../core/same-name.js';


/**
 * What a fogo player may do now (crossfire-core §1.2): Crossfire has no turns or phases, only the
 * initiative, which passes on a failed action or a pass.
 */
export function fogoGuide(view: FogoView, asker: Asker): Guide {
  const holder = view.initiative;
  const now = `**${userText(holder)}** has the initiative.`;
  const other = view.sides.filter((s) => !sameName(s, holder)).map((s) => `**${userText(s)}**`).join(', ');
  const passes = `It passes to ${other || 'the other side'} when an action fails (fire with no effect, a failed rally) or with \`/fogo pass\`.`;
  if (asker.gm) {
    return { now, next: ['You are the GM: you see every secret, so you move for no side. `/fogo stand change` corrects a stand; `/fogo lootable` declares the lootable features.', passes] };
  }
  if (asker.side === undefined) return { now, next: [`Join a side to play: \`/campaign join side:<${view.sides.map(userText).join('|')}>\`.`] };
  const side = asker.side;
  const deploy = view.stands.some((s) => sameName(s.side, side))
    ? []
    : ['Your side has no stands yet: deploy them with `/fogo force builtin:<name>` (or `file:` your JSON), or one by one with `/fogo stand add`.'];
  const next = sameName(side, holder)
    ? [
        'You have the initiative: fire (`/fogo fire`), move a stand or a group (`/fogo move`, `/fogo groupmove`), rally (`/fogo rally`), close combat (`/fogo assault`), recon by fire (`/fogo rbf`), call a barrage or smoke (`/fogo barrage`, `/fogo smoke`), fire at a vehicle (`/fogo antitank`) or fieldcraft (`/fieldcraft …`), one action at a time.',
        passes,
      ]
    : [
        `${`**${userText(holder)}**`} has the initiative: you may fire reactively at a stand that moves in your sight (\`/fogo reactive\`), from a helicopter (\`/fogo heli fire\`) or at a hovering enemy one (\`/fogo heli aa\`), or roll Temptation on an enemy Looter (\`/fogo tempt\`).`,
        'The initiative comes to you when one of its actions fails or it passes.',
      ];
  const pending = view.fieldcraft?.pendingFire;
  const waiting = pending
    ? [
        sameName(side, pending.firingSide)
          ? `Your fire at Sneaker **${userText(pending.sneaker)}** waits for you to name the stand that takes its ${pending.result}: \`/fieldcraft assign stand:<id>\` (one of ${pending.candidates.map(userText).join(', ')}). Every other order waits for it.`
          : `Play waits for **${userText(pending.firingSide)}** to name which stand of Sneaker **${userText(pending.sneaker)}** takes its fire (\`/fieldcraft assign\`).`,
      ]
    : [];
  return { now, next: [...waiting, ...deploy, ...next] };
}
