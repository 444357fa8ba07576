import { DetailedError } from "hono/client";
import { describe, expect, test } from "vitest";
import { apiStatus } from "./api-status";

describe("apiStatus", () => {
  test("reads the status of the typed client's failed answer", () => {
    const error = new DetailedError("404 Not Found", { statusCode: 404 });
    expect(apiStatus(error)).toBe(404);
  });

  test("is undefined for any other failure (no answer came)", () => {
    expect(apiStatus(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(apiStatus("404")).toBeUndefined();
  });
});
