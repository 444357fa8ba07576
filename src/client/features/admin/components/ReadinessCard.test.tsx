import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import type { Readiness, ReadinessItem } from "#shared/readiness";
import { renderInApp, stubFetch } from "#tests/client-render";
import { OverviewPanel } from "./OverviewPanel";

const text = messages.readiness;
const fetchMock = stubFetch();

const ok = (id: ReadinessItem["id"], label: string, blocker = true): ReadinessItem => ({
  id,
  ok: true,
  blocker,
  label,
  fix: null,
});

const notReady: Readiness = {
  ready: false,
  items: [
    {
      id: "public-url",
      ok: false,
      blocker: true,
      label: "Public address is not https: http://localhost:3000",
      fix: { text: text.publicUrl.fix, where: "docs/operations.md#configuration" },
    },
    ok("database", "Database: embedded, in /srv/atelier/pglite, all 26 migrations applied"),
    ok("owner", text.owner.ok),
    {
      id: "business",
      ok: false,
      blocker: true,
      label: "Business details are missing: address",
      fix: { text: text.business.fix, where: "/admin?tab=shop" },
    },
    ok("shop-setup", text.shopSetup.ok),
    ok("mail", "E-mail: sent through smtp.example.net:587 as Studio <studio@example.net>"),
    ok("payments", text.payments.instructions),
    ok("images", "Images: stored in /srv/atelier/images, writable"),
    {
      id: "backups",
      ok: false,
      blocker: false,
      label: text.backups.notScheduled,
      fix: { text: text.backups.fix, where: "docs/operations.md#backups" },
    },
  ],
};

const ready: Readiness = {
  ready: true,
  items: notReady.items.map((item) => (item.blocker ? ok(item.id, `${item.id} is fine`) : item)),
};

/** The API: the readiness list as given (or a failure), and no figures (their own card). */
function serve(answers: Array<Readiness | "fail">) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/admin/readiness") {
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      return answer === "fail"
        ? Response.json({ error: "Something went wrong" }, { status: 500 })
        : Response.json(answer);
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });
}

const card = async () => screen.findByRole("region", { name: /^Ready to open: \d+ of \d+$/ });

describe("the Overview's readiness list", () => {
  it("counts the items done and lists each, with what is left to do", async () => {
    serve([notReady]);
    renderInApp(<OverviewPanel />, { path: "/admin" });
    const section = await card();
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe(text.title(6, 9));
    expect(within(section).getByText(text.blockers(2))).toBeTruthy();
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(9);
    // Each mark's meaning is in words, not in its colour or icon alone.
    expect(items[0].textContent).toContain(`${text.failed}: ${notReady.items[0].label}`);
    expect(items[1].textContent).toContain(`${text.passed}: ${notReady.items[1].label}`);
    expect(items[8].textContent).toContain(`${text.advised}: ${text.backups.notScheduled}`);
    expect(items[8].textContent).toContain(text.advice);
  });

  it("links a fix to the admin tab where it is done, and names a setting's guide as text", async () => {
    serve([notReady]);
    renderInApp(<OverviewPanel />, { path: "/admin" });
    const section = await card();
    const link = within(section).getByRole("link", { name: text.business.fix });
    expect(link.getAttribute("href")).toBe("/admin?tab=shop");
    // Server settings are not the admin's to change: the guide's section, as text.
    expect(within(section).getAllByRole("link")).toHaveLength(1);
    expect(within(section).getByText("docs/operations.md#configuration")).toBeTruthy();
    expect(within(section).getByText("docs/operations.md#backups")).toBeTruthy();
    // A passing item says nothing more to do.
    expect(within(section).getAllByRole("listitem")[1].querySelector("a, code")).toBeNull();
  });

  it("says so when no blocker is left, advice and all", async () => {
    serve([ready]);
    renderInApp(<OverviewPanel />, { path: "/admin" });
    const section = await card();
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe(text.title(8, 9));
    expect(within(section).getByText(text.ready)).toBeTruthy();
    expect(within(section).queryByText(text.blockers(1))).toBeNull();
  });

  it("offers to check again when the check could not be made", async () => {
    const user = userEvent.setup();
    serve(["fail", ready]);
    renderInApp(<OverviewPanel />, { path: "/admin" });
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: text.retry }));
    expect(await screen.findByText(text.ready)).toBeTruthy();
  });
});
