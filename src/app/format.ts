import { describeSpec, type RolledPart } from '../core/dice/roll-spec.js';
import type { LedgerCheck } from '../core/dice/verify.js';
import type { CampaignView, LogEventView, RollView } from '../core/views.js';
import type { Closed } from '../core/joining.js';

/**
 * Text players typed, made inert: markdown escaped and mentions broken, so a reason or a name
 * cannot ping @everyone or restyle the channel.
 */
export function userText(s: string): string {
  return s.replace(/([\\`*_~|[\]])/g, '\\$1').replace(/@/g, '@\u200b');
}

/** Beyond this many dice a roll's faces are counted per face, not listed: 999 faces help no one read a post. */
export const MAX_LISTED_FACES = 40;

/** `1:2 3:4 6:6` — how many of each face came up (two ones, four threes, six sixes). */
function faceCounts(faces: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([face, n]) => `${face}:${n}`)
    .join(' ');
}

/**
 * One part of a roll as a line: its dice and total, or for a long roll the count of each face and the
 * total (every face stays in the ledger and `/campaign export`, where /verify recomputes them).
 */
export function formatPart(p: RolledPart): string {
  // A quick roll's line is the front end's own markdown (bounded in length); its label is the player's comment.
  if (p.spec.op === 'dice') return `${p.output ?? describeSpec(p.spec)}${p.label ? ` — ${userText(p.label)}` : ''}`;
  const label = p.label ? `${p.label}: ` : '';
  if (p.faces.length > MAX_LISTED_FACES) {
    return `${label}\`${describeSpec(p.spec)}: ${p.faces.length} dice, by face ${faceCounts(p.faces)} → ${p.total}\``;
  }
  if (p.output !== undefined) return `${label}\`${p.output}\``;
  return `${label}\`${describeSpec(p.spec)}: [${p.faces.join(', ')}] → ${p.total}\``;
}

/** A part as /verify names it: what was rolled, short enough for any size of roll. */
export function partLabel(p: RolledPart): string {
  if (p.spec.op === 'dice') return p.output ?? describeSpec(p.spec);
  return p.output !== undefined && p.faces.length <= MAX_LISTED_FACES ? p.output : describeSpec(p.spec);
}

/**
 * `name`'s, as English writes it: "Germans'" for a plural side (a name ending in a lower-case s; "US's" for an acronym), "Kelly's"
 * otherwise. Works on names already made inert by `userText`, whose markup it keeps outside.
 */
export function possessive(name: string): string {
  const m = /^(.*?)(\**)$/s.exec(name)!;
  const [, core, bold] = m as unknown as [string, string, string];
  return /s$/.test(core) ? `${core}'${bold}` : `${core}'s${bold}`;
}

/** A roll's post stays under this, leaving room for a line the command adds (a new ledger's commitment). */
export const MAX_ROLL_POST = 1800;

/**
 * A quick roll's line without its dice (each in its own code span after the head): what was typed
 * and how it was read, then the results. For a post of several long rolls (`20 2d20; 20 2d20; …`)
 * that would not fit one message otherwise; every die stays in the ledger.
 */
function briefPart(p: RolledPart, totalOnly: boolean): string {
  if (p.spec.op !== 'dice' || p.output === undefined) return formatPart(p);
  const cut = p.output.indexOf('`: ') + 2;
  const results = totalOnly ? ` **${p.total}** in all` : p.output.slice(cut).replace(/`[^`]*` ?/g, '');
  return `${p.output.slice(0, cut)}${results}${p.label ? ` — ${userText(p.label)}` : ''}`;
}

/** A roll as this viewer may see it: the dice, or only that roll #n was made. */
export function formatRoll(v: RollView): string {
  if (!v.visible || !v.parts) return `🎲 Roll #${v.n} by ${userText(v.actor)} was made hidden.`;
  const why = v.reason ? ` — ${userText(v.reason)}` : '';
  const hidden = v.hidden ? ' (hidden)' : '';
  const head = `🎲 Roll #${v.n}${hidden} by ${userText(v.actor)}${why}\n`;
  const full = head + v.parts.map(formatPart).join('\n');
  if (full.length <= MAX_ROLL_POST) return full;
  const brief = head + v.parts.map((p) => briefPart(p, false)).join('\n');
  return brief.length <= MAX_ROLL_POST ? brief : head + v.parts.map((p) => briefPart(p, true)).join('\n');
}

/** A roll of a player's sealed ledger, as the channel may know it: which roll of whose ledger was made. */
export function formatSealedRoll(v: RollView, ledgerId: string): string {
  return `🎲 Roll #${v.n} of ${possessive(userText(v.actor))} sealed ledger #${ledgerId} was made hidden.`;
}

export function formatCommitment(commitment: string): string {
  return `Dice commitment (SHA-256 of the secret): \`${commitment}\``;
}

/** What the status says of a side no player may join. */
const CLOSED: Readonly<Record<Closed, string>> = { bot: '(played by Sitrep and the GM: no player joins it)', gm: '(the GM keeps it: no player joins it)' };

export function formatCampaignStatus(v: CampaignView): string {
  const lines = [
    `**${userText(v.name)}** — ${v.rulesetName} (\`${v.ruleset}\`), campaign #${v.id}, ${v.status === 'active' ? 'running' : `ended ${v.endedAt}`}`,
    `GM: ${userText(v.gm)}`,
    ...v.sides.map((s) => {
      const who = s.players.length ? s.players.map(userText).join(', ') : s.closed ? '' : '(no players yet)';
      return `• ${userText(s.name)}: ${[who, s.closed ? CLOSED[s.closed] : ''].filter(Boolean).join(' ')}`;
    }),
    `Rolls so far: ${v.ledger.rolls}. ${formatCommitment(v.ledger.commitment)}`,
  ];
  if (v.ledger.secret) lines.push(`Published secret: \`${v.ledger.secret}\``);
  const changed = v.houseRules.filter((h) => h.changed);
  if (changed.length) lines.push(`House rules: ${changed.map((h) => `\`${h.key}\` = ${String(h.value)}`).join(', ')}`);
  if (v.status === 'active') lines.push(v.underWay ? 'The game is under way: joining a side needs the GM (`/campaign join` asks).' : 'Players may join any open side (`/campaign join`) until the first move.');
  if (v.requests?.length) lines.push(`Waiting for you: ${v.requests.map((r) => `${userText(r.player)} → ${userText(r.side)}`).join(', ')} (\`/campaign players approve\` or \`refuse\`).`);
  if (v.you) lines.push(v.you.gm ? 'You are the GM.' : v.you.side ? `You play ${userText(v.you.side)}.` : v.you.asked ? `You asked to join ${userText(v.you.asked)}: it waits for the GM.` : 'You have not joined a side.');
  return lines.join('\n');
}

export function formatHouseRules(v: CampaignView): string {
  if (v.houseRules.length === 0) return `${v.rulesetName} has no house-rule parameters.`;
  return [`House-rule parameters of ${v.rulesetName}:`, ...v.houseRules.map(houseRuleLine)].join('\n');
}

function houseRuleLine(h: CampaignView['houseRules'][number]): string {
  const now = h.changed ? `**${String(h.value)}** (house rule; default ${String(h.default)})` : `${String(h.value)}`;
  const unverified = h.confidence === 'C' ? ', unverified' : '';
  return `\`${h.key}\` = ${now} — ${h.description}; ${h.domain} [${h.source}${unverified}]`;
}

/**
 * The house rules in groups for a paged read, one per subject of the key (`<ruleset>.damage…`, `rally…`:
 * the part after the ruleset's own name), in the ruleset's order.
 */
export function houseRuleGroups(v: CampaignView): { readonly title: string; readonly label: string; readonly lines: readonly string[] }[] {
  const groups = new Map<string, string[]>();
  for (const h of v.houseRules) {
    const parts = h.key.split('.');
    const subject = parts[0] === v.ruleset && parts.length > 2 ? `${parts[0]}.${parts[1]}` : (parts[0] ?? h.key);
    groups.set(subject, [...(groups.get(subject) ?? []), houseRuleLine(h)]);
  }
  return [...groups].map(([subject, lines]) => ({ title: '', label: subject, lines }));
}

/** A log entry as a line, with its time (`time`: false for a post's Details, which say the time once). */
export function formatLogEvent(e: LogEventView, time = true): string {
  const who = userText(e.actor);
  const head = time ? `\`${e.at.slice(0, 16).replace('T', ' ')}\` ` : '';
  switch (e.data.kind) {
    case 'campaign-created':
      return `${head}${who} started the campaign with sides ${e.data.sides.map(userText).join(', ')}.`;
    case 'player-joined':
      return `${head}${who} joined ${userText(e.data.side)}.`;
    case 'join-asked':
      return `${head}${who} asked the GM to join ${userText(e.data.side)}.`;
    case 'player-added':
      return `${head}${who} ${e.data.asked ? 'approved' : 'seated'} ${userText(e.data.player)} on ${userText(e.data.side)}${e.data.asked ? ' at their request' : ''}.`;
    case 'join-refused':
      return `${head}${who} refused ${possessive(userText(e.data.player))} request to join ${userText(e.data.side)}.`;
    case 'join-withdrawn':
      return `${head}${who} took back their request to join ${userText(e.data.side)}.`;
    case 'player-left':
      return e.data.player === undefined ? `${head}${who} left ${userText(e.data.side)}.` : `${head}${who} removed ${userText(e.data.player)} from ${userText(e.data.side)}.`;
    case 'side-gm-only':
      return `${head}${who} ${e.data.on ? 'keeps' : 'opened'} ${userText(e.data.side)}${e.data.on ? ' for the GM: no player joins it' : ' to players again'}.`;
    case 'house-rule-set':
      return `${head}${who} set house rule \`${e.data.key}\` = ${String(e.data.value)}.`;
    case 'house-rule-reset':
      return `${head}${who} reset ${e.data.key ? `house rule \`${e.data.key}\`` : 'every house rule'} to the default.`;
    case 'campaign-ended':
      return `${head}${who} ended the campaign and published the dice secret.`;
    case 'action':
      return `${head}${e.data.text}`;
    case 'commitment':
      return `${head}🔒 ${userText(e.data.side)} committed secret decision #${e.data.seq}: \`${e.data.hash}\``;
    case 'disclosure':
      return `${head}🔓 ${userText(e.data.side)}'s secret decision #${e.data.seq} (${userText(e.data.decision)}) disclosed with its salt \`${e.data.salt}\``;
    case 'roll':
      return `${head}${e.roll ? formatRoll(e.roll) : `roll #${e.data.n}`}`;
  }
}

/** Verification reads only published ledgers, so its report is public by construction. */
export function formatLedgerCheck(title: string, check: LedgerCheck, labels: ReadonlyMap<number, string>): string {
  const lines = [`**${title}**`];
  lines.push(check.commitmentOk ? '✅ SHA-256 of the published secret matches the commitment.' : '❌ The published secret does NOT match the commitment.');
  if (check.gaps.length) lines.push(`❌ Missing roll numbers: ${check.gaps.join(', ')}`);
  for (const r of check.rolls) {
    const what = labels.get(r.n) ?? '';
    if (r.ok) lines.push(`✅ #${r.n} ${what}`);
    else {
      const expected = r.expected ? ` (the secret gives [${r.expected.join(', ')}])` : '';
      lines.push(`❌ #${r.n} ${what} — ${r.problem}${expected}`);
    }
  }
  const passed = check.rolls.filter((r) => r.ok).length;
  lines.push(`${check.ok ? 'PASS' : 'FAIL'}: ${passed}/${check.rolls.length} rolls recomputed exactly.`);
  return lines.join('\n');
}
