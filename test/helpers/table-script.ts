import { readFileSync } from 'node:fs';
import { LocalTable } from '../../src/adapters/console/local-table.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { expect, it } from 'vitest';
import { harness } from './harness.js';
import { MESSAGE_LIMIT } from '../../src/app/post-fit.js';
import { expectReplayed, sqliteCampaigns } from './replay-check.js';

export type Entry = { kind: 'note' | 'input' | 'public' | 'private' | 'dm' | 'details' | 'meta'; actor: string; text: string };

/**
 * Plays a local-table script on the real App with scripted dice, echoing comments and inputs so the
 * transcript reads as a game. Attachments are saved under `outDir`, shown as `<out>` so the
 * transcript is the same on every machine. Called inside a `describe`, it adds the test that replays
 * the game's campaigns from their actions and dice (`expectReplayed`), so every golden transcript is
 * replayed in `npm test`.
 */
export function playScript(script: string, faces: readonly number[] | { readonly secret: string }, outDir: string) {
  const q = Array.isArray(faces) ? [...faces] : [];
  const h = harness(Array.isArray(faces) ? { faces: q } : { secret: (faces as { readonly secret: string }).secret });
  const entries: Entry[] = [];
  const refusals: string[] = [];
  let actor = 'you';
  // Under each post told in headlines, the whole chain (Details, as the channel sees it): every die stays in the transcript.
  const table = new LocalTable(h.app, {
    json: false,
    outDir,
    details: true,
    write: (text) => {
      const kind = text.startsWith('[only you] ') ? 'private' : text.startsWith('[DM → ') ? 'dm' : text.startsWith('[details] ') ? 'details' : /^\((acting as|in channel) /.test(text) ? 'meta' : 'public';
      entries.push({ kind, actor, text: text.replace(outDir, '<out>') });
    },
  });
  const overLong: string[] = [];
  for (const raw of readFileSync(script, 'utf8').split('\n')) {
    const line = raw.trim();
    const parsed = parseLine(line);
    if (parsed.kind === 'as') actor = parsed.name;
    if (line === '' || line.startsWith('#')) entries.push({ kind: 'note', actor, text: line });
    else if (parsed.kind === 'command') entries.push({ kind: 'input', actor, text: `${table.prompt}${line}` });
    const record = table.handle(line);
    if (record && !record.ok) refusals.push(`${line}: ${record.error?.code}`);
    if (record?.public && record.public.text.length > MESSAGE_LIMIT) overLong.push(`${line}: ${record.public.text.length} characters`);
  }
  const transcript = `${entries.map((e) => e.text).join('\n').trim()}\n`;
  it('GIVEN the game THEN every post to the channel fits one Discord message (STYLE.md 18)', () => {
    expect(overLong).toEqual([]);
  });
  it('GIVEN the game THEN replaying its actions with its dice rebuilds the stored campaign after every one', () => {
    const campaigns = sqliteCampaigns(h.store);
    expect(campaigns.length).toBeGreaterThan(0);
    expectReplayed(h.store, campaigns, { dice: Array.isArray(faces) ? 'recorded' : 'seeded' });
  });
  return { h, entries, transcript, left: q, refusals };
}

/**
 * The channel's post answering the script line that contains `input` ('' when it posted nothing
 * there), followed by the whole chain behind it when the post told it in headlines; the line must be
 * in the script.
 */
export function postFor(entries: readonly Entry[], input: string): string {
  const i = entries.findIndex((e) => e.kind === 'input' && e.text.includes(input));
  expect(i).toBeGreaterThanOrEqual(0);
  const at = entries.findIndex((e, k) => k > i && (e.kind === 'public' || e.kind === 'input'));
  if (at < 0 || entries[at]!.kind !== 'public') return '';
  const chain = entries.slice(at + 1).find((e) => e.kind === 'details' || e.kind === 'public' || e.kind === 'input');
  return chain?.kind === 'details' ? `${entries[at]!.text}\n${chain.text}` : entries[at]!.text;
}
