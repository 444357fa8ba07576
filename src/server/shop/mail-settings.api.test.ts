import { beforeAll, describe, expect, it } from "vitest";
import type { SettingsBody } from "#shared/shop";
import { type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { addToCart, placed } from "#tests/order-steps";
import { mailsTo } from "#tests/outbox";

// The Shop tab's mail settings: the name every e-mail is from, and where the notices to the
// owner go. Mail is read from the file outbox, as the delivery wrote it.

const details: SettingsBody = {
  businessName: "Maren Holloway Fine Art",
  address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
  email: "studio@holloway.example",
  vatNumber: null,
  delivery: {
    rates: {
      uk: { small: 0, medium: 10, large: 25, oversize: 60 },
      europe: { small: 45, medium: 75, large: 140, oversize: null },
      world: { small: 80, medium: 140, large: null, oversize: null },
    },
    collection: true,
  },
};

async function save(t: TestApp, owner: TestUser, changes: Partial<SettingsBody>) {
  const response = await t.send(
    "PUT",
    "/api/admin/settings",
    { ...details, ...changes },
    { cookie: owner.cookie },
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A commission request from `name`: one notice to the owner. */
async function enquire(t: TestApp, name: string) {
  const message = { kind: "commission", name, email: "ada@example.com", message: "A seascape?" };
  expect((await t.send("POST", "/api/enquiries", message)).status).toBe(201);
}

/** Who each mail to `to` is from, oldest first. */
async function sendersTo(t: TestApp, to: string) {
  return (await mailsTo(t.dataDir, to)).map((mail) => mail.from);
}

describe(`the sender of every e-mail, on ${testDbKind}`, () => {
  const t = useTestApp({
    env: {
      GALLERY_NAME: "Harbour Gallery",
      MAIL_FROM: "Old Name <studio@holloway.example>",
      ADMIN_EMAILS: "owner@example.com",
    },
  });
  let owner: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ email: "owner@example.com", owner: true });
  });

  it("is the gallery's name at MAIL_FROM's address, then the sender name she saves", async () => {
    await enquire(t, "First");
    await t.deliverMail();
    await save(t, owner, { noticesEmail: "notices@holloway.example" });
    await enquire(t, "Second");
    await t.deliverMail();
    // A name that must be quoted in the header: a comma, quotes, a letter past ASCII.
    const name = 'Maren "M" Holloway, Bréhat';
    await save(t, owner, { noticesEmail: "notices@holloway.example", senderName: name });
    await enquire(t, "Third");
    await t.deliverMail();

    const address = "studio@holloway.example";
    expect(await sendersTo(t, "owner@example.com")).toEqual([{ name: "Harbour Gallery", address }]);
    expect(await sendersTo(t, "notices@holloway.example")).toEqual([
      { name: "Harbour Gallery", address },
      { name, address },
    ]);
  });

  it("is read as each mail is sent: a mail written before she changes it goes out under the new name", async () => {
    await enquire(t, "Fourth");
    // Quoted in the header, as its comma and quotes need.
    const name = 'Studio "Nord", Falmouth';
    await save(t, owner, { senderName: name });
    await t.deliverMail();
    const senders = await sendersTo(t, "notices@holloway.example");
    expect(senders.at(-1)).toEqual({ name, address: "studio@holloway.example" });
  });
});

describe(`where the notices to the owner go, on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { ADMIN_EMAILS: "owner@example.com" },
    artworks: [
      { title: "Estuary", price: 400 },
      { title: "Dune", price: 500 },
    ],
  });
  let owner: TestUser;
  let granted: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ email: "owner@example.com", owner: true });
    granted = await t.signIn({ email: "partner@example.com", owner: true });
    buyer = await t.signIn({ email: "buyer@example.com" });
  });
  const subjects = async (to: string) => (await mailsTo(t.dataDir, to)).map((mail) => mail.subject);

  it("goes to every owner while the shop has no contact e-mail", async () => {
    await enquire(t, "Ada");
    await t.deliverMail();
    for (const to of [owner.email, granted.email]) {
      expect(await subjects(to)).toEqual(["Commission request from Ada"]);
    }
  });

  it("goes to the contact e-mail alone once the business details give one", async () => {
    await save(t, owner, {});
    await enquire(t, "Grace");
    await addToCart(t, buyer, [t.artworks[0]]);
    const order = await placed(t, buyer);
    await t.deliverMail();
    expect(await subjects("studio@holloway.example")).toEqual([
      "Commission request from Grace",
      `New order ${order.number} from buyer@example.com`,
    ]);
    for (const to of [owner.email, granted.email]) {
      expect(await subjects(to)).toEqual(["Commission request from Ada"]);
    }
  });

  it("goes to the notices address she chose, in place of the contact e-mail", async () => {
    await save(t, owner, { noticesEmail: "orders@holloway.example" });
    await enquire(t, "Mary");
    await addToCart(t, buyer, [t.artworks[1]]);
    const order = await placed(t, buyer);
    await t.deliverMail();
    expect(await subjects("orders@holloway.example")).toEqual([
      "Commission request from Mary",
      `New order ${order.number} from buyer@example.com`,
    ]);
    expect(await subjects("studio@holloway.example")).toHaveLength(2);
    // The buyer's own mail still goes to the buyer.
    expect(await subjects(buyer.email)).toHaveLength(2);
  });
});
