import { describe, expect, it } from "vitest";
import {
  BACKUP_STALE_HOURS,
  backupState,
  hostOf,
  missingBusinessDetails,
  publicUrlProblem,
  redact,
  unsavedShopSetup,
} from "./rules";

describe("the public address rule", () => {
  it("takes https on a full domain name", () => {
    for (const url of [
      "https://www.example.co.uk",
      "https://gallery.example/shop",
      "https://shop.example:8443",
      "https://example.com.",
    ]) {
      expect(publicUrlProblem(url), url).toBeNull();
    }
  });

  it("refuses plain http, whatever the host", () => {
    expect(publicUrlProblem("http://www.example.co.uk")).toBe("not-https");
    expect(publicUrlProblem("http://localhost:3000")).toBe("not-https");
  });

  it("refuses this machine's names", () => {
    expect(publicUrlProblem("https://localhost")).toBe("local");
    expect(publicUrlProblem("https://LOCALHOST:3000")).toBe("local");
    expect(publicUrlProblem("https://shop.localhost")).toBe("local");
  });

  it("refuses IP addresses, v4 and v6", () => {
    expect(publicUrlProblem("https://127.0.0.1")).toBe("ip");
    expect(publicUrlProblem("https://203.0.113.7:8443")).toBe("ip");
    expect(publicUrlProblem("https://[::1]")).toBe("ip");
    expect(publicUrlProblem("https://[2001:db8::1]/shop")).toBe("ip");
  });

  it("refuses a name without a dot", () => {
    expect(publicUrlProblem("https://gallery")).toBe("no-dot");
  });
});

describe("the business details' completeness", () => {
  const complete = {
    businessName: "Maren Holloway Fine Art",
    address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
    email: "studio@holloway.example",
  };

  it("finds nothing missing in details the Shop tab would save", () => {
    expect(missingBusinessDetails(complete)).toEqual([]);
  });

  it("names each field the Shop tab's form would refuse, in the form's order", () => {
    expect(missingBusinessDetails({ businessName: "", address: "", email: "" })).toEqual([
      "businessName",
      "address",
      "email",
    ]);
    expect(missingBusinessDetails({ ...complete, address: "   " })).toEqual(["address"]);
    expect(missingBusinessDetails({ ...complete, email: "not an address" })).toEqual(["email"]);
  });
});

describe("what the owner has not saved", () => {
  it("is the rates and every page on a new shop, nothing once all are saved", () => {
    expect(unsavedShopSetup({ settings: false, pages: [] })).toEqual([
      "rates",
      "about",
      "delivery",
      "returns",
      "terms",
      "privacy",
    ]);
    expect(
      unsavedShopSetup({
        settings: true,
        pages: ["privacy", "about", "terms", "returns", "delivery"],
      }),
    ).toEqual([]);
  });

  it("names the pages still on their defaults", () => {
    expect(unsavedShopSetup({ settings: true, pages: ["about", "delivery"] })).toEqual([
      "returns",
      "terms",
      "privacy",
    ]);
  });
});

describe("the backups' state", () => {
  const now = new Date("2027-03-10T12:00:00Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  const next = new Date("2027-03-11T03:00:00Z");

  it("is not scheduled while BACKUP_SCHEDULE is off", () => {
    expect(backupState({ next: undefined, lastAt: hoursAgo(1) }, now)).toBe("not-scheduled");
  });

  it("is recent within 26 hours, stale past it, and never without one", () => {
    expect(BACKUP_STALE_HOURS).toBe(26);
    expect(backupState({ next, lastAt: hoursAgo(1) }, now)).toBe("recent");
    expect(backupState({ next, lastAt: hoursAgo(26) }, now)).toBe("recent");
    expect(backupState({ next, lastAt: hoursAgo(26.1) }, now)).toBe("stale");
    expect(backupState({ next, lastAt: null }, now)).toBe("never");
  });
});

describe("what the checks show of a setting", () => {
  it("is a URL's host and port, never its user name or password", () => {
    expect(hostOf("smtp://mailer:s3cret@smtp.example.net:587")).toBe("smtp.example.net:587");
    expect(hostOf("postgres://atelier:pa%40ss@db.example.net/atelier")).toBe("db.example.net");
  });

  it("hides every secret a text might carry", () => {
    expect(redact("refused sk_live_abc123 and whsec_xyz9", ["sk_live_abc123", "whsec_xyz9"])).toBe(
      "refused … and …",
    );
    expect(redact("a b c", ["b"])).toBe("a b c"); // too short to tell from words
  });
});
