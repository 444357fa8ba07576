import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Edition } from "#shared/editions";
import { messages } from "#shared/messages";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp, stubFetch } from "#tests/client-render";
import { ArtworkFormDialog } from "./ArtworkFormDialog";

const text = messages.editions;
const own = messages.editionsOwner;
const fetchMock = stubFetch();

const limited: Edition = {
  id: "0c6f1c9e-51a8-4c43-9d7e-3f5b1b2a4c01",
  format: "Giclée print",
  width: 30,
  height: 40,
  unit: "cm",
  price: 45,
  size: 50,
  sold: 38,
  available: 12,
  signed: true,
  numbered: true,
};
const soldOut: Edition = {
  ...limited,
  id: "0c6f1c9e-51a8-4c43-9d7e-3f5b1b2a4c02",
  format: "Etching",
  size: 20,
  sold: 20,
  available: 0,
};
const work = testArtwork({ editions: [limited, soldOut] });

type Answer = { status: number; body: unknown };
/**
 * The editions' API as the test says, each request kept; anything else read answers empty.
 * `answer` gives the reply to each write, from the request.
 */
function serve(answer: (request: { method: string; path: string; body: unknown }) => Answer) {
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    if (method === "GET") return Response.json(path === "/api/series" ? [] : { items: [] });
    const request = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const { status, body } = answer(request);
    return Response.json(body, { status });
  });
  return requests;
}

const prints = () => screen.getByRole("region", { name: text.sectionTitle });
const form = (name: string = text.add) => screen.getByRole("form", { name });
const field = (label: string, within_ = form()) =>
  within(within_).getByLabelText(label) as HTMLInputElement;

describe("the artwork form's Prints section", () => {
  it("lists each edition: what it is, its price, what is left and sold", () => {
    serve(() => ({ status: 500, body: {} }));
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={work} />);
    const [first, second] = within(prints()).getAllByRole("listitem");
    expect(first.textContent).toContain("Giclée print, 30 × 40 cm");
    expect(first.textContent).toContain("£45");
    expect(first.textContent).toContain(
      [text.limited(50), text.left(12, 50), text.soldCount(38), text.signed, text.numbered].join(
        " · ",
      ),
    );
    expect(second.textContent).toContain(text.soldOut);
  });

  it("asks a new work to be saved first", () => {
    serve(() => ({ status: 500, body: {} }));
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} />);
    expect(within(prints()).getByText(text.saveFirst)).toBeTruthy();
    expect(within(prints()).queryByRole("button", { name: text.add })).toBeNull();
  });

  it("checks an edition before sending it, and adds it to the list once the API has it", async () => {
    const added: Edition = { ...limited, id: "0c6f1c9e-51a8-4c43-9d7e-3f5b1b2a4c03", size: null };
    const requests = serve(() => ({
      status: 201,
      body: { ...added, format: "Poster", available: null, sold: 0, artworkId: work.id },
    }));
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={work} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: text.add }));
    // Open (no size): never numbered.
    expect(field(text.numbered).disabled).toBe(true);
    await user.type(field(text.width), "30");
    await user.click(screen.getByRole("button", { name: text.save }));
    // Nothing sent; the first field wrong has the focus and says why.
    expect(requests).toEqual([]);
    expect(document.activeElement).toBe(field(text.format));
    expect(field(text.format).getAttribute("aria-invalid")).toBe("true");
    await user.type(field(text.format), "Poster");
    await user.type(field(text.height), "40");
    await user.selectOptions(field(text.unit), "in");
    await user.type(field(text.price), "25.5");
    await user.click(screen.getByRole("button", { name: text.save }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: "POST",
      path: `/api/artworks/${work.id}/editions`,
      body: {
        format: "Poster",
        width: 30,
        height: 40,
        unit: "in",
        price: 25.5,
        size: null,
        signed: false,
        numbered: false,
      },
    });
    await waitFor(() => expect(within(prints()).getAllByRole("listitem")).toHaveLength(3));
    expect(within(prints()).getAllByRole("listitem")[2].textContent).toContain(text.open);
    expect(screen.queryByRole("form", { name: text.add })).toBeNull();
  });

  it("shows the API's reasons beside their fields, the first one focused", async () => {
    const requests = serve(() => ({
      status: 409,
      body: {
        error: text.sizeBelowTaken(38),
        fields: { size: text.sizeBelowTaken(38) },
      },
    }));
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={work} />);
    const user = userEvent.setup();
    await user.click(
      screen.getByRole("button", { name: own.editAria("Giclée print, 30 × 40 cm") }),
    );
    const editing = form(own.editAria("Giclée print, 30 × 40 cm"));
    expect(field(text.format, editing).value).toBe("Giclée print");
    expect(field(text.numbered, editing).checked).toBe(true);
    const size = field(text.size, editing);
    await user.clear(size);
    await user.type(size, "30");
    await user.click(within(editing).getByRole("button", { name: text.save }));
    await waitFor(() => expect(document.activeElement).toBe(size));
    expect(requests[0]).toMatchObject({
      method: "PUT",
      path: `/api/editions/${limited.id}`,
      body: { size: 30, numbered: true },
    });
    expect(size.getAttribute("aria-invalid")).toBe("true");
    expect(within(editing).getByRole("alert").textContent).toBe(text.sizeBelowTaken(38));
  });

  it("retires an edition once asked again, and lists it no more", async () => {
    const requests = serve(() => ({ status: 200, body: { id: soldOut.id, retired: true } }));
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} artwork={work} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: own.retireAria("Etching, 30 × 40 cm") }));
    const dialog = screen.getByRole("alertdialog", { name: text.retireTitle });
    expect(within(dialog).getByText(text.retireText)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: text.retire }));
    await waitFor(() => expect(within(prints()).getAllByRole("listitem")).toHaveLength(1));
    expect(requests).toEqual([
      { method: "DELETE", path: `/api/editions/${soldOut.id}`, body: undefined },
    ]);
  });
});
