import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { shopQueries } from "#client/entities/shop";
import { currentYear, latestYear } from "#shared/artwork-input";
import { messages } from "#shared/messages";
import { serveArtworkForm } from "#tests/artwork-form";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp, stubFetch } from "#tests/client-render";
import { ArtworkFormDialog } from "./ArtworkFormDialog";

const fields = messages.admin.fields;
const fetchMock = stubFetch();

const serve = (artistName?: string) => serveArtworkForm(fetchMock, artistName);

const band = () => screen.getByLabelText(fields.shippingBand) as HTMLSelectElement;

describe("the artwork form's shipping band", () => {
  it("is taken from the size unless the owner chooses one, and is sent as chosen", async () => {
    const sent = serve();
    // 60 x 80 cm: its size makes it medium, so the form says "From its size".
    const artwork = testArtwork({ shippingBand: "medium" });
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={artwork} />);
    expect(band().value).toBe("");
    expect(band().selectedOptions[0].text).toBe(fields.bands[""]);
    const user = userEvent.setup();
    await user.selectOptions(band(), fields.bands.oversize);
    await user.click(screen.getByRole("button", { name: messages.admin.update }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ shippingBand: "oversize" });
  });

  it("shows a band that is not its size's as the owner's choice, and sends none for the size's", async () => {
    const sent = serve();
    renderInApp(
      <ArtworkFormDialog
        open
        onOpenChange={() => {}}
        artwork={testArtwork({ shippingBand: "large" })}
      />,
    );
    expect(band().value).toBe("large");
    const user = userEvent.setup();
    await user.selectOptions(band(), fields.bands[""]);
    await user.click(screen.getByRole("button", { name: messages.admin.update }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ shippingBand: null });
  });
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const checkbox = (label: string) =>
  screen.getByRole("checkbox", { name: label }) as HTMLInputElement;
/** What a reader hears after a field's name: its hint and its error. */
const description = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => (id ? document.getElementById(id)?.textContent : ""))
    .join(" ");

describe("the artwork form's details", () => {
  it("starts a new work from this year, Contemporary, Various, signed and unframed, and sends what the owner sets", async () => {
    const sent = serve();
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} />);
    expect(input(fields.year).value).toBe(String(currentYear()));
    expect(input(fields.style).value).toBe("Contemporary");
    expect(input(fields.subject).value).toBe("Various");
    expect(checkbox(fields.signed).checked).toBe(true);
    expect(checkbox(fields.framed).checked).toBe(false);

    const user = userEvent.setup();
    /** Replaces what a field holds, as pasting does (typing each key is slow on a busy core). */
    const fill = async (label: string, value: string) => {
      await user.clear(input(label));
      await user.paste(value);
    };
    await fill(fields.title, "Salt Marsh, Evening");
    await fill(fields.artist, "Maren Holloway");
    // No price to start from: a work is priced from £0.01.
    expect(input(fields.price).value).toBe("");
    await fill(fields.price, "1250");
    await fill(fields.medium, "Oil on linen");
    await fill(messages.artworkForm.size.width, "101");
    await fill(messages.artworkForm.size.height, "76");
    await fill(fields.imageUrl, "https://images.example/marsh.jpg");
    await fill(fields.year, "2021");
    await fill(fields.style, "Impressionist landscape");
    await fill(fields.subject, "Landscape");
    await user.click(checkbox(fields.signed));
    await user.click(checkbox(fields.framed));
    await user.click(screen.getByRole("button", { name: messages.admin.create }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      price: 1250,
      size: "101 x 76 cm",
      year: 2021,
      style: "Impressionist landscape",
      subject: "Landscape",
      signed: false,
      framed: true,
    });
  });

  it("shows a work's own details, and sends them back as they are", async () => {
    const sent = serve();
    const artwork = testArtwork({
      year: 2019,
      style: "Colour field",
      subject: "Seascape",
      signed: false,
      framed: true,
    });
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={artwork} />);
    expect(input(fields.year).value).toBe("2019");
    expect(input(fields.style).value).toBe("Colour field");
    expect(input(fields.subject).value).toBe("Seascape");
    expect(checkbox(fields.signed).checked).toBe(false);
    expect(checkbox(fields.framed).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: messages.admin.update }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      year: 2019,
      style: "Colour field",
      subject: "Seascape",
      signed: false,
      framed: true,
    });
  });

  it("names a year out of range beside the field, focuses it and sends nothing", async () => {
    const sent = serve();
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={testArtwork()} />);
    const user = userEvent.setup();
    await user.clear(input(fields.year));
    await user.paste(String(latestYear() + 1));
    await user.click(screen.getByRole("button", { name: messages.admin.update }));
    const reason = `Year must be a year between 1000 and ${latestYear()}`;
    expect(description(input(fields.year))).toBe(`${fields.yearHint} ${reason}`);
    expect(input(fields.year).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input(fields.year));
    expect(sent).toHaveLength(0);
  });

  it("shows the server's reasons beside the details they are about", async () => {
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === "PUT"
        ? Response.json(
            {
              error: "style: Style must be at most 60 characters",
              fields: {
                style: "Style must be at most 60 characters",
                signed: "Signed must be true or false",
              },
            },
            { status: 400 },
          )
        : Response.json(String(input).endsWith("/api/series") ? [] : { items: [] }),
    );
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={testArtwork()} />);
    await userEvent.click(screen.getByRole("button", { name: messages.admin.update }));
    await waitFor(() =>
      expect(description(input(fields.style))).toBe("Style must be at most 60 characters"),
    );
    expect(description(checkbox(fields.signed))).toBe("Signed must be true or false");
    expect(checkbox(fields.signed).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the artwork form's visibility and release time", () => {
  it("shows a work's draft state and release time, and sends what the owner sets as a moment", async () => {
    const sent = serve();
    const releaseAt = "2027-03-01T09:30:00.000Z";
    renderInApp(
      <ArtworkFormDialog
        open
        onOpenChange={() => {}}
        artwork={testArtwork({ visibility: "draft", releaseAt })}
      />,
    );
    const visibility = screen.getByLabelText(messages.drops.visibility) as HTMLSelectElement;
    const time = screen.getByLabelText(messages.drops.releaseAt) as HTMLInputElement;
    expect(visibility.value).toBe("draft");
    // The field holds the shop's time, as every moment is shown: GMT on 1 March.
    expect(time.value).toBe("2027-03-01T09:30");
    const user = userEvent.setup();
    await user.selectOptions(visibility, messages.drops.visibilityPublic);
    await user.clear(time);
    await user.type(time, "2027-04-02T18:05");
    await user.click(screen.getByRole("button", { name: messages.admin.update }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      visibility: "public",
      // 18:05 in London in April is BST, an hour ahead of UTC.
      releaseAt: "2027-04-02T17:05:00.000Z",
    });
  });

  it("sends no release time when the field is left empty: public at once", async () => {
    const sent = serve();
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={testArtwork()} />);
    expect((screen.getByLabelText(messages.drops.releaseAt) as HTMLInputElement).value).toBe("");
    await userEvent.setup().click(screen.getByRole("button", { name: messages.admin.update }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ visibility: "public", releaseAt: null });
  });
});

