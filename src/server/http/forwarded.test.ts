import { describe, expect, it } from "vitest";
import { forwardedClientIp } from "./rate-limit";

const SOCKET = "10.0.0.5";

describe("the client's address behind TRUST_PROXY", () => {
  it("is the socket's with no proxy trusted, whatever X-Forwarded-For says", () => {
    expect(forwardedClientIp(SOCKET, undefined, 0)).toBe(SOCKET);
    expect(forwardedClientIp(SOCKET, "203.0.113.9", 0)).toBe(SOCKET);
    expect(forwardedClientIp(SOCKET, "1.1.1.1, 203.0.113.9", 0)).toBe(SOCKET);
  });

  it("is the Nth address from the right behind N proxies", () => {
    const header = "198.51.100.1, 203.0.113.9, 192.0.2.7";
    expect(forwardedClientIp(SOCKET, header, 1)).toBe("192.0.2.7");
    expect(forwardedClientIp(SOCKET, header, 2)).toBe("203.0.113.9");
    expect(forwardedClientIp(SOCKET, header, 3)).toBe("198.51.100.1");
  });

  it("ignores what the client wrote left of the addresses the proxies added", () => {
    // One proxy appends the address it saw; the client's own "1.2.3.4" stays to its left.
    expect(forwardedClientIp(SOCKET, "1.2.3.4, 192.0.2.7", 1)).toBe("192.0.2.7");
  });

  it("takes the leftmost address of a header shorter than N, and the socket's with none", () => {
    expect(forwardedClientIp(SOCKET, "192.0.2.7", 2)).toBe("192.0.2.7");
    expect(forwardedClientIp(SOCKET, undefined, 1)).toBe(SOCKET);
    expect(forwardedClientIp(SOCKET, " , ", 1)).toBe(SOCKET);
  });

  it("drops a port or brackets, and falls back to the socket for anything not an address", () => {
    expect(forwardedClientIp(SOCKET, "192.0.2.7:4711", 1)).toBe("192.0.2.7");
    expect(forwardedClientIp(SOCKET, "[2001:db8::1]:443", 1)).toBe("2001:db8::1");
    expect(forwardedClientIp(SOCKET, "2001:db8::2", 1)).toBe("2001:db8::2");
    expect(forwardedClientIp(SOCKET, "unknown", 1)).toBe(SOCKET);
    expect(forwardedClientIp(SOCKET, "<script>", 1)).toBe(SOCKET);
  });
});
