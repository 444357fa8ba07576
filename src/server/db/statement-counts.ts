import pg from "pg";

/**
 * What the connections of one pool have done, counted as each statement completes: all
 * statements, and those that may have changed data — an INSERT, UPDATE or DELETE that touched
 * a row, any other statement but a plain SELECT or a transaction's BEGIN and ROLLBACK, and the
 * COMMIT of a transaction that changed a row (counted again there, so a version read between
 * the change and its commit is not trusted). A statement that changed nothing is no write: in a
 * rush, the attempts the database refuses (a transaction whose UPDATE finds no row) leave the
 * catalogue cache's trust alone. The catalogue cache learns from `writes` that this process
 * wrote since it last read the catalogue's version, without asking the database.
 */
export type StatementCounts = { statements: number; writes: number };

const READ_ONLY = /^[\s(]*select\b/i;
/** Statements that change nothing of their own: a transaction's start and its undoing. */
const NO_CHANGE = /^\s*(begin|start\s+transaction|rollback)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;
/** Statements whose answer says how many rows they changed. */
const ROW_WRITES = /^[\s(]*(with\b[\s\S]*\b)?(insert|update|delete)\b/i;

type Query = (...args: unknown[]) => unknown;

/**
 * A `pg.Client` that counts into `counts` (for `new pg.Pool({ Client })`). Both of pg's forms
 * are counted once the answer is in: the promise (Drizzle's) and the callback (pg.Pool.query's).
 */
export function countingClient(counts: StatementCounts): typeof pg.Client {
  return class CountingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as Query;
      /** Whether the transaction open on this connection has changed a row. */
      let changed = false;
      const completed = (text: unknown) => (answer?: unknown) => {
        counts.statements++;
        if (typeof text !== "string") {
          counts.writes++;
          return;
        }
        if (READ_ONLY.test(text) || NO_CHANGE.test(text)) {
          if (!READ_ONLY.test(text)) changed = false;
          return;
        }
        if (COMMIT.test(text)) {
          if (changed) counts.writes++;
          changed = false;
          return;
        }
        const rows = (answer as { rowCount?: unknown } | undefined)?.rowCount;
        // Known to have changed nothing: no write. Anything else may have.
        if (ROW_WRITES.test(text) && rows === 0) return;
        counts.writes++;
        changed = true;
      };
      this.query = ((...args: unknown[]) => {
        const first = args[0] as string | { text?: unknown } | undefined;
        const done = completed(typeof first === "string" ? first : first?.text);
        const last = args.length - 1;
        const callback = args[last];
        if (typeof callback === "function") {
          args[last] = (error: unknown, result: unknown, ...rest: unknown[]) => {
            done(error ? undefined : result);
            return callback(error, result, ...rest);
          };
          return query(...args);
        }
        const result = query(...args);
        if (result instanceof Promise) result.then(done, () => done());
        return result;
      }) as pg.Client["query"];
    }
  };
}

const byHandle = new WeakMap<object, StatementCounts>();

/** Files `counts` as those of the database handle `db` (client.ts does, for every pool). */
export function recordCounts(db: object, counts: StatementCounts) {
  byHandle.set(db, counts);
}

/** The counts of `db`'s pool; undefined for a handle not on a pool (PGlite on this thread). */
export const statementCountsOf = (db: object): StatementCounts | undefined => byHandle.get(db);