describe("the artwork form's artist", () => {
  it("starts a new work as hers once she has given her name, and leaves a work's own as it is", async () => {
    serve("Maren Holloway");
    const { unmount } = renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} />);
    await waitFor(() => expect(input(fields.artist).value).toBe("Maren Holloway"));
    unmount();
    renderInApp(
      <ArtworkFormDialog open onOpenChange={() => {}} artwork={testArtwork({ artist: "Guest" })} />,
    );
    expect(input(fields.artist).value).toBe("Guest");
  });

  it("starts empty while she has no name", async () => {
    serve();
    const { client } = renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} />);
    await waitFor(() =>
      expect(client.getQueryState(shopQueries.info().queryKey)?.status).toBe("success"),
    );
    expect(input(fields.artist).value).toBe("");
  });
});

describe("the artwork form's photographs", () => {
  const photos = messages.admin.photos;
  const [main] = testArtwork().images;
  const back = {
    ...main,
    id: "8a7b6c5d-4e3f-4a2b-9c1d-0e1f2a3b4c5d",
    url: "/images/back-1280.webp",
    alt: "",
  };
  const work = testArtwork({ images: [main, back] });
  const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
  const list = () => within(screen.getByRole("group", { name: photos.legend })).getByRole("list");

  /** The photographs' API: each request kept, answered with the work in the order asked. */
  function servePhotos(shown = work) {
    const requests: Array<{ method: string; path: string; body: unknown }> = [];
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), "http://localhost").pathname;
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      requests.push({ method: init?.method ?? "GET", path, body });
      if (init?.method === "PUT") {
        const { order, alt = {} } = body as { order: string[]; alt?: Record<string, string> };
        const byId = new Map(shown.images.map((image) => [image.id, image]));
        const images = order.map((id) => ({ ...byId.get(id), alt: alt[id] ?? byId.get(id)?.alt }));
        return Response.json({ ...shown, imageUrl: images[0].url, images });
      }
      if (init?.method === "DELETE") return Response.json({ ...shown, images: [main] });
      if (init?.method === "POST") {
        return Response.json(
          { ...shown, images: [main, back, { ...back, id: "new" }] },
          { status: 201 },
        );
      }
      return Response.json(path === "/api/series" ? [] : { items: [] });
    });
    return requests;
  }

  it("lists each with its thumbnail, and moves one up or down by its buttons", async () => {
    const requests = servePhotos();
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={work} />);
    expect(screen.getByRole("img", { name: main.alt }).getAttribute("src")).toBe(main.url);
    expect(button(photos.moveUp(1)).disabled).toBe(true);
    expect(button(photos.moveDown(2)).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: photos.moveUp(2) }));
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")).toEqual({
      method: "PUT",
      path: `/api/artworks/${work.id}/images`,
      body: { order: [back.id, main.id] },
    });
    // The answer's order is the list's: the back is now the main one, and the form's Image
    // URL, so that updating the work keeps it main.
    await waitFor(() =>
      expect(screen.getAllByRole("img").map((img) => img.getAttribute("src"))).toEqual([
        back.url,
        main.url,
      ]),
    );
    expect(input(fields.imageUrl).value).toBe(back.url);
  });

  it("saves an alt text when the owner leaves the field, and removes one but never the last", async () => {
    const requests = servePhotos();
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={work} />);
    const user = userEvent.setup();
    const [, backAlt] = screen.getAllByLabelText(photos.alt);
    await user.type(backAlt, "The back, signed");
    await user.tab();
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      order: [main.id, back.id],
      alt: { [back.id]: "The back, signed" },
    });

    await user.click(screen.getByRole("button", { name: photos.remove(2) }));
    await waitFor(() => expect(requests.some((r) => r.method === "DELETE")).toBe(true));
    expect(requests.find((r) => r.method === "DELETE")?.path).toBe(
      `/api/artworks/${work.id}/images/${back.id}`,
    );
    await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(1));
    expect(button(photos.remove(1)).disabled).toBe(true);
  });

  it("adds a photograph from a file", async () => {
    const requests = servePhotos();
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={work} />);
    const user = userEvent.setup();
    const file = new File(["x"], "detail.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText(photos.add), file);
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    const sent = requests.find((r) => r.method === "POST");
    expect(sent?.path).toBe(`/api/artworks/${work.id}/images`);
    expect((sent?.body as FormData | undefined)?.get("file")).toBeInstanceOf(File);
    await waitFor(() => expect(within(list()).getAllByRole("img")).toHaveLength(3));
    // The chosen file, as the shop's card shows it with the form's title and price.
    const preview = screen.getByRole("figure");
    expect(within(preview).getByRole("img").getAttribute("alt")).toBe(
      messages.artworkForm.preview.image("detail.jpg"),
    );
    expect(within(preview).getByText(work.title)).toBeTruthy();
    expect(within(preview).getByText("£1,250")).toBeTruthy();
  });

  it("moves one by dragging its thumbnail onto another's place, and says where it went", async () => {
    const detail = {
      ...back,
      id: "3c2d1e0f-9a8b-4c7d-8e6f-5a4b3c2d1e0f",
      url: "/images/d-1280.webp",
    };
    const three = testArtwork({ images: [main, back, detail] });
    const requests = servePhotos(three);
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={three} />);
    const rows = within(list()).getAllByRole("listitem");
    const dataTransfer = {
      setData: vi.fn(),
      setDragImage: vi.fn(),
      effectAllowed: "",
      dropEffect: "",
    };
    fireEvent.dragStart(screen.getByTitle(messages.artworkForm.drag.handle(3)), { dataTransfer });
    fireEvent.dragOver(rows[0], { dataTransfer });
    fireEvent.drop(rows[0], { dataTransfer });
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    // Taken out and put in first, the others closing up behind it: not swapped with the first.
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      order: [detail.id, main.id, back.id],
    });
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(messages.artworkForm.drag.moved(3, 1)),
    );
    expect(
      within(list())
        .getAllByRole("img")
        .map((img) => img.getAttribute("src")),
    ).toEqual([detail.url, main.url, back.url]);
  });

  it("moves one by a finger on its thumbnail, lifted over another's place", async () => {
    const requests = servePhotos();
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={work} />);
    const [first] = within(list()).getAllByRole("listitem");
    const handle = screen.getByTitle(messages.artworkForm.drag.handle(2));
    handle.setPointerCapture = vi.fn();
    // The page has no layout here: the finger is over the first row wherever it is.
    document.elementFromPoint = () => first;
    const finger = { pointerType: "touch", pointerId: 1 };
    fireEvent.pointerDown(handle, finger);
    fireEvent.pointerMove(handle, finger);
    fireEvent.pointerUp(handle, finger);
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ order: [back.id, main.id] });
  });
});
