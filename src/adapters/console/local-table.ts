import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { App } from '../../app/app.js';
import { resolveCommand } from '../../app/command.js';
import { MAX_ATTACHMENT_BYTES, type RawOptionValue } from '../../app/options.js';
import { messageFor } from '../../app/messages.js';
import type { Attachment, Outcome, Post, PostAction } from '../../app/outcome.js';
import type { Execution } from '../../app/app.js';
import { actionId } from '../../app/actions.js';
import type { Actor } from '../../core/campaign.js';
import { fillBareWords } from './bare-words.js';
import { typedUsers } from './typed-users.js';
import { parseLine } from './parse-line.js';

export interface LocalTableOptions {
  readonly json: boolean;
  readonly outDir: string;
  readonly write: (line: string) => void;
  /** Print a post's actions as numbered choices (`[1] Pass`), which a line with the number runs. */
  readonly choices?: boolean;
  /**
   * Print under each post that has a Details button the whole chain behind it, as anyone in the
   * channel may see it (`/campaign details`), tagged `[details]`: the golden transcripts keep every die.
   */
  readonly details?: boolean;
}

interface PostJson {
  text: string;
  images: string[];
  files: string[];
}

/** What `--json` prints for each command line. */
export interface CommandRecord {
  input: string;
  actor: string;
  channel: string;
  ok: boolean;
  error: { code: string; message: string } | null;
  public: PostJson | null;
  private: PostJson | null;
  dms: (PostJson & { to: string; gm?: true })[];
}

const actorNamed = (name: string): Actor => ({ id: `local:${name}`, name });

/**
 * The local table: the same commands and Outcomes as Discord, over lines of text. It prints public
 * posts plainly, `[only you]` for the invoker's private part and `[DM → name]` per direct message,
 * and writes images and files to the output folder.
 */
export class LocalTable {
  private actor: Actor = actorNamed('you');
  /** Boards being drawn; their paths are printed at once, the files written when drawn. */
  private pending: Promise<void>[] = [];
  private channel = 'table';
  /** The number of the last file written to the output folder; read from the folder at the first file. */
  private written: number | undefined;
  /** The actions under the last public post, by channel: what a numbered line chooses from. */
  private offered = new Map<string, { stamp: string; actions: readonly PostAction[] }>();

  constructor(
    private readonly app: App,
    private readonly opts: LocalTableOptions,
  ) {}

  get prompt(): string {
    return `${this.actor.name}@${this.channel}> `;
  }

  /** Handles one line; returns the record it printed for a command, if any. */
  handle(input: string): CommandRecord | undefined {
    const line = parseLine(input);
    switch (line.kind) {
      case 'nothing':
        return undefined;
      case 'as':
        this.actor = actorNamed(line.name);
        if (!this.opts.json) this.opts.write(`(acting as ${line.name})`);
        return undefined;
      case 'in':
        this.channel = line.channel;
        if (!this.opts.json) this.opts.write(`(in channel ${line.channel})`);
        return undefined;
      case 'error': {
        const message = messageFor(line.code, line.params);
        return this.print({ ...this.blank(input), error: { code: line.code, message }, private: { text: message, images: [], files: [] } });
      }
      case 'choose': {
        const offer = this.offered.get(this.channel);
        const action = offer?.actions[line.n - 1];
        const id = offer && action ? actionId(offer.stamp, action) : undefined;
        if (!id || (action?.choose && line.value === undefined)) {
          const message = messageFor('input/no-such-choice');
          return this.print({ ...this.blank(input), error: { code: 'input/no-such-choice', message }, private: { text: message, images: [], files: [] } });
        }
        this.runClock();
        return this.record(input, this.app.choose({ actor: this.actor, channelId: this.channel, id, ...(line.value === undefined ? {} : { value: line.value }) }));
      }
      case 'command': {
        const { path, options: given } = fillBareWords(this.app.commands, line.path, line.options);
        const read = this.readFiles(path, given);
        const options = typeof read === 'string' ? read : typedUsers(this.app.commands, path, read, actorNamed);
        if (typeof options === 'string') {
          const message = messageFor('input/attachment-unavailable', { option: options });
          return this.print({ ...this.blank(input), error: { code: 'input/attachment-unavailable', message }, private: { text: message, images: [], files: [] } });
        }
        this.runClock();
        return this.record(input, this.app.execute({ actor: this.actor, channelId: this.channel, path, options }));
      }
    }
  }

  /** Prints what a command (or a choice) did, and remembers the actions under its public post. */
  private record(input: string, done: Execution): CommandRecord {
    const o = done.outcome;
    if (o.public?.actions?.length && o.public.stamp !== undefined) this.offered.set(this.channel, { stamp: o.public.stamp, actions: o.public.actions });
    const record: CommandRecord = {
      ...this.blank(input),
      ok: done.ok,
      error: done.ok ? null : { code: done.error.code, message: done.error.message },
      public: o.public ? this.post(o.public, 'public') : null,
      private: o.private ? this.post(o.private, `private-${this.actor.name}`) : null,
      dms: this.dmsOf(o),
    };
    this.print(record);
    if (this.opts.details) this.printDetails(o.public);
    if (this.opts.choices && !this.opts.json && o.public?.actions?.length) {
      const shown = o.public.actions.map((a, k) => `[${k + 1}] ${a.label}${a.choose ? ` (${a.choose.values.join(' | ')})` : ''}`);
      this.opts.write(`  ↳ ${shown.join('  ')}`);
    }
    return record;
  }

