import { describe, expect, it } from "vitest";
import { CLIENT_ERROR_LIMITS } from "#shared/client-errors";
import { errorReport } from "./report-error";

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe("a render error's report", () => {
  it("names the error, its stack, the screen's components and the path", () => {
    const error = new TypeError("x is undefined");
    expect(errorReport(error, "\n    at Cart", "/cart")).toEqual({
      message: "TypeError: x is undefined",
      stack: error.stack,
      componentStack: "\n    at Cart",
      path: "/cart",
    });
    expect(errorReport("thrown text", null, "/")).toMatchObject({ message: "thrown text" });
    expect(errorReport("", undefined, "/").message).toBe("Unknown error");
  });

  it("fits the server's limits, however long or wide its parts", () => {
    const error = new Error("é".repeat(5000));
    error.stack = "\u0001".repeat(20_000);
    const report = errorReport(error, "\n  at 🎨".repeat(2000), `/${"p".repeat(2000)}`);
    expect(report.message.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.message);
    expect(report.path.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.path);
    expect(report.stack?.length ?? 0).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.stack);
    expect(report.componentStack?.length ?? 0).toBeLessThanOrEqual(
      CLIENT_ERROR_LIMITS.componentStack,
    );
    expect(bytes(report)).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.bodyBytes);
    expect(report.message.length).toBeGreaterThan(0);
  });
});
