/**
 * Where a PostgreSQL connection string points, in words and never with its password: `host db.example
 * port 5432, database sitrep, user sitrep`, or `socket /run/postgresql/.s.PGSQL.5432, …` for a Unix
 * socket (`?host=/folder`, as libpq and node-postgres read it).
 */
export function pgTarget(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'a connection string that does not parse';
  }
  const port = u.port || '5432';
  const host = u.searchParams.get('host') ?? (decodeURIComponent(u.hostname) || 'localhost');
  const user = decodeURIComponent(u.username);
  const database = decodeURIComponent(u.pathname.slice(1)) || user;
  const where = host.startsWith('/') ? `socket ${host}/.s.PGSQL.${port}` : `host ${host} port ${port}`;
  return [where, database && `database ${database}`, user && `user ${user}`].filter(Boolean).join(', ');
}

/** Why the first connection (or the migrations after it) failed: one line naming DATABASE_URL, what it points at, and the cause in words. */
export function pgStartFailure(url: string, e: { readonly message: string; readonly code?: string | undefined }): string {
  let u: URL | undefined;
  try {
    u = new URL(url);
  } catch {
    u = undefined;
  }
  const user = u ? decodeURIComponent(u.username) || 'the login name' : 'the user';
  const database = u ? decodeURIComponent(u.pathname.slice(1)) || user : 'the database';
  return `Cannot use PostgreSQL at DATABASE_URL (${pgTarget(url)}): ${cause(e, user, database)}`;
}

function cause(e: { readonly message: string; readonly code?: string | undefined }, user: string, database: string): string {
  switch (e.code) {
    case 'ECONNREFUSED':
      return 'the connection was refused: nothing listens there. Is PostgreSQL running, on that host and port?';
    case 'ENOENT':
      return 'there is no server socket there. Is PostgreSQL running, with its socket in that folder?';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'that host name is not known.';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'that host cannot be reached from here.';
    case 'ETIMEDOUT':
      return 'no answer (a firewall, or the wrong host or port?).';
    case '28P01':
      return `the password was refused for user ${user}.`;
    case '28000':
      return `the server refused user ${user}: ${e.message}.`;
    case '3D000':
      return `there is no database ${database} on that server: create it (createdb ${database}, or CREATE DATABASE ${database}).`;
    case '42501':
      return `user ${user} may not create Sitrep's tables there: grant it CREATE on the database (${e.message}).`;
    case '53300':
      return 'the server has no connection left for another client (max_connections).';
    case '57P03':
      return 'the server is starting up or shutting down; try again in a moment.';
  }
  if (/timeout/i.test(e.message)) return 'no answer (a firewall, or the wrong host or port?).';
  return e.message;
}
