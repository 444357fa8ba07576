import { describe, expect, it } from "vitest";
import type { EndedRequest } from "#server/http/request-log";
import { log } from "#server/lib/logger";
import { logLines } from "#tests/logs";
import { requestEnd } from "./request-end";

const ID = "0b9a4f8e-3c1d-4e5f-8a7b-6c5d4e3f2a1b";

describe("a request's end, the same for the app and the fast lane", () => {
  const ended = (request: Partial<EndedRequest>): EndedRequest => ({
    requestId: "r1",
    method: "GET",
    path: `/api/artworks/${ID}`,
    target: `/api/artworks/${ID}`,
    status: 200,
    started: performance.now(),
    ip: "127.0.0.1",
    ...request,
  });

  it("writes the request's one line and counts the artwork it viewed", () => {
    const seen: string[] = [];
    const end = requestEnd({
      logger: log,
      views: { seen: (id) => seen.push(id), flush: async () => {} },
    });
    end(ended({}));
    end(ended({ status: 304 }));
    end(ended({ userAgent: "Googlebot/2.1" }));
    end(ended({ path: "/", target: `/?artwork=${ID.toUpperCase()}` }));
    expect(seen).toEqual([ID, ID]);
    const lines = logLines().filter((line) => line.msg === "request");
    expect(lines.map((line) => line.status)).toEqual([200, 304, 200, 200]);
    expect(lines[0]).toMatchObject({ requestId: "r1", method: "GET", ip: "127.0.0.1" });
  });
});
