import { QueryClientProvider } from "@tanstack/react-query";
import { act, isInaccessible, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildPrompt, GENERATION_DELAY_MS } from "#shared/generator";
import { messages } from "#shared/messages";
import { testArtwork } from "#tests/client-fixtures";
import { stubFetch, testQueryClient } from "#tests/client-render";
import { GenerateSimilarArt } from "./GenerateSimilarArt";
import { GeneratorDialog } from "./GeneratorDialog";

const artwork = testArtwork();

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const fetchMock = stubFetch();

function answerWithImage() {
  fetchMock.mockImplementation(
    async () => new Response(JPEG, { headers: { "Content-Type": "image/jpeg" } }),
  );
}

function renderWithProviders(ui: ReactNode) {
  return render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);
}

/** The JSON body of the n-th request to the generator. */
function sentBody(call = 0) {
  const [url, init] = fetchMock.mock.calls[call];
  expect(String(url)).toMatch(/\/api\/generator\/images$/);
  return JSON.parse(String(init?.body));
}

/** Sonner's toast (besides the dialog's own status line, which says the same for readers). */
async function expectToast(text: string) {
  await waitFor(() =>
    expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain(text),
  );
}

let objectUrls = 0;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:test/${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("GeneratorDialog", () => {
  it("with neither a prompt nor a base artwork, says so beside the field and asks nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GeneratorDialog open onOpenChange={() => {}} />);
    const prompt = screen.getByLabelText(messages.generator.promptLabel);
    expect(prompt).toHaveProperty("value", "");

    await user.click(screen.getByRole("button", { name: messages.generator.generate }));
    const error = screen.getByRole("alert");
    expect(error.textContent).toBe(messages.generator.promptRequired);
    expect(prompt.getAttribute("aria-invalid")).toBe("true");
    expect(prompt.getAttribute("aria-describedby")).toBe(error.id);
    expect(document.activeElement).toBe(prompt);
    expect(fetchMock).not.toHaveBeenCalled();

    // Typing clears the error, and a typed prompt is sent as it is, without an artwork.
    answerWithImage();
    await user.type(prompt, "  A calm sea  ");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: messages.generator.generate }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({ prompt: "A calm sea" });
  });

  it("builds the prompt from the artwork, reads 'Generating...' for 3 s, then shows the image", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    answerWithImage();
    renderWithProviders(<GeneratorDialog open onOpenChange={() => {}} artwork={artwork} />);
    expect(
      isInaccessible(screen.getByText(messages.generator.basedOn(artwork.title, artwork.artist))),
    ).toBe(false);

    await user.click(screen.getByRole("button", { name: messages.generator.generate }));
    const busy = screen.getByRole("button", { name: messages.generator.generating });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    expect(sentBody()).toEqual({ prompt: buildPrompt("", artwork), artworkId: artwork.id });

    // The server has answered, but the image waits for the generator's 3 seconds.
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY_MS - 200));
    expect(screen.queryByRole("img", { name: messages.generator.imageAlt })).toBeNull();
    // Pressing the busy button again asks nothing more.
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(200));
    const image = await screen.findByRole("img", { name: messages.generator.imageAlt });
    expect(image.getAttribute("src")).toMatch(/^blob:test\//);
    await expectToast(messages.generator.success);
    const download = screen.getByRole("link", { name: messages.generator.download });
    expect(download.getAttribute("href")).toBe(image.getAttribute("src"));
    expect(download.getAttribute("download")).toMatch(/^ai-generated-art-\d+\.jpg$/);

    // Generate Another is the same button (focus stays on it) and replaces the image.
    const again = screen.getByRole("button", { name: messages.generator.again });
    expect(again).toBe(busy);
    const first = image.getAttribute("src");
    await user.click(again);
    expect(screen.queryByRole("link", { name: messages.generator.download })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY_MS));
    const second = await screen.findByRole("img", { name: messages.generator.imageAlt });
    await waitFor(() => expect(second.getAttribute("src")).not.toBe(first));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
  });

  it("a failed generation shows the failure toast and lets the visitor try again", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      Response.json({ error: messages.generator.tooMany }, { status: 429 }),
    );
    renderWithProviders(<GeneratorDialog open onOpenChange={() => {}} artwork={artwork} />);
    await user.click(screen.getByRole("button", { name: messages.generator.generate }));
    await expectToast(messages.generator.failed);
    // The visitor can try again.
    expect(
      screen.getByRole("button", { name: messages.generator.generate }).hasAttribute("disabled"),
    ).toBe(false);
    expect(screen.queryByRole("img", { name: messages.generator.imageAlt })).toBeNull();
  });
});

describe("GenerateSimilarArt", () => {
  it("opens the dialog from its button, closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GenerateSimilarArt artwork={artwork} />);
    const trigger = screen.getByRole("button", { name: messages.generator.open });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: messages.generator.title });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(messages.generator.promptLabel)),
    );
    expect(trigger.getAttribute("aria-expanded")).toBe("true");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("is not offered once the shop says its owner turned it off", async () => {
    fetchMock.mockImplementation(async () => Response.json({ generator: false }));
    renderWithProviders(<GenerateSimilarArt artwork={artwork} />);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: messages.generator.open })).toBeNull(),
    );
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/\/api\/shop$/);
  });
});
