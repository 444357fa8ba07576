import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp, stubFetch } from "#tests/client-render";
import { ArtworkFormDialog } from "./ArtworkFormDialog";

const fields = messages.admin.fields;
const fetchMock = stubFetch();

/** The API: the artwork saved (its body kept), anything else read. */
function serve() {
  const sent: unknown[] = [];
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === "PUT") {
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ artwork: testArtwork() });
    }
    return Response.json({ items: [] });
  });
  return sent;
}

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
