import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionQuery } from "#client/lib/session";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { YourData } from "./YourData";

const text = messages.yourData;
const fetchMock = stubFetch();
const session = { id: "u1", email: "ada@example.com", name: "Ada", isOwner: false };
const RIGHT = "correct horse battery";

/** The API as the dialog meets it: DELETE /api/account, refused unless the password is right. */
function serve(refusal?: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path !== "/api/account" || init?.method !== "DELETE") {
      return Response.json({ error: "Not found" }, { status: 404 });
    }
    const body = JSON.parse(String(init.body));
    sent.push(body);
    if (refusal) return Response.json(refusal.body, { status: refusal.status });
    if (body.password !== RIGHT) {
      const reason = messages.api.wrongPassword;
      return Response.json({ error: reason, fields: { password: reason } }, { status: 403 });
    }
    return Response.json({ deleted: true });
  });
  return sent;
}

async function openDialog() {
  const user = userEvent.setup();
  const rendered = renderInApp(<YourData />, { url: "/profile?tab=data", path: "*", session });
  await user.click(screen.getByRole("button", { name: text.delete }));
  const dialog = await screen.findByRole("alertdialog", { name: text.dialogTitle });
  const field = screen.getByLabelText(text.password);
  return { user, dialog, field, ...rendered };
}

describe("Delete your account", () => {
  it("offers the data's copy as a download link", () => {
    serve();
    renderInApp(<YourData />, { path: "/profile", session });
    const link = screen.getByRole("link", { name: text.download });
    expect(link.getAttribute("href")).toBe("/api/account/export");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("says what goes and what stays, and starts in the password field", async () => {
    serve();
    const { dialog, field } = await openDialog();
    expect(dialog.textContent).toContain(text.goes);
    expect(dialog.textContent).toContain(text.stays);
    expect(document.activeElement).toBe(field);
  });

  it("shows a missing or wrong password beside the field, and deletes nothing", async () => {
    const sent = serve();
    const { user, field } = await openDialog();

    await user.click(screen.getByRole("button", { name: text.confirm }));
    expect(sent).toEqual([]);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const describedBy = field.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Password is required");

    await user.type(field, "not my password");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    await user.click(screen.getByRole("button", { name: text.confirm }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe(messages.api.wrongPassword);
    expect(document.activeElement).toBe(field);
    expect(sent).toEqual([{ password: "not my password" }]);
    // Still open, still signed in.
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("says why the last owner's account stays, in the dialog", async () => {
    serve({ status: 409, body: { error: messages.api.lastOwner } });
    const { user, field } = await openDialog();
    await user.type(field, RIGHT);
    await user.click(screen.getByRole("button", { name: text.confirm }));
    expect((await screen.findByText(messages.api.lastOwner)).getAttribute("role")).toBe("alert");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("with the right password, signs out and goes to the gallery with a toast", async () => {
    serve();
    const { user, field, router, client } = await openDialog();
    await user.type(field, RIGHT);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(client.getQueryData(sessionQuery.queryKey)).toBeNull();
    await waitFor(() =>
      expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(text.deleted),
    );
  });

  it("closes with Escape or Keep my account, giving focus back to its button", async () => {
    serve();
    const { user } = await openDialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: text.delete }));
    await user.click(screen.getByRole("button", { name: text.delete }));
    await user.click(await screen.findByRole("button", { name: text.keep }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
