import type pg from 'pg';

/** One statement of a batch, with `$1`… parameters. */
export interface BatchStatement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** What one statement of a batch gave: its rows, its command tag's verb (`INSERT`…) and the rows it counted. */
export interface BatchResult {
  readonly rows: Record<string, unknown>[];
  command: string | undefined;
  rowCount: number;
}

/** What a field's text turns into (node-postgres's type parsers). */
type Parser = (text: string) => unknown;

interface Field {
  readonly name: string;
  readonly dataTypeID: number;
}

/** The parts of node-postgres's connection a batch writes to (`Submittable.submit` is handed it). */
interface Wire {
  readonly stream: { cork(): void; uncork(): void };
  parse(q: { name: string; text: string; types: number[] }): void;
  bind(b: { statement: string; values: readonly unknown[]; valueMapper: (v: unknown) => unknown }): void;
  describe(m: { type: 'S' | 'P'; name: string }): void;
  execute(e: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** So many distinct statements are named (prepared once) on a connection; any more are parsed each time. */
const MAX_NAMES = 1000;

/**
 * The statements prepared on one connection (a new connection starts afresh): each distinct text is
 * parsed, planned and described once under a name of its own, then only bound and run. The server's
 * planning of the store's statements (a few hundred µs a round trip as literal text) was most of a
 * command's cost; the parsers of each one's columns are kept with it.
 */
export class PreparedNames {
  private readonly names = new Map<string, string>();
  private readonly parsed = new Set<string>();
  private readonly fields = new Map<string, { readonly names: string[]; readonly parsers: Parser[] }>();
  private next = 0;

  constructor(private readonly types: { getTypeParser(oid: number, format: 'text'): unknown }) {}

  /** The name `sql` is prepared under ('' for the unnamed statement, parsed each time, once the names run out). */
  nameOf(sql: string): string {
    let name = this.names.get(sql);
    if (name === undefined) {
      if (this.names.size >= MAX_NAMES) return '';
      this.names.set(sql, (name = `s${this.next++}`));
    }
    return name;
  }

  isParsed(name: string): boolean {
    return name !== '' && this.parsed.has(name);
  }

  markParsed(name: string): void {
    if (name !== '') this.parsed.add(name);
  }

  /**
   * A statement parsed in a batch that failed on it may or may not have been prepared before it did:
   * its text gets a new name next time, so that is never asked again under a name the server may hold.
   */
  forget(sql: string): void {
    const name = this.names.get(sql);
    if (name === undefined) return;
    this.names.delete(sql);
    this.parsed.delete(name);
    this.fields.delete(name);
  }

  setFields(name: string, fields: readonly Field[]): { readonly names: string[]; readonly parsers: Parser[] } {
    const f = { names: fields.map((x) => x.name), parsers: fields.map((x) => this.types.getTypeParser(x.dataTypeID, 'text') as Parser) };
    if (name !== '') this.fields.set(name, f);
    return f;
  }

  fieldsOf(name: string): { readonly names: string[]; readonly parsers: Parser[] } | undefined {
    return name === '' ? undefined : this.fields.get(name);
  }
}

const same = (v: unknown): unknown => v;

/** Parameters as the wire takes them: text, bytes (bytea) or NULL. */
function wireValue(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Uint8Array) return Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  if (typeof v === 'string') return v;
  if ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  throw new Error(`a parameter of type ${typeof v} cannot be sent`);
}

/**
 * Statements sent in one write and ended by one Sync (the extended protocol), so they take one round
 * trip and keep a simple query's meaning: outside a transaction block they are one implicit transaction,
 * and the first that fails ends the batch (the server skips the rest), inside one or out. Each statement
 * is named and prepared once per connection (`PreparedNames`). A node-postgres Submittable: the client
 * hands it the wire and the server's answers in order, a statement's rows after its row description and
 * before its command tag.
 */
export class Batch implements pg.Submittable {
  private readonly results: BatchResult[];
  private readonly stmtNames: string[] = [];
  /** Whether each statement was parsed in this batch (then a failure leaves it unknown whether the server holds it). */
  private readonly parsedHere: boolean[] = [];
  /** The statement whose answers are arriving. */
  private at = 0;
  private current: { readonly names: string[]; readonly parsers: Parser[] } | undefined;
  private settled = false;
  readonly done: Promise<BatchResult[]>;
  private resolve!: (r: BatchResult[]) => void;
  private reject!: (e: unknown) => void;

