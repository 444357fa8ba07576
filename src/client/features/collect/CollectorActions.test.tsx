import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { CollectorActions } from "./CollectorActions";

const text = messages.collect;
const fetchMock = stubFetch();

const painting = (availability: Artwork["availability"]): Artwork => ({
  id: "7f3c1a52-4d1e-4c55-9d33-0c1f2a3b4c5d",
  slug: "harbour-at-dawn",
  title: "Harbour at Dawn",
  artist: "Maren Holloway",
  description: "",
  price: 450,
  imageUrl: "https://images.example/a.jpg",
  images: [
    {
      id: "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      url: "https://images.example/a.jpg",
      width: null,
      height: null,
      alt: "",
      caption: "",
    },
  ],
  medium: "Oil on canvas",
  size: "60 x 80 cm",
  dimensions: { widthCm: 60, heightCm: 80 },
  year: 2026,
  style: "Impressionist landscape",
  subject: "Seascape",
  signed: true,
  framed: false,
  shippingBand: "medium",
  availability,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  visibility: "public",
  releaseAt: null,
  featured: false,
  featuredOrder: null,
  seriesId: null,
  editions: [],
});

/** The API answering every POST with `status` and `body`; the bodies it was sent, by path. */
function answer(status: number, body: unknown) {
  const sent: Array<[string, unknown]> = [];
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === "POST") sent.push([String(input), JSON.parse(String(init.body))]);
    return Response.json(body, { status });
  });
  return sent;
}

const buttonNames = () => screen.getAllByRole("button").map((button) => button.textContent);

describe("a painting's ways to stay in touch", () => {
  it("offers what fits the painting: an enquiry always, an alert unless available, a commission once sold", () => {
    const next = (availability: Artwork["availability"]) => {
      const { unmount } = renderInApp(
        <CollectorActions artwork={painting(availability)} part="nextSteps" />,
      );
      const names = screen.queryAllByRole("button").map((button) => button.textContent);
      unmount();
      return names;
    };
    expect(next("available")).toEqual([]);
    expect(next("reserved")).toEqual([text.notify]);
    expect(next("sold")).toEqual([text.notify, text.commission]);
    for (const availability of ["available", "reserved", "sold"] as const) {
      const { unmount } = renderInApp(
        <CollectorActions artwork={painting(availability)} part="enquiry" />,
      );
      expect(buttonNames()).toEqual([text.enquire]);
      unmount();
    }
  });

  it("sets an alert for a signed-in shopper's own address, filled in for them", async () => {
    const sent = answer(201, { active: true });
    renderInApp(<CollectorActions artwork={painting("sold")} part="nextSteps" />, {
      session: { id: "u1", email: "ada@example.com", name: "Ada", isOwner: false },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: text.notify }));
    const dialog = await screen.findByRole("dialog", { name: text.alertTitle });
    const email = within(dialog).getByLabelText(text.alertEmail) as HTMLInputElement;
    expect(email.value).toBe("ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: text.alertSubmit }));
    expect((await within(dialog).findByRole("status")).textContent).toBe(text.alertActive);
    expect(sent).toEqual([
      ["/api/alerts", { artworkId: painting("sold").id, email: "ada@example.com", website: "" }],
    ]);
  });

  it("shows each of the server's reasons beside its field, and keeps what was typed", async () => {
    answer(400, {
      error: "name: Name is required",
      fields: { name: "Name is required", message: "Message is required" },
    });
    renderInApp(<CollectorActions artwork={painting("sold")} part="nextSteps" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: text.commission }));
    const dialog = await screen.findByRole("dialog", { name: text.commissionTitle });
    await user.type(within(dialog).getByLabelText(text.email), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: text.enquirySubmit }));
    const reasons = (await within(dialog).findAllByRole("alert")).map((alert) => alert.textContent);
    expect(reasons).toEqual(["Name is required", "Message is required"]);
    expect(within(dialog).getByLabelText(text.name).getAttribute("aria-invalid")).toBe("true");
    expect((within(dialog).getByLabelText(text.email) as HTMLInputElement).value).toBe(
      "ada@example.com",
    );
  });

  it("sends a question about the painting, and says it is with the artist", async () => {
    const sent = answer(201, { received: true });
    renderInApp(<CollectorActions artwork={painting("available")} part="enquiry" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: text.enquire }));
    const dialog = await screen.findByRole("dialog", {
      name: text.questionTitle("Harbour at Dawn"),
    });
    await user.type(within(dialog).getByLabelText(text.name), "Ada");
    await user.type(within(dialog).getByLabelText(text.email), "ada@example.com");
    await user.type(within(dialog).getByLabelText(text.message), "Is it framed?");
    await user.click(within(dialog).getByRole("button", { name: text.enquirySubmit }));
    expect((await within(dialog).findByRole("status")).textContent).toBe(text.enquirySent);
    expect(sent).toEqual([
      [
        "/api/enquiries",
        {
          kind: "question",
          artworkId: painting("available").id,
          name: "Ada",
          email: "ada@example.com",
          message: "Is it framed?",
          website: "",
        },
      ],
    ]);
  });
});
