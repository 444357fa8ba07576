import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setupTexts } from "#shared/texts/setup";
import { renderInApp, stubFetch } from "#tests/client-render";
import { SetupForm } from "./SetupForm";

const text = setupTexts.setup;
const fetchMock = stubFetch();

/** The API answering `POST /api/setup` with `status` and `body`; the bodies it was sent. */
function answer(status: number, body: unknown) {
  const sent: unknown[] = [];
  fetchMock.mockImplementation(async (_input, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return Response.json(body, { status });
  });
  return sent;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Fills every field with a good value, by keyboard. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(text.name), "Maren Holloway");
  await user.type(field(text.email), "maren@holloway.example");
  await user.type(field(text.password), "a long enough password");
  await user.type(field(text.galleryName), "Holloway Studio");
  await user.type(field(text.businessName), "Maren Holloway Fine Art");
  await user.type(field(text.address), "Studio 4{Enter}Falmouth");
  await user.type(field(text.contactEmail), "studio@holloway.example");
}

describe("the setup form", () => {
  it("shows each wrong field's reason beside it, focuses the first, and sends nothing", async () => {
    const user = userEvent.setup();
    renderInApp(<SetupForm token="t0ken" onDone={vi.fn()} />);
    await user.type(field(text.email), "not an address");
    await user.type(field(text.password), "short");
    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(document.activeElement).toBe(field(text.name));
    const reasons = {
      [text.name]: "Name is required",
      [text.email]: "Enter a valid email address",
      [text.password]: "Password is too short (at least 8 characters)",
      [text.galleryName]: "Gallery name is required",
      [text.businessName]: "Trading name is required",
      [text.address]: "Address is required",
      [text.contactEmail]: "Email is required",
    };
    for (const [label, reason] of Object.entries(reasons)) {
      const input = field(label);
      expect(input.getAttribute("aria-invalid"), label).toBe("true");
      const described = (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent);
      expect(described, label).toContain(reason);
    }
    expect(fetchMock).not.toHaveBeenCalled();

    // Typing in a field clears its reason.
    await user.type(field(text.name), "M");
    expect(field(text.name).getAttribute("aria-invalid")).toBeNull();
  });

  it("sends the owner, the gallery and the choice about the demo; then it is done", async () => {
    const user = userEvent.setup();
    const sent = answer(201, { owner: { id: "u1" }, demoRemoved: 36 });
    const onDone = vi.fn();
    renderInApp(<SetupForm token="t0ken" onDone={onDone} />);
    await fillIn(user);
    // The checkbox by keyboard: focused from the last field, then Space.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(text.removeDemo));
    await user.keyboard(" ");
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        token: "t0ken",
        name: "Maren Holloway",
        email: "maren@holloway.example",
        password: "a long enough password",
        galleryName: "Holloway Studio",
        businessName: "Maren Holloway Fine Art",
        address: "Studio 4\nFalmouth",
        contactEmail: "studio@holloway.example",
        removeDemo: true,
      },
    ]);
  });

  it("shows the server's reason beside its field: an address already registered", async () => {
    const user = userEvent.setup();
    answer(409, {
      error: `email: ${text.emailTaken}`,
      fields: { email: text.emailTaken },
    });
    const onDone = vi.fn();
    renderInApp(<SetupForm token="t0ken" onDone={onDone} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: text.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(text.emailTaken);
    expect(field(text.email).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field(text.email));
    expect(field(text.email).value).toBe("maren@holloway.example");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says so when the link was used meanwhile", async () => {
    const user = userEvent.setup();
    answer(404, { error: "Not found" });
    renderInApp(<SetupForm token="t0ken" onDone={vi.fn()} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: text.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(text.linkGone);
  });
});
