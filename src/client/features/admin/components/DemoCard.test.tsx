import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { adminStatsQueries } from "../api";
import { DemoCard } from "./DemoCard";

const text = messages.adminDemo;
const fetchMock = stubFetch();

describe("removing the demo collection from the Overview", () => {
  it("asks first, then says how many went and each work kept with why", async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      sent.push(`${init?.method} ${new URL(String(input), "http://localhost").pathname}`);
      return Response.json({
        removed: 9,
        kept: [
          { id: "a1", title: "Harbour at Dusk", reason: "order" },
          { id: "a2", title: "Gulls over Pendennis", reason: "favourite" },
        ],
      });
    });
    const { client } = renderInApp(<DemoCard />, { path: "/admin" });
    // The Overview's figures, read before: read again once the works are gone.
    const figures = adminStatsQueries.overview().queryKey;
    client.setQueryData(figures, {} as never);

    const opener = screen.getByRole("button", { name: messages.setup.removeDemo });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: text.confirmTitle });
    expect(dialog.textContent).toContain(text.confirmText);
    // Focus starts on Cancel, not on the button that removes.
    expect(document.activeElement).toBe(
      within(dialog).getByRole("button", { name: messages.admin.cancel }),
    );
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: text.confirm }));
    const answer = await within(dialog).findByText(text.removed(9));
    expect(sent).toEqual(["POST /api/admin/demo/remove"]);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.contains(answer)).toBe(true);
    expect(within(dialog).getByText(text.keptIntro(2))).toBeTruthy();
    const kept = within(dialog)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(kept).toEqual([
      `Harbour at Dusk: ${text.reasons.order}`,
      `Gulls over Pendennis: ${text.reasons.favourite}`,
    ]);
    await waitFor(() => expect(client.getQueryState(figures)?.isInvalidated).toBe(true));

    await user.click(within(dialog).getByRole("button", { name: text.done }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("says when none were removed, and a failure inside the dialog", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(Response.json({ error: "Server error" }, { status: 500 }));
    fetchMock.mockResolvedValueOnce(Response.json({ removed: 0, kept: [] }));
    renderInApp(<DemoCard />, { path: "/admin" });

    await user.click(screen.getByRole("button", { name: messages.setup.removeDemo }));
    const dialog = screen.getByRole("dialog", { name: text.confirmTitle });
    await user.click(within(dialog).getByRole("button", { name: text.confirm }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Server error");

    await user.click(within(dialog).getByRole("button", { name: text.confirm }));
    expect(await within(dialog).findByText(text.removed(0))).toBeTruthy();
    expect(within(dialog).queryByRole("list")).toBeNull();
  });
});
