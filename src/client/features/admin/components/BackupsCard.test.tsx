import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { BackupsCard } from "./BackupsCard";
import { IncidentsBanner } from "./IncidentsBanner";

const fetchMock = stubFetch();

function serve(answers: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), "http://localhost").pathname;
    return path in answers
      ? Response.json(answers[path])
      : Response.json({ error: "Not found" }, { status: 404 });
  });
}

describe("the Overview's backups", () => {
  it("says when the last was verified and the next is due, and offers each kept one", async () => {
    serve({
      "/api/admin/backups": {
        backups: [
          {
            id: "2026-11-28-0300",
            at: "2026-11-28T03:00:00.000Z",
            bytes: 7_439_012,
            verified: true,
            places: ["disk", "s3"],
          },
          {
            id: "2026-11-27-0300",
            at: "2026-11-27T03:00:00.000Z",
            bytes: 900_000,
            verified: true,
            places: ["disk"],
          },
        ],
        last: "2026-11-28T03:00:41.000Z",
        next: "2026-11-29T03:00:00.000Z",
      },
    });
    renderInApp(<BackupsCard />, { path: "/admin" });
    const card = await screen.findByRole("region", { name: messages.backups.heading });
    expect(card.textContent).toContain(messages.backups.last("Saturday 28 November 2026 at 03:00"));
    expect(card.textContent).toContain(messages.backups.next("Sunday 29 November 2026 at 03:00"));
    const newest = within(card).getByRole("link", {
      name: messages.backups.download("Saturday 28 November 2026 at 03:00"),
    });
    expect(newest.getAttribute("href")).toBe("/api/admin/backups/2026-11-28-0300");
    expect(newest.hasAttribute("download")).toBe(true);
    expect(card.textContent).toContain("7.1 MB · on the server, in the bucket");
    expect(within(card).getAllByRole("link")).toHaveLength(2);
  });

  it("says when none has been made yet, and when backups are off", async () => {
    serve({ "/api/admin/backups": { backups: [], last: null, next: null } });
    renderInApp(<BackupsCard />, { path: "/admin" });
    const card = await screen.findByRole("region", { name: messages.backups.heading });
    expect(card.textContent).toBe(
      `${messages.backups.heading}${messages.backups.none} ${messages.backups.off}`,
    );
  });
});

describe("the admin's banner", () => {
  it("lists what needs attention, since when", async () => {
    const detail = messages.incidents.diskLow("300 MB");
    serve({
      "/api/admin/incidents": {
        incidents: [{ kind: "disk-low", since: "2026-11-28T15:24:00.000Z", detail }],
      },
    });
    renderInApp(<IncidentsBanner />, { path: "/admin" });
    const banner = await screen.findByRole("region", { name: messages.incidents.heading });
    const [item] = within(banner).getAllByRole("listitem");
    expect(item.textContent).toBe(
      `${detail} ${messages.incidents.since("Saturday 28 November 2026 at 15:24")}`,
    );
  });

  it("is not there while all is well", async () => {
    serve({ "/api/admin/incidents": { incidents: [] } });
    const { container } = renderInApp(<IncidentsBanner />, { path: "/admin" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalled();
    expect(container.textContent).toBe("");
  });
});
