import { beforeAll, describe, expect, it } from "vitest";
import type { Order } from "#shared/order";
import { type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { HOUR, TEST_SHIPPING, testClock } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

// Available again (docs/product.md: collectors): a painting an order lets go is news to
// everyone who liked it, but the order's own buyer.

describe(`available again on ${testDbKind}`, () => {
  const clock = testClock();
  const t = useTestApp({
    clock: clock.now,
    env: { ORDER_HOLD_HOURS: "2" },
    artworks: [{ title: "Blue Tide" }, { title: "Cold Harbour" }, { title: "Amber Field" }],
  });
  let buyer: TestUser;
  let admirer: TestUser;
  let other: TestUser;
  let owner: TestUser;
  const as = (user: TestUser, method: string, url: string, body?: unknown) =>
    t.send(method, url, body, { cookie: user.cookie });
  const like = async (user: TestUser, ids: string[]) => {
    for (const id of ids) expect((await as(user, "PUT", `/api/favorites/${id}`)).status).toBe(200);
  };
  const order = async (user: TestUser, ids: string[]): Promise<Order> => {
    for (const id of ids) expect((await as(user, "PUT", `/api/cart/${id}`)).status).toBe(200);
    const placed = await as(user, "POST", "/api/orders", { shipping: TEST_SHIPPING });
    expect(placed.status).toBe(201);
    return (await placed.json()).order;
  };
  const subjectsTo = async (user: TestUser) => {
    await t.deliverMail();
    return (await mailsTo(t.dataDir, user.email))
      .map((mail) => mail.subject)
      .filter((subject) => subject.toLowerCase().includes("available again"));
  };

  beforeAll(async () => {
    buyer = await t.signIn({ email: "buyer@example.com" });
    admirer = await t.signIn({ email: "admirer@example.com" });
    other = await t.signIn({ email: "other@example.com" });
    owner = await t.signIn({ owner: true });
  });

  it("tells those who liked a cancelled order's paintings, but not its buyer, once", async () => {
    const [blue, cold] = t.artworks;
    await like(admirer, [blue.id, cold.id]);
    await like(buyer, [blue.id]);
    const placed = await order(buyer, [blue.id, cold.id]);
    expect(await subjectsTo(admirer)).toEqual([]); // reserved is not available

    expect((await as(buyer, "POST", `/api/orders/${placed.id}/cancel`)).status).toBe(200);
    expect(await subjectsTo(admirer)).toEqual(["2 paintings you like are available again"]);
    const [mail] = (await mailsTo(t.dataDir, admirer.email)).slice(-1);
    expect(mail.body).toContain("Blue Tide");
    expect(mail.body).toContain("Cold Harbour");
    expect(await subjectsTo(buyer)).toEqual([]);
    expect(await subjectsTo(other)).toEqual([]);
    // Cancelling again changes nothing and tells nobody again.
    expect((await as(buyer, "POST", `/api/orders/${placed.id}/cancel`)).status).toBe(409);
    expect(await subjectsTo(admirer)).toHaveLength(1);
  });

  it("tells them when the owner cancels, and when a hold ends", async () => {
    const [blue, , amber] = t.artworks;
    await like(other, [amber.id]);
    const first = await order(buyer, [blue.id]);
    const cancelled = await as(owner, "POST", `/api/admin/orders/${first.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await subjectsTo(admirer)).toEqual([
      "2 paintings you like are available again",
      "Available again: Blue Tide",
    ]);

    const held = await order(buyer, [amber.id]);
    clock.advance(2 * HOUR);
    // Whatever touches the order next expires it first (here the buyer's late cancel, refused).
    expect((await as(buyer, "POST", `/api/orders/${held.id}/cancel`)).status).toBe(409);
    expect(await subjectsTo(other)).toEqual(["Available again: Amber Field"]);
    expect(await subjectsTo(buyer)).toEqual([]);
  });

  it("tells nobody of a painting another order takes in the same moment", async () => {
    const [, cold] = t.artworks;
    await like(other, [cold.id]);
    await order(buyer, [cold.id]);
    const before = await subjectsTo(other);
    clock.advance(2 * HOUR);
    // The admirer's order expires the buyer's and takes the painting, in one transaction.
    await order(admirer, [cold.id]);
    expect(await subjectsTo(other)).toEqual(before);
  });
});
