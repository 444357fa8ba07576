import { describe, expect, it } from "vitest";
import { CLIENT_ERROR_LIMITS } from "#shared/client-errors";
import { messages } from "#shared/messages";
import { SITE, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { logLines } from "#tests/logs";
import { CLIENT_ERRORS_PER_HOUR } from "./routes";

const URL = "/api/client-errors";
const report = {
  message: "TypeError: Cannot read properties of undefined (reading 'title')",
  path: "/cart",
  stack: "TypeError: Cannot read properties of undefined\n    at CartRow (cart.js:12:5)",
  componentStack: "\n    at CartRow\n    at CartPage",
};
const clientErrors = () => logLines().filter((line) => line.msg === "client error");

describe(`client errors on ${testDbKind}`, () => {
  const t = useTestApp();

  it("writes a report as one warn line with the request's id, and answers 204", async () => {
    const response = await t.send("POST", URL, report);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(clientErrors()).toEqual([
      expect.objectContaining({
        level: "warn",
        requestId: response.headers.get("x-request-id"),
        ...report,
      }),
    ]);
  });

  it("strips control characters, keeps a stack's lines, and never logs a query string", async () => {
    const response = await t.send("POST", URL, {
      message: "Boom\u001b[31m\r\nforged line\u0007",
      path: "/auth?token=secret-reset-token",
      stack: "Error: Boom\n\tat x\u0008 (a.js:1:1)\u007f",
    });
    expect(response.status).toBe(204);
    const [line] = clientErrors();
    expect(line).toMatchObject({
      message: "Boom [31m forged line",
      path: "/auth",
      stack: "Error: Boom\n\tat x (a.js:1:1)",
    });
    expect(line).not.toHaveProperty("componentStack");
    expect(JSON.stringify(logLines())).not.toContain("secret-reset-token");
  });

  it("refuses what is not a report with a reason: bad JSON, no message, a field too long", async () => {
    const badJson = await t.app.request(URL, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json" },
      body: '{"message": ',
    });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).error).toMatch(/JSON/i);

    const noMessage = await t.send("POST", URL, { path: "/cart" });
    expect(noMessage.status).toBe(400);
    expect((await noMessage.json()).fields).toHaveProperty("message");

    const blankMessage = await t.send("POST", URL, { message: "\u0007 \u001b", path: "/" });
    expect(blankMessage.status).toBe(400);
    expect(await blankMessage.json()).toMatchObject({ error: "message: message is required" });

    const longStack = await t.send("POST", URL, {
      ...report,
      stack: "x".repeat(CLIENT_ERROR_LIMITS.stack + 1),
    });
    expect(longStack.status).toBe(400);
    expect(await longStack.json()).toMatchObject({
      error: `stack: stack must be at most ${CLIENT_ERROR_LIMITS.stack} characters`,
      fields: { stack: expect.any(String) },
    });

    const notText = await t.send("POST", URL, { ...report, path: 42 });
    expect(notText.status).toBe(400);
    expect(clientErrors()).toEqual([]);
  });

  it("refuses a body over 8 KB with 413, before reading it as a report", async () => {
    const response = await t.send("POST", URL, {
      ...report,
      padding: "x".repeat(CLIENT_ERROR_LIMITS.bodyBytes),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: messages.api.tooLarge });
    expect(clientErrors()).toEqual([]);
  });

  it("takes reports from the site's own pages only", async () => {
    const elsewhere = await t.send("POST", URL, report, { origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual({ error: messages.api.crossOrigin });
    const noOrigin = await t.app.request(URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(report),
    });
    expect(noOrigin.status).toBe(403);
    expect(clientErrors()).toEqual([]);
  });
});

describe(`client errors, throttled on ${testDbKind}`, () => {
  const t = useTestApp();

  it(`takes ${CLIENT_ERRORS_PER_HOUR} reports an hour from a client, then answers 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CLIENT_ERRORS_PER_HOUR + 3 }, (_, i) =>
        t.send("POST", URL, { ...report, message: `Error ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(CLIENT_ERRORS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused?.json()).toEqual({ error: messages.api.tooManyRequests });
    expect(clientErrors()).toHaveLength(CLIENT_ERRORS_PER_HOUR);
  });
});
