import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "#server/db/schema";

/** How a backup treats one table of the schema, read from the schema itself. */
export type BackupTable = {
  name: string;
  /** The columns a backup writes: every column but the generated ones, which the database fills. */
  columns: string[];
  /** `generated always as identity` columns: restored as they were, then their sequence moved on. */
  identityColumns: string[];
  /** Single-column primary key, for the tables whose rows replace the target's (see REPLACED). */
  primaryKey: string | undefined;
  /** Whether the archive's rows replace those the target already has with the same key. */
  replaces: boolean;
};

/**
 * Tables a backup leaves out, and why. Sessions are credentials, and signing in again is cheap;
 * the rate-limit counters last minutes; the catalogue version belongs to the database it is in
 * (the migrations make its row): the restore's own writes move it on when they commit, which
 * tells every running process that the answers it cached are out of date (decision 010).
 */
const LEFT_OUT = new Set([
  "session",
  "rate_limits",
  "catalogue_version",
  // What this machine's processes did to look after the shop: a restored shop makes its own
  // backups (the files these rows name are not in the archive) and meets its own incidents.
  "backups",
  "incidents",
]);

/**
 * Rows a server makes for itself on its first start (the auth secret), and the shop's one row
 * of settings the migrations make (its business details and delivery rates): the archive's
 * replace them, so that links signed before the backup (e-mail confirmations) still work
 * after it, and the restored shop trades and delivers as the backed-up one did.
 */
const REPLACED = new Set(["app_settings", "shop_settings"]);

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Each table's name, and the names of the tables its foreign keys point to. */
const parentsOf = new Map(
  tables.map((table) => {
    const config = getTableConfig(table);
    const parents = config.foreignKeys.map(
      (key) => getTableConfig(key.reference().foreignTable).name,
    );
    return [config.name, new Set(parents.filter((parent) => parent !== config.name))];
  }),
);

/**
 * Table names with every table after the tables it refers to, so that rows restored in this
 * order never point at a row not yet there; ties in alphabetical order, so archives compare.
 */
function parentsFirst(names: string[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...names].sort();
  while (remaining.length > 0) {
    const next = remaining.findIndex((name) =>
      [...(parentsOf.get(name) ?? [])].every(
        (parent) => placed.has(parent) || !names.includes(parent),
      ),
    );
    if (next === -1)
      throw new Error(`the schema's foreign keys form a cycle: ${remaining.join(", ")}`);
    const [name] = remaining.splice(next, 1);
    ordered.push(name);
    placed.add(name);
  }
  return ordered;
}

function backupTableOf(table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const kept = config.columns.filter((column) => !column.generated);
  const primary = config.columns.filter((column) => column.primary);
  return {
    name: config.name,
    columns: kept.map((column) => column.name),
    identityColumns: kept.filter((column) => column.generatedIdentity).map((column) => column.name),
    primaryKey: primary.length === 1 ? primary[0].name : undefined,
    replaces: REPLACED.has(config.name),
  };
}

const byName = new Map(
  tables.map((table) => [getTableConfig(table).name, backupTableOf(table)] as const),
);

/** Every table a backup holds, parents first: the order it writes them and a restore fills them. */
export const BACKUP_TABLES: BackupTable[] = parentsFirst(
  [...byName.keys()].filter((name) => !LEFT_OUT.has(name)),
).map((name) => byName.get(name) as BackupTable);

/** A table a backup holds, by name, or undefined for one it leaves out or does not know. */
export const backupTable = (name: string): BackupTable | undefined =>
  BACKUP_TABLES.find((table) => table.name === name);

/** The rows of a raw statement (`execute`), whichever driver ran it. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
