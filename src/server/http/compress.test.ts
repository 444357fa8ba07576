import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD, compressAnswers } from "./compress";

const large = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Work ${i}` })) };
const streamed = "line of text\n".repeat(200);

const app = new Hono()
  .use(compressAnswers())
  .get("/small", (c) => {
    c.header("set-cookie", "a=1", { append: true });
    c.header("set-cookie", "b=2", { append: true });
    return c.json({ error: "Reserved or sold meanwhile" }, 409);
  })
  .get("/large", (c) => c.json(large))
  .get("/stream", (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(streamed));
          controller.close();
        },
      }),
      200,
      { "content-type": "text/plain; charset=UTF-8" },
    ),
  );

const get = (path: string) => app.request(path, { headers: { "accept-encoding": "gzip" } });

describe("compressing answers", () => {
  it("sends a small JSON answer as it is, sized, with its status and headers", async () => {
    const response = await get("/small");
    expect(response.status).toBe(409);
    expect(response.headers.get("content-encoding")).toBeNull();
    const body = await response.arrayBuffer();
    expect(Number(response.headers.get("content-length"))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(COMPRESS_THRESHOLD);
    expect(JSON.parse(Buffer.from(body).toString())).toEqual({
      error: "Reserved or sold meanwhile",
    });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("compresses a larger JSON answer, the same JSON", async () => {
    const response = await get("/large");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(JSON.parse(body)).toEqual(large);
  });

  it("still compresses a streamed body, unread", async () => {
    const response = await get("/stream");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBeNull();
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(streamed);
  });

  it("sends nothing compressed to a client that does not ask", async () => {
    const response = await app.request("/large");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual(large);
  });
});
