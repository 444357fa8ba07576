import { describe, expect, it } from "vitest";
import { logLines } from "#tests/logs";
import { healthRoutes } from "./health";

describe("health and readiness", () => {
  it("/healthz answers 200 whatever the database does", async () => {
    const app = healthRoutes({ ping: () => Promise.reject(new Error("down")) });
    const response = await app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("/readyz follows the database: 503 while it fails, 200 again once it answers", async () => {
    let up = true;
    const app = healthRoutes({
      ping: async () => {
        if (!up) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      },
    });
    expect((await app.request("/readyz")).status).toBe(200);
    up = false;
    const down = await app.request("/readyz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", reason: "database unreachable" });
    expect((await app.request("/readyz")).status).toBe(503);
    up = true;
    expect((await app.request("/readyz")).status).toBe(200);

    // One warning when it went, one line when it came back; no error details to the caller.
    const lines = logLines().map((line) => line.msg);
    expect(lines).toEqual(["database unreachable", "database reachable again"]);
    expect(logLines()[0].reason).toBe("connect ECONNREFUSED 127.0.0.1:5432");
  });

  it("/readyz is 503 when the database does not answer in time", async () => {
    const app = healthRoutes({ ping: () => new Promise(() => {}), timeoutMs: 50 });
    const started = Date.now();
    expect((await app.request("/readyz")).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("/readyz is 503 once the process is stopping, while /healthz stays 200", async () => {
    let stopping = false;
    const app = healthRoutes({ ping: async () => {}, stopping: () => stopping });
    expect((await app.request("/readyz")).status).toBe(200);
    stopping = true;
    expect((await app.request("/readyz")).status).toBe(503);
    expect((await app.request("/healthz")).status).toBe(200);
  });
});
