import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { lengthMax } from "#shared/size-text";
import { serveArtworkForm } from "#tests/artwork-form";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp, stubFetch } from "#tests/client-render";
import { ArtworkFormDialog } from "../ArtworkFormDialog";

const text = messages.artworkForm.size;
const fetchMock = stubFetch();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const unit = () => screen.getByLabelText(text.unit) as HTMLSelectElement;
/** What a reader hears after a field's name: its hint and its error. */
const said = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => (id ? document.getElementById(id)?.textContent : ""))
    .join(" ")
    .trim();

/** Opens the form on `artwork` (a new work without one) and saves it as it then stands. */
async function edit(
  artwork: ReturnType<typeof testArtwork> | undefined,
  change: () => Promise<void>,
) {
  const sent = serveArtworkForm(fetchMock);
  renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={artwork} />);
  await change();
  await userEvent.click(
    screen.getByRole("button", { name: artwork ? messages.admin.update : messages.admin.create }),
  );
  return sent;
}

const user = userEvent.setup();
/** Replaces what a field holds, as pasting does. */
async function fill(label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.paste(value);
}

describe("the artwork form's size", () => {
  it("fills a saved size's width, height, depth and unit, and sends its text as it was", async () => {
    const sent = await edit(testArtwork({ size: "24×36×1.5 inches" }), async () => {
      expect(field(text.width).value).toBe("24");
      expect(field(text.height).value).toBe("36");
      expect(field(text.depth).value).toBe("1.5");
      expect(unit().value).toBe("in");
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    // Left as it was, the size keeps her own spelling.
    expect(sent[0]).toMatchObject({ size: "24×36×1.5 inches" });
  });

  it("writes the size text from the lengths she changes, as the shop reads sizes", async () => {
    const sent = await edit(testArtwork(), async () => {
      await fill(text.width, "60.5");
      await fill(text.depth, "4");
      await user.selectOptions(unit(), text.units.in);
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ size: "60.5 x 80 x 4 in" });
    // The API takes the size as text only, as ever.
    for (const part of ["width", "height", "depth", "unit"])
      expect(sent[0]).not.toHaveProperty(part);
  });

  it("keeps a size the fields cannot hold, shown above them, until she gives a width and height", async () => {
    const kept = await edit(testArtwork({ size: "Large" }), async () => {
      expect(screen.getByText(text.kept("Large"))).toBeTruthy();
      expect(field(text.width).value).toBe("");
      expect(field(text.height).value).toBe("");
    });
    await waitFor(() => expect(kept).toHaveLength(1));
    expect(kept[0]).toMatchObject({ size: "Large" });
  });

  it("replaces a size the fields cannot hold once she gives its lengths", async () => {
    const sent = await edit(testArtwork({ size: "Large" }), async () => {
      await fill(text.width, "120");
      await fill(text.height, "150");
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ size: "120 x 150 cm" });
  });

  it("asks a new work for its width and height, beside each, focusing the width", async () => {
    const sent = await edit(undefined, async () => {});
    expect(said(field(text.width))).toBe(text.required(text.width));
    expect(said(field(text.height))).toBe(text.required(text.height));
    expect(field(text.width).getAttribute("aria-invalid")).toBe("true");
    // Title comes first in the form: it is focused, the size's errors wait beside their fields.
    expect(document.activeElement).toBe(field(messages.admin.fields.title));
    expect(sent).toHaveLength(0);
  });

  it("names a length that is not above 0, one too long, and a height missing, and sends nothing", async () => {
    const sent = await edit(testArtwork(), async () => {
      await fill(text.width, "0");
      await fill(text.height, "");
      await user.selectOptions(unit(), text.units.in);
      await fill(text.depth, "400000");
    });
    expect(said(field(text.width))).toBe(text.notANumber(text.width));
    expect(said(field(text.height))).toBe(text.required(text.height));
    expect(said(field(text.depth))).toBe(
      `${text.depthHint} ${text.tooLarge(text.depth, lengthMax("in"), "in")}`,
    );
    expect(document.activeElement).toBe(field(text.width));
    // Changing a length clears its error.
    await fill(text.width, "30");
    expect(said(field(text.width))).toBe("");
    expect(sent).toHaveLength(0);
  });

  it("shows the server's reason about the size beside the width", async () => {
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === "PUT"
        ? Response.json(
            { error: "size: Size is wrong", fields: { size: "Size is wrong" } },
            { status: 400 },
          )
        : Response.json(String(input).endsWith("/api/series") ? [] : { items: [] }),
    );
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={testArtwork()} />);
    await user.click(screen.getByRole("button", { name: messages.admin.update }));
    await waitFor(() => expect(said(field(text.width))).toBe("Size is wrong"));
    await fill(text.height, "81");
    expect(said(field(text.width))).toBe("");
  });
});
