import { beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "#server/db/schema";
import type { Enquiry } from "#shared/collectors";
import { newArtwork, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { mailsTo } from "#tests/outbox";

// Enquiries and commissions (docs/product.md: collectors): anyone may ask; the question is
// stored as typed, the owner's notices address (here, with none set, every owner) is e-mailed in
// the same transaction, and the admin lists them.

describe(`enquiries on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [newArtwork("Harbour at Dawn")],
    env: { ADMIN_EMAILS: "studio@example.com" },
  });
  let owner: TestUser;
  let artworkId: string;
  beforeAll(async () => {
    owner = await t.signIn({ email: "maren@example.com", owner: true });
    artworkId = (await (await t.send("GET", "/api/artworks")).json()).items[0].id;
  });
  const asOwner = () => ({ cookie: owner.cookie });

  it("stores a question as typed and e-mails every owner, who can answer the asker", async () => {
    const message = '<b>Is it framed?</b>\nAnd does it ship to "Wales"?';
    const asked = await t.send("POST", "/api/enquiries", {
      artworkId,
      kind: "question",
      name: "Ada Lovelace",
      email: "ada@example.com",
      message,
    });
    expect(asked.status).toBe(201);
    expect(await asked.json()).toEqual({ received: true });

    await t.deliverMail();
    for (const to of ["studio@example.com", "maren@example.com"]) {
      const [mail, ...more] = await mailsTo(t.dataDir, to);
      expect(more).toEqual([]);
      expect(mail.subject).toBe('Enquiry from Ada Lovelace about "Harbour at Dawn"');
      expect(mail.body).toContain("Reply-To: ada@example.com");
      expect(mail.body).toContain(message); // the text part, as typed
      expect(mail.body).toContain("&#60;b&#62;Is it framed?&#60;/b&#62;"); // the HTML, escaped
    }
    // The asker's address is given to nobody else.
    expect(await mailsTo(t.dataDir, "ada@example.com")).toEqual([]);

    const listed = await t.send("GET", "/api/admin/enquiries", undefined, asOwner());
    const [enquiry] = ((await listed.json()) as { enquiries: Enquiry[] }).enquiries;
    expect(enquiry).toMatchObject({
      kind: "question",
      artworkId,
      artworkTitle: "Harbour at Dawn",
      name: "Ada Lovelace",
      email: "ada@example.com",
      message,
      doneAt: null,
    });
  });

  it("lists them newest first, marks one done once, and only for owners", async () => {
    await t.send("POST", "/api/enquiries", {
      kind: "commission",
      name: "Grace",
      email: "grace@example.com",
      message: "A seascape, 1 m wide?",
    });
    const shopper = await t.signIn();
    for (const [headers, status] of [
      [{}, 401],
      [{ cookie: shopper.cookie }, 403],
    ] as const) {
      expect((await t.send("GET", "/api/admin/enquiries", undefined, headers)).status).toBe(status);
    }

    const { enquiries: listed } = (await (
      await t.send("GET", "/api/admin/enquiries", undefined, asOwner())
    ).json()) as { enquiries: Enquiry[] };
    expect(listed.map((enquiry) => enquiry.name)).toEqual(["Grace", "Ada Lovelace"]);
    expect(listed[0]).toMatchObject({ kind: "commission", artworkId: null, artworkTitle: null });

    const path = `/api/admin/enquiries/${listed[0].id}/done`;
    expect((await t.send("POST", path, undefined, { cookie: shopper.cookie })).status).toBe(403);
    const done = await t.send("POST", path, undefined, asOwner());
    expect(done.status).toBe(200);
    const { enquiry } = (await done.json()) as { enquiry: Enquiry };
    expect(enquiry.doneAt).toEqual(expect.any(String));
    const again = (await (await t.send("POST", path, undefined, asOwner())).json()) as {
      enquiry: Enquiry;
    };
    expect(again.enquiry.doneAt).toBe(enquiry.doneAt);

    for (const [id, status] of [
      ["00000000-0000-4000-8000-000000000000", 404],
      ["not-an-id", 400],
    ] as const) {
      const answer = await t.send("POST", `/api/admin/enquiries/${id}/done`, undefined, asOwner());
      expect(answer.status).toBe(status);
    }
  });

  it("refuses what it cannot keep with a reason beside each field, and keeps nothing", async () => {
    const before = (await t.db.select().from(enquiries)).length;
    const valid = { kind: "question", name: "Ada", email: "ada@example.com", message: "Hi" };
    const cases: Array<[object, string]> = [
      [{ ...valid, name: "" }, "name"],
      [{ ...valid, name: "x".repeat(101) }, "name"],
      [{ ...valid, name: "Ada\u0007" }, "name"],
      [{ ...valid, email: "nope" }, "email"],
      [{ ...valid, message: "   " }, "message"],
      [{ ...valid, message: "x".repeat(5001) }, "message"],
      [{ ...valid, message: "beep\u0007" }, "message"],
      [{ ...valid, kind: "complaint" }, "kind"],
      [{ ...valid, artworkId: "1 OR 1=1" }, "artworkId"],
    ];
    for (const [body, field] of cases) {
      const refused = await t.send("POST", "/api/enquiries", body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).fields[field]).toEqual(expect.any(String));
    }
    const missing = await t.send("POST", "/api/enquiries", {
      ...valid,
      artworkId: "00000000-0000-4000-8000-000000000000",
    });
    expect(missing.status).toBe(404);
    // A robot's form (the hidden field filled in): the same answer, nothing kept.
    const robot = await t.send("POST", "/api/enquiries", { ...valid, website: "spam.example" });
    expect(robot.status).toBe(201);
    expect(await t.db.select().from(enquiries)).toHaveLength(before);
  });
});

describe(`enquiries, throttled on ${testDbKind}`, () => {
  const t = useTestApp();

  it("takes five an hour from an address and ten from a client, however many race", async () => {
    const ask = (email: string) =>
      t.send("POST", "/api/enquiries", { kind: "question", name: "A", email, message: "Hello" });
    const byAddress = await Promise.all(Array.from({ length: 7 }, () => ask("one@example.com")));
    expect(byAddress.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(byAddress.filter((answer) => answer.status === 429)).toHaveLength(2);
    const byClient = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ask(`many-${i}@example.com`)),
    );
    // Seven were counted before, from the same client: three more are let in.
    expect(byClient.filter((answer) => answer.status === 201)).toHaveLength(3);
  });
});
