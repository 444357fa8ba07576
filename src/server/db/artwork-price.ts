import { sql } from "drizzle-orm";
import { artworks } from "./schema";

/**
 * An artwork's price (numeric pounds) as whole pence, exactly, in the database. A bigint, read
 * back as a number: a price the shop's limit now refuses may still be in the table from before
 * it (up to £99,999,999.99), and an integer cast of it failed the whole query (decision 053).
 */
export const pricePenceSql = () => sql<number>`(${artworks.price} * 100)::bigint`.mapWith(Number);
