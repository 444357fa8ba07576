import type { Edition } from "#shared/editions";
import type { Order, OrderItemInput } from "#shared/order";
import type { TestApp } from "./api";
import { LIMITED_EDITION } from "./editions";
import { TEST_SHIPPING } from "./orders";

// Prints through the API, for the owner's figures, exports and backups: an edition added as the
// Prints section adds it, and an order of originals and prints named line by line. No test
// runner imported: a refusal throws.

/** An edition of `artworkId`, added by the owner (`ownerCookie`): by default 50, at £45. */
export async function addEdition(
  t: Pick<TestApp, "send">,
  ownerCookie: string,
  artworkId: string,
  body: object = LIMITED_EDITION,
): Promise<Edition> {
  const added = await t.send("POST", `/api/artworks/${artworkId}/editions`, body, {
    cookie: ownerCookie,
  });
  if (added.status !== 201) throw new Error(`edition not added: ${await added.text()}`);
  return added.json();
}

/** Orders `items` (originals by id, prints of editions with their quantity); the order placed. */
export async function orderItemsFor(
  t: Pick<TestApp, "send">,
  cookie: string,
  items: OrderItemInput[],
): Promise<Order> {
  const placed = await t.send(
    "POST",
    "/api/orders",
    { shipping: TEST_SHIPPING, items },
    { cookie },
  );
  if (placed.status !== 201) throw new Error(`order not placed: ${await placed.text()}`);
  return (await placed.json()).order;
}
