import { getSessionCookie } from "better-auth/cookies";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { createTurns } from "#server/lib/turns";
import { placeOrderSchema } from "#shared/order";
import type { OrderDesk } from "./desk";
import { refusalBody, STATUSES } from "./edge";
import { splitItems } from "./print-lines";

// Order attempts in a rush (decision 049): taken in turns before their session is looked up,
// and those for a painting the desk knows is taken refused without either.

/**
 * Order attempts one process takes in hand at once: plenty for one painter's shop, and few
 * enough that a rush of buyers leaves the database's connections (one on the embedded
 * database, ten on PostgreSQL) to the pages and the catalogue (decision 049).
 */
export const PLACING_AT_ONCE = 2;

/** A body the JSON validator reads (as `validate("json", …)` tells JSON apart). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json/i;

/**
 * The paintings and editions an order attempt names, when its answer may come before its session
 * is looked up: it has a session cookie (none is the 401 as ever), a valid body naming its lines
 * (`artworkIds`, or `items`), is paid in full and claims no kept work. Else undefined, and the
 * attempt goes the whole way.
 */
async function namedLines(
  c: Context,
): Promise<{ artworkIds: string[]; editionIds: string[] } | undefined> {
  if (!getSessionCookie(c.req.raw.headers) || !JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    return undefined;
  }
  // Read once: the route's validator gets the same text.
  const parsed = placeOrderSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) return undefined;
  const { artworkIds, items, instalments, offerId, reservationId } = parsed.data;
  const plain = !offerId && !reservationId && (instalments ?? 1) === 1;
  if (!plain) return undefined;
  if (items) {
    const { originals, prints } = splitItems(items);
    return { artworkIds: originals, editionIds: prints.map((want) => want.editionId) };
  }
  return artworkIds && { artworkIds, editionIds: [] };
}

/**
 * `POST /api/orders` in turns, at most `limit` at once and the rest in arrival order. Mounted
 * before the session is looked up, so a waiting attempt has not yet asked the database
 * anything: in a rush the catalogue's reads are not queued behind hundreds of them. An attempt
 * for a painting the desk knows is taken, or an edition it knows is sold out, is answered at once with the desk's own 409, before
 * its turn and again when its turn comes (the attempts ahead of it may have learned it), with
 * no session looked up.
 */
export function placingInTurns(desk: Pick<OrderDesk, "refusedUnseen">, limit = PLACING_AT_ONCE) {
  const turns = createTurns(limit);
  return createMiddleware(async (c, next) => {
    if (c.req.method !== "POST") return next();
    const named = await namedLines(c);
    const refused = async () => {
      const refusal = named && (await desk.refusedUnseen(named));
      return refusal ? c.json(refusalBody(refusal), STATUSES[refusal.reason]) : undefined;
    };
    const early = await refused();
    if (early) return early;
    const endTurn = await turns.take();
    try {
      const known = await refused();
      if (known) return known;
      await next();
    } finally {
      endTurn();
    }
  });
}
