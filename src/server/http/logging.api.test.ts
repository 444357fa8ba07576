import { describe, expect, it } from "vitest";
import { SITE, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { type LogLine, logLines } from "#tests/logs";

const requestLines = () => logLines().filter((line) => line.msg === "request");

describe(`logs on ${testDbKind}`, () => {
  const t = useTestApp();

  it("writes one JSON line per request, whose id the answer carries as X-Request-Id", async () => {
    const response = await t.app.request("/api/artworks?q=secret-search&limit=5");
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const lines = requestLines();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: "info",
      requestId: id,
      method: "GET",
      // The path only: query strings are where tokens travel.
      path: "/api/artworks",
      status: 200,
      ip: "unknown", // app.request() has no socket
    });
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
    expect(line.durationMs).toBeTypeOf("number");
    expect(JSON.stringify(lines)).not.toContain("secret-search");

    // Every answer has an id of its own, the 404s and the health probes too.
    const ids = new Set<string | null>([id]);
    for (const path of ["/api/nothing-here", "/images/none-1280.webp", "/healthz"]) {
      ids.add((await t.app.request(path)).headers.get("x-request-id"));
    }
    expect(ids.size).toBe(4);
  });

  it("keeps no X-Request-Id a client sends: only a trusted proxy's (TRUST_PROXY)", async () => {
    const response = await t.app.request("/healthz", {
      headers: { "x-request-id": "forged-request-id-1234" },
    });
    expect(response.headers.get("x-request-id")).not.toBe("forged-request-id-1234");
  });

  it("never writes a password, a cookie or a token", async () => {
    const password = "correct horse battery staple";
    const user = await t.signIn({ email: "logged@example.com" });
    await t.app.request("/api/auth/get-session", { headers: { cookie: user.cookie } });
    await t.send(
      "POST",
      "/api/auth/sign-up/email",
      { email: "new-logged@example.com", password, name: "New" },
      { authorization: "Bearer some-bearer-token" },
    );
    await t.app.request("/api/auth/reset-password/reset-token-abcdef?callbackURL=/", {
      headers: { origin: SITE },
    });
    const text = JSON.stringify(logLines());
    expect(logLines().length).toBeGreaterThanOrEqual(3);
    for (const secret of [password, user.cookie, "some-bearer-token", "reset-token-abcdef"]) {
      expect(text).not.toContain(secret);
    }
    expect(requestLines().map((line) => line.path)).toContain(
      "/api/auth/reset-password/[redacted]",
    );
  });

  it("logs an error once, with its stack, beside the request's own line", async () => {
    const app = t.restart();
    app.get("/boom", () => {
      throw new Error("the painting fell off the wall");
    });
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");

    const errors = logLines().filter((line) => line.level === "error");
    expect(errors).toHaveLength(1);
    const err = errors[0].err as { message: string; stack: string };
    expect(err.message).toBe("the painting fell off the wall");
    expect(err.stack).toContain("logging.api.test.ts");
    expect(errors[0].requestId).toBe(id);
    expect(requestLines()).toMatchObject([{ requestId: id, status: 500, path: "/boom" }]);
    // The stack is in that one line only.
    const withStack = logLines().filter((line: LogLine) => JSON.stringify(line).includes("at "));
    expect(withStack).toHaveLength(1);
  });

  it("sends the outbox's lines through the same logger", async () => {
    await t.send("POST", "/api/auth/sign-up/email", {
      email: "outbox-logged@example.com",
      password: "a long enough password",
      name: "Outbox",
    });
    await t.deliverMail();
    const mail = logLines().find((line) => line.to === "outbox-logged@example.com");
    expect(mail).toMatchObject({ level: "info", subject: expect.any(String) });
    expect(String(mail?.msg)).toMatch(/^Mail to outbox-logged@example.com: /);
  });
});
