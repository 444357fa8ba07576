import pg from "pg";

/**
 * What the connections of one pool have done, counted as each statement completes: all
 * statements, and those that may have changed data — every statement but a plain SELECT, a
 * transaction's COMMIT included. The catalogue cache learns from `writes` that this process
 * wrote since it last read the catalogue's version, without asking the database.
 */
export type StatementCounts = { statements: number; writes: number };

const READ_ONLY = /^[\s(]*select\b/i;

type Query = (...args: unknown[]) => unknown;

/**
 * A `pg.Client` that counts into `counts` (for `new pg.Pool({ Client })`). Both of pg's forms
 * are counted once the answer is in: the promise (Drizzle's) and the callback (pg.Pool.query's).
 */
export function countingClient(counts: StatementCounts): typeof pg.Client {
  const completed = (text: unknown) => () => {
    counts.statements++;
    if (typeof text !== "string" || !READ_ONLY.test(text)) counts.writes++;
  };
  return class CountingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as Query;
      this.query = ((...args: unknown[]) => {
        const first = args[0] as string | { text?: unknown } | undefined;
        const done = completed(typeof first === "string" ? first : first?.text);
        const last = args.length - 1;
        const callback = args[last];
        if (typeof callback === "function") {
          args[last] = (...answer: unknown[]) => {
            done();
            return callback(...answer);
          };
          return query(...args);
        }
        const result = query(...args);
        if (result instanceof Promise) result.then(done, done);
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