  constructor(
    private readonly statements: readonly BatchStatement[],
    private readonly prepared: PreparedNames,
  ) {
    this.results = statements.map(() => ({ rows: [], command: undefined, rowCount: 0 }));
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  /** Writes the batch; a parameter the wire cannot take fails it before anything is sent (node-postgres answers it with the error). */
  submit(connection: pg.Connection): Error | null {
    const wire = connection as unknown as Wire;
    let values: unknown[][];
    try {
      values = this.statements.map((s) => s.params.map(wireValue));
    } catch (e) {
      return e instanceof Error ? e : new Error(String(e));
    }
    // Every message of the batch in one write (node-postgres's Query corks a statement's messages the same way).
    wire.stream.cork();
    try {
      const parsing = new Set<string>();
      this.statements.forEach((s, i) => {
        const name = this.prepared.nameOf(s.sql);
        this.stmtNames.push(name);
        const parse = !this.prepared.isParsed(name) && !parsing.has(name);
        this.parsedHere.push(parse);
        if (parse) {
          wire.parse({ name, text: s.sql, types: [] });
          // Its columns, once: a prepared statement's are known from then on, and each run sends only rows.
          wire.describe({ type: 'S', name });
          if (name !== '') parsing.add(name);
        }
        wire.bind({ statement: name, values: values[i]!, valueMapper: same });
        wire.execute({ portal: '', rows: 0 });
      });
      wire.sync();
    } finally {
      wire.stream.uncork();
    }
    return null;
  }

  handleRowDescription(msg: { readonly fields: readonly Field[] }): void {
    this.current = this.prepared.setFields(this.stmtNames[this.at] ?? '', msg.fields);
  }

  handleDataRow(msg: { readonly fields: readonly (string | null)[] }): void {
    const f = this.current ?? this.prepared.fieldsOf(this.stmtNames[this.at] ?? '');
    if (f === undefined) return this.fail(new Error('PostgreSQL sent a row before its description'));
    const row: Record<string, unknown> = {};
    msg.fields.forEach((v, i) => (row[f.names[i]!] = v === null ? null : f.parsers[i]!(v)));
    this.results[this.at]?.rows.push(row);
  }

  handleCommandComplete(msg: { readonly text: string }): void {
    const r = this.results[this.at];
    if (r !== undefined) {
      const [verb, a, b] = msg.text.split(' ');
      r.command = verb;
      r.rowCount = Number(b ?? a ?? 0) || 0;
    }
    this.prepared.markParsed(this.stmtNames[this.at] ?? '');
    this.next();
  }

  handleEmptyQuery(): void {
    this.prepared.markParsed(this.stmtNames[this.at] ?? '');
    this.next();
  }

  handleError(err: unknown): void {
    const failed = this.statements[this.at];
    if (failed !== undefined && this.parsedHere[this.at] === true) this.prepared.forget(failed.sql);
    this.fail(err);
  }

  handleReadyForQuery(): void {
    if (this.settled) return;
    this.settled = true;
    this.resolve(this.results);
  }

  handlePortalSuspended(): void {
    this.fail(new Error('PostgreSQL suspended a portal the batch did not limit'));
  }

  handleCopyInResponse(connection: pg.Connection): void {
    (connection as unknown as Wire).sendCopyFail('COPY is not sent in a batch');
  }

  handleCopyData(): void {}

  private next(): void {
    this.at++;
    this.current = undefined;
  }

  private fail(e: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.reject(e);
  }
}
