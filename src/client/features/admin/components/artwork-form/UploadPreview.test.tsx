import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "#shared/messages";
import { serveArtworkForm } from "#tests/artwork-form";
import { renderInApp, stubFetch } from "#tests/client-render";
import { ArtworkFormDialog } from "../ArtworkFormDialog";

const text = messages.artworkForm.preview;
const fetchMock = stubFetch();

/** The upload's request, answered at once with the stored image's address. */
class Upload {
  upload = {};
  status = 201;
  response = { imageUrl: "/images/marsh-1280.webp" };
  onload?: () => void;
  open() {}
  send() {
    queueMicrotask(() => this.onload?.());
  }
}

let made = 0;
beforeEach(() => {
  vi.stubGlobal("XMLHttpRequest", Upload);
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => `blob:preview/${++made}`);
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the artwork form's preview of an upload", () => {
  it("shows the chosen file at once on the shop's card, with the title and price as typed", async () => {
    serveArtworkForm(fetchMock);
    const { unmount } = renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} />);
    expect(screen.queryByRole("figure")).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(messages.admin.fields.title), "Salt Marsh");
    await user.type(screen.getByLabelText(messages.admin.fields.price), "1250");
    const upload = screen.getByLabelText(messages.admin.fields.upload);
    await user.upload(upload, new File(["x"], "marsh.jpg", { type: "image/jpeg" }));

    const preview = await screen.findByRole("figure");
    expect(within(preview).getByText(text.heading)).toBeTruthy();
    const image = within(preview).getByRole("img", { name: text.image("marsh.jpg") });
    const first = image.getAttribute("src") ?? "";
    expect(first).toMatch(/^blob:preview\//);
    expect(within(preview).getByText("Salt Marsh")).toBeTruthy();
    expect(within(preview).getByText("£1,250")).toBeTruthy();
    // Uploaded, it fills the image's address, and the preview stays.
    await waitFor(() =>
      expect(
        (screen.getByLabelText(messages.admin.fields.imageUrl) as HTMLInputElement).value,
      ).toBe("/images/marsh-1280.webp"),
    );

    // Another file replaces it, and the first's address is given up; closing gives up the last.
    await waitFor(() => expect((upload as HTMLInputElement).disabled).toBe(false));
    await user.upload(upload, new File(["y"], "dune.png", { type: "image/png" }));
    await screen.findByRole("img", { name: text.image("dune.png") });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
    const second = screen.getByRole("img", { name: text.image("dune.png") }).getAttribute("src");
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(second);
  });

  it("shows nothing for a file that is not an image", async () => {
    serveArtworkForm(fetchMock);
    renderInApp(<ArtworkFormDialog open onOpenChange={() => {}} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText(messages.admin.fields.upload),
      new File(["x"], "notes.txt", { type: "text/plain" }),
    );
    expect(await screen.findByText(messages.api.notAnImage)).toBeTruthy();
    expect(screen.queryByRole("figure")).toBeNull();
    // No address made for it. (Only its own calls count: the client tests share a document,
    // and another test's file may still be given up or made while this one runs.)
    const made = vi.mocked(URL.createObjectURL).mock.calls.map(([what]) => (what as File).name);
    expect(made).not.toContain("notes.txt");
  });
});
