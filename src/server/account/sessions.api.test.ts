import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema";
import { messages } from "#shared/messages";
import { type TestApp, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import {
  accountWithPassword,
  CHROME_ON_MAC,
  FIREFOX_ON_WINDOWS,
  signInWith,
} from "#tests/security";
import { type AccountSession, describeUserAgent } from "./sessions";

// docs/decisions/036: the profile lists where the account is signed in, and ends sessions.

const PASSWORD = "correct horse battery";

type SessionList = { sessions: AccountSession[] };

const get = (t: TestApp, cookie: string) =>
  t.app.request("/api/account/sessions", { headers: { cookie } });

async function listOf(t: TestApp, cookie: string) {
  const response = await get(t, cookie);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, body: JSON.parse(text) as SessionList };
}

const tokensOf = async (t: TestApp, userId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).map((row) => row.token);

describe("describeUserAgent", () => {
  it("reads the browser's name and major version, and the system", () => {
    expect(describeUserAgent(CHROME_ON_MAC)).toEqual({ browser: "Chrome 131", system: "macOS" });
    expect(describeUserAgent(FIREFOX_ON_WINDOWS)).toEqual({
      browser: "Firefox 133",
      system: "Windows",
    });
  });

  it("says so clearly when there is nothing to read", () => {
    const unknown = {
      browser: messages.security.unknownBrowser,
      system: messages.security.unknownSystem,
    };
    expect(describeUserAgent("")).toEqual(unknown);
    expect(describeUserAgent(null)).toEqual(unknown);
    expect(describeUserAgent("curl-ish/0")).toMatchObject({ system: unknown.system });
  });
});

describe(`the account's sessions, on ${testDbKind}`, () => {
  const t = useTestApp();
  let ada: { id: string; email: string };
  let chrome: string;
  let firefox: string;
  let bea: { id: string; email: string };
  let beaCookie: string;

  beforeAll(async () => {
    ada = await accountWithPassword(t, { password: PASSWORD });
    bea = await accountWithPassword(t, { password: PASSWORD, name: "Bea" });
    chrome = await signInWith(t, { ...ada, password: PASSWORD, userAgent: CHROME_ON_MAC });
    firefox = await signInWith(t, { ...ada, password: PASSWORD, userAgent: FIREFOX_ON_WINDOWS });
    beaCookie = await signInWith(t, { ...bea, password: PASSWORD, userAgent: CHROME_ON_MAC });
  });

  it("is for a signed-in shopper only", async () => {
    expect((await t.app.request("/api/account/sessions")).status).toBe(401);
    const others = await t.send("POST", "/api/account/sessions/sign-out-others", {});
    expect(others.status).toBe(401);
  });

  it("lists the account's own sessions, newest activity first, this one flagged, no token", async () => {
    const { text, body } = await listOf(t, chrome);
    expect(body.sessions).toHaveLength(2);
    const [newest, older] = body.sessions;
    expect(newest).toMatchObject({ browser: "Firefox 133", system: "Windows", current: false });
    expect(older).toMatchObject({ browser: "Chrome 131", system: "macOS", current: true });
    expect(Date.parse(newest.lastActive)).toBeGreaterThanOrEqual(Date.parse(older.lastActive));
    expect(Object.keys(newest).sort()).toEqual(
      ["browser", "current", "id", "lastActive", "system"].sort(),
    );
    // Neither the tokens nor anything of Bea's.
    for (const token of await tokensOf(t, ada.id)) expect(text).not.toContain(token);
    const [beaSession] = (await listOf(t, beaCookie)).body.sessions;
    expect(text).not.toContain(beaSession.id);

    // From the other browser, that one is current.
    const fromFirefox = (await listOf(t, firefox)).body.sessions;
    expect(fromFirefox.find((session) => session.current)?.browser).toBe("Firefox 133");
  });

  it("leaves out sessions that have expired", async () => {
    const extra = await signInWith(t, { ...ada, password: PASSWORD, userAgent: CHROME_ON_MAC });
    const id = (await listOf(t, extra)).body.sessions.find((session) => session.current)?.id;
    expect(id).toBeDefined();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id as string));
    const ids = (await listOf(t, chrome)).body.sessions.map((session) => session.id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(id);
  });

  it("never ends another account's session: its id, or an unknown one, is 404", async () => {
    const [beaSession] = (await listOf(t, beaCookie)).body.sessions;
    for (const id of [beaSession.id, "no-such-session"]) {
      const response = await t.send("DELETE", `/api/account/sessions/${id}`, undefined, {
        cookie: chrome,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: messages.security.sessionNotFound });
    }
    expect((await get(t, beaCookie)).status).toBe(200);
  });

  it("ends one session by its id: that browser is signed out, this one stays", async () => {
    const third = await signInWith(t, { ...ada, password: PASSWORD, userAgent: CHROME_ON_MAC });
    const id = (await listOf(t, third)).body.sessions.find((session) => session.current)?.id;
    const response = await t.send("DELETE", `/api/account/sessions/${id}`, undefined, {
      cookie: chrome,
    });
    expect(response.status).toBe(200);
    expect((await get(t, third)).status).toBe(401);
    expect((await get(t, chrome)).status).toBe(200);
  });

  it("signs out everywhere else: the other browser's cookie then gets 401, this one and Bea stay", async () => {
    const response = await t.send(
      "POST",
      "/api/account/sessions/sign-out-others",
      {},
      {
        cookie: chrome,
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 2 }); // Firefox, and the expired one
    expect((await get(t, firefox)).status).toBe(401);
    const { body } = await listOf(t, chrome);
    expect(body.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(await tokensOf(t, ada.id)).toHaveLength(1);
    expect((await get(t, beaCookie)).status).toBe(200);
  });
});
