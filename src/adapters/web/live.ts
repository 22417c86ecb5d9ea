import type { ServerResponse } from 'node:http';
import type { Logger } from '../../app/ports.js';

/**
 * Live updates for the open pages (docs/web.md): one Server-Sent Events stream per page, the link's
 * owner's alone. Whenever a campaign changes — a commit in this process (`App.onCommit`), or one in
 * another process sharing the database, seen within `pollMs` — every open page of that campaign is
 * sent a message, whether its own view changed or not, so that when a message comes says nothing of
 * whose secret moved. A message is numbered per stream and carries the tag of that page's own
 * projection (`Payload.tag`): a page whose tag differs, or that sees a number skipped (a stream
 * reopened), fetches its state again.
 */
export interface Stream {
  readonly campaign: string;
  /** The link's token, read again against the campaign at every message. */
  readonly token: string;
  readonly res: ServerResponse;
  /** When the link expires, in seconds since 1970: the stream ends then. */
  readonly expires: number;
  /** The last message's number. */
  n: number;
}

/** What the hub asks of the server: the campaigns' change marks, and each stream's tag now (undefined: its link no longer opens anything). */
export interface LiveSource {
  marks(campaigns: readonly string[]): ReadonlyMap<string, string | undefined>;
  tags(campaign: string, streams: readonly Stream[]): ReadonlyMap<Stream, string | undefined>;
}

export class LiveHub {
  private readonly byCampaign = new Map<string, Set<Stream>>();
  private readonly marks = new Map<string, string | undefined>();
  private readonly timers: NodeJS.Timeout[] = [];
  /** Messages written, for the bench and tests. */
  sent = 0;

  constructor(
    private readonly source: LiveSource,
    private readonly logger: Logger,
    private readonly now: () => number,
    opts: { readonly pollMs: number; readonly heartbeatMs: number },
  ) {
    if (opts.pollMs > 0) this.timers.push(setInterval(() => this.check(), opts.pollMs).unref());
    this.timers.push(setInterval(() => this.heartbeat(), opts.heartbeatMs).unref());
  }

  /** How many streams are open. */
  get open(): number {
    let k = 0;
    for (const s of this.byCampaign.values()) k += s.size;
    return k;
  }

  /** Starts a stream: its first message carries its tag now, at the mark it was read at. */
  add(stream: Stream, mark: string | undefined, tag: string): void {
    let set = this.byCampaign.get(stream.campaign);
    if (!set) {
      this.byCampaign.set(stream.campaign, (set = new Set()));
      this.marks.set(stream.campaign, mark);
    }
    set.add(stream);
    stream.res.on('close', () => this.remove(stream));
    this.send(stream, tag);
  }

  private remove(stream: Stream): void {
    const set = this.byCampaign.get(stream.campaign);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) {
      this.byCampaign.delete(stream.campaign);
      this.marks.delete(stream.campaign);
    }
  }

  /** Pushes to every page of each campaign whose mark moved since it was last seen. */
  check(): void {
    if (this.byCampaign.size === 0) return;
    try {
      const now = this.source.marks([...this.byCampaign.keys()]);
      for (const [campaign, mark] of now) {
        if (this.marks.get(campaign) === mark) continue;
        this.marks.set(campaign, mark);
        this.push(campaign);
      }
    } catch (e) {
      this.logger.log('error', 'web live check failed', { error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  }

  private push(campaign: string): void {
    const streams = [...(this.byCampaign.get(campaign) ?? [])];
    if (streams.length === 0) return;
    const tags = this.source.tags(campaign, streams);
    for (const s of streams) {
      const tag = tags.get(s);
      if (tag === undefined) this.end(s);
      else this.send(s, tag);
    }
  }

  private send(s: Stream, tag: string): void {
    s.n += 1;
    this.sent++;
    s.res.write(`id: ${s.n}\ndata: {"n":${s.n},"tag":"${tag}"}\n\n`);
  }

  private end(s: Stream): void {
    this.remove(s);
    s.res.end();
  }

  /** A comment on every stream, so proxies keep them open; a stream whose link expired ends. */
  private heartbeat(): void {
    for (const set of this.byCampaign.values()) {
      for (const s of [...set]) {
        if (s.expires * 1000 <= this.now()) this.end(s);
        else s.res.write(': ping\n\n');
      }
    }
  }

  /** Ends every stream and stops the timers. */
  close(): void {
    for (const t of this.timers) clearInterval(t);
    for (const set of [...this.byCampaign.values()]) for (const s of [...set]) this.end(s);
  }
}
