import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { galleryTexts } from "#shared/texts/gallery";
import { renderInApp, stubFetch } from "#tests/client-render";
import { FollowForm } from "./FollowForm";

const text = galleryTexts.follow;
const fetchMock = stubFetch();

/** The API answering `POST /api/follow` with `status` and `body`; the bodies it was sent. */
function answer(status: number, body: unknown) {
  const sent: unknown[] = [];
  fetchMock.mockImplementation(async (_input, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return Response.json(body, { status });
  });
  return sent;
}

async function follow(email?: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(text.email);
  if (email !== undefined) {
    await user.clear(field);
    await user.type(field, email);
  }
  await user.click(screen.getByRole("button", { name: text.submit }));
}

describe("following the artist", () => {
  it("tells a visitor to confirm by e-mail", async () => {
    const sent = answer(202, { following: false });
    renderInApp(<FollowForm />);
    await follow("fan@example.com");
    expect((await screen.findByRole("status")).textContent).toContain(text.sent);
    expect(sent).toEqual([{ email: "fan@example.com", website: "" }]);
  });

  it("sends an address typed before the app took the page over", async () => {
    const sent = answer(202, { following: false });
    renderInApp(<FollowForm />);
    // Typed into the server-rendered field: in the DOM, with no change event React saw.
    const field = (await screen.findByLabelText(text.email)) as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
      field,
      "early@example.com",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: text.submit }));
    expect((await screen.findByRole("status")).textContent).toContain(text.sent);
    expect(sent).toEqual([{ email: "early@example.com", website: "" }]);
  });

  it("starts from a signed-in shopper's address, who follows at once", async () => {
    const sent = answer(202, { following: true });
    renderInApp(<FollowForm />, {
      session: { id: "u1", email: "ada@example.com", name: "Ada", isOwner: false },
    });
    expect(((await screen.findByLabelText(text.email)) as HTMLInputElement).value).toBe(
      "ada@example.com",
    );
    await follow();
    expect((await screen.findByRole("status")).textContent).toContain(text.following);
    expect(sent).toEqual([{ email: "ada@example.com", website: "" }]);
  });

  it("shows the server's reason beside the field, and keeps what was typed", async () => {
    answer(400, {
      error: "email: Enter a valid email address",
      fields: { email: "Enter a valid email address" },
    });
    renderInApp(<FollowForm />);
    await follow("nope");
    expect((await screen.findByRole("alert")).textContent).toContain("Enter a valid email address");
    expect((screen.getByLabelText(text.email) as HTMLInputElement).value).toBe("nope");
    expect(screen.getByLabelText(text.email).getAttribute("aria-invalid")).toBe("true");
  });

  it("says so when the request fails, and lets the visitor try again", async () => {
    answer(429, { error: "Too many requests. Please wait a moment and try again." });
    renderInApp(<FollowForm />);
    await follow("fan@example.com");
    expect((await screen.findByRole("alert")).textContent).toContain("Too many requests");
    expect((screen.getByRole("button", { name: text.submit }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