  /** The chain behind a post with a Details button, as someone who plays no side sees it, when it tells more than the post. */
  private printDetails(post: Post | undefined): void {
    const details = post?.actions?.find((a) => a.path.join(' ') === 'campaign details');
    if (!post || !details) return;
    const done = this.app.execute({ actor: actorNamed('(channel)'), channelId: this.channel, path: details.path, options: details.options ?? {} });
    const shown = done.outcome.private ? (done.outcome.private.pages ?? [done.outcome.private.text]).join('\n') : '';
    if (shown && !shown.includes(post.text)) this.opts.write(`[details] ${shown}`);
  }

  /**
   * What the clock made due since the last line (reminders, deadlines of `/campaign pace`), printed as
   * posts from Sitrep in their channel, before the next command runs.
   */
  runClock(): void {
    for (const d of this.app.tick()) {
      const o = d.outcome;
      this.print({
        input: '(clock)',
        actor: 'Sitrep',
        channel: d.channelId,
        ok: true,
        error: null,
        public: o.public ? this.post(o.public, 'clock') : null,
        private: null,
        dms: this.dmsOf(o),
      });
    }
  }

  /** Prints what an order given on the web page told the table (its owner's own answer was the page's). */
  fromPage(done: Extract<Execution, { ok: true }>, to: { readonly channelId: string; readonly owner: Actor }): void {
    const o = done.outcome;
    this.print({
      input: `/${done.command} (from the web page)`,
      actor: to.owner.name,
      channel: to.channelId,
      ok: true,
      error: null,
      public: o.public ? this.post(o.public, 'web') : null,
      private: null,
      dms: this.dmsOf(o),
    });
  }

  /** Waits until every board printed so far has been drawn and written. */
  async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }

  /**
   * On the local table a file option is a path (`file:forces/mine.json`); read it into the
   * attachment Discord would have uploaded. Returns the option's name when the file cannot be read.
   */
  private readFiles(path: readonly string[], raw: Record<string, string>): Record<string, RawOptionValue> | string {
    const found = resolveCommand(this.app.commands, path);
    if (!found.ok) return raw;
    const out: Record<string, RawOptionValue> = { ...raw };
    for (const [name, value] of Object.entries(raw)) {
      if (found.value.command.options[name]?.type !== 'attachment') continue;
      try {
        if (statSync(value).size > MAX_ATTACHMENT_BYTES) return name;
        out[name] = { name: basename(value), data: new Uint8Array(readFileSync(value)) };
      } catch {
        return name;
      }
    }
    return out;
  }

  private dmsOf(o: Outcome): CommandRecord['dms'] {
    return [
      ...(o.dms ?? []).map((d) => ({ to: d.to.name, ...this.post(d.post, `dm-${d.to.name}`) })),
      ...(o.gm ? [{ to: o.gm.to.name, gm: true as const, ...this.post(o.gm.post, `dm-${o.gm.to.name}`) }] : []),
    ];
  }

  private blank(input: string): CommandRecord {
    return { input, actor: this.actor.name, channel: this.channel, ok: false, error: null, public: null, private: null, dms: [] };
  }

  private post(p: Post, prefix: string): PostJson {
    const ping = p.ping?.length ? `\n🔔 ${p.ping.map((a) => `@${a.name}`).join(' ')}` : '';
    const boards = (p.boards ?? []).map((view) => {
      const path = this.claim(`${prefix}-board.png`);
      this.pending.push(this.app.renderBoard(view).then((png) => writeFileSync(path, png)));
      return path;
    });
    // Every page of a long read at once: the table can show what Discord shows a page at a time.
    return { text: (p.pages ?? [p.text]).join('\n') + ping, images: [...this.save(p.images, prefix), ...boards], files: this.save(p.files, prefix) };
  }

  private save(files: readonly Attachment[] | undefined, prefix: string): string[] {
    if (!files?.length) return [];
    return files.map((f) => {
      const path = this.claim(`${prefix}-${f.name}`);
      writeFileSync(path, f.data);
      return path;
    });
  }

  /**
   * A new file in the output folder, numbered on from the highest number already there: a run never
   * writes over an earlier run's files. The name is taken at once (created empty, failing if it
   * exists), so a board drawn later, or another run writing to the same folder, cannot take it too.
   */
  private claim(suffix: string): string {
    const dir = this.opts.outDir;
    mkdirSync(dir, { recursive: true });
    this.written ??= Math.max(0, ...readdirSync(dir).map((name) => Number(/^(\d+)-/.exec(name)?.[1] ?? 0)));
    for (;;) {
      const path = join(dir, `${String(++this.written).padStart(4, '0')}-${suffix}`);
      try {
        closeSync(openSync(path, 'wx'));
        return path;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
  }

  private print(r: CommandRecord): CommandRecord {
    if (this.opts.json) {
      this.opts.write(JSON.stringify(r));
      return r;
    }
    const show = (tag: string, p: PostJson) => {
      this.opts.write(tag ? `${tag} ${p.text}` : p.text);
      for (const f of [...p.images, ...p.files]) this.opts.write(`${tag ? `${tag} ` : ''}📎 ${f}`);
    };
    if (r.public) show('', r.public);
    if (r.private) show('[only you]', r.private);
    for (const d of r.dms) show(`[DM → ${d.to}]`, d);
    return r;
  }
}

/** Runs the table over a terminal (with a prompt) or a pipe, until end of input. */
export async function runLocalTable(
  table: LocalTable,
  input: NodeJS.ReadableStream,
  interactive: boolean,
  output: NodeJS.WritableStream,
): Promise<void> {
  const rl = createInterface({ input, output: interactive ? output : undefined, terminal: interactive });
  if (interactive) {
    rl.setPrompt(table.prompt);
    rl.prompt();
  }
  for await (const line of rl) {
    table.handle(line);
    await table.flush();
    if (interactive) {
      rl.setPrompt(table.prompt);
      rl.prompt();
    }
  }
}
