import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADD_MANY_MAX } from "#shared/drafts";
import { messages } from "#shared/messages";
import { testArtwork } from "#tests/client-fixtures";
import { renderInApp, stubFetch } from "#tests/client-render";
import { AddManyButton } from "./AddManyDialog";

const text = messages.addMany;
const fetchMock = stubFetch();

/**
 * The browser's XMLHttpRequest as "Add many" uses it, answered by the test: each request sent
 * is kept, with the file it carries, until the test reports its progress and answers it.
 */
class FakeRequest {
  static sent: FakeRequest[] = [];
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  responseType = "";
  status = 0;
  response: unknown = null;
  path = "";
  file?: File;
  done = false;

  open(_method: string, path: string) {
    this.path = path;
  }
  send(form: FormData) {
    this.file = form.get("file") as File;
    FakeRequest.sent.push(this);
  }
  progress(share: number) {
    act(() =>
      this.upload.onprogress?.({ lengthComputable: true, loaded: share * 100, total: 100 }),
    );
  }
  /** Answers it, and lets the promises waiting on it settle. */
  async answer(status: number, body: unknown) {
    this.done = true;
    this.status = status;
    this.response = body;
    await act(async () => this.onload?.());
  }
  async fail() {
    this.done = true;
    await act(async () => this.onerror?.());
  }
}

const open = () => FakeRequest.sent.filter((request) => !request.done);
const named = (name: string) => FakeRequest.sent.find((request) => request.file?.name === name);
const photo = (name: string) => new File(["x"], name, { type: "image/jpeg" });
/** The dialog's own elements: the document is shared with other files' tests. */
const dialog = () => within(screen.getByRole("dialog"));
const row = (name: string) => screen.getByText(name).closest("li") as HTMLElement;

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  fetchMock.mockImplementation(async () => Response.json({ items: [] }));
});
afterEach(() => vi.unstubAllGlobals());

async function choose(files: File[]) {
  const view = renderInApp(<AddManyButton />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: text.open }));
  await user.upload(screen.getByLabelText(text.choose), files);
  return view;
}

describe("Add many", () => {
  it("sends two photographs at a time, each with its own progress, and a refused one never stops the others", async () => {
    const { client } = await choose([photo("one.jpg"), photo("two.jpg"), photo("three.jpg")]);
    const refresh = vi.spyOn(client, "invalidateQueries");
    await waitFor(() => expect(open()).toHaveLength(2));
    expect(open().map((request) => [request.path, request.file?.name])).toEqual([
      ["/api/admin/artworks/drafts", "one.jpg"],
      ["/api/admin/artworks/drafts", "two.jpg"],
    ]);
    expect(row("three.jpg").textContent).toContain(text.waiting);

    named("one.jpg")?.progress(0.4);
    expect(row("one.jpg").textContent).toContain(text.uploading(40));
    expect(screen.getByRole("progressbar", { name: "one.jpg" })).toHaveProperty("value", 0.4);
    named("two.jpg")?.progress(1);
    expect(row("two.jpg").textContent).toContain(text.making);

    // The second is refused: the third takes its turn, and the first goes on.
    await named("two.jpg")?.answer(400, { error: messages.api.notAnImage });
    expect(row("two.jpg").textContent).toContain(text.failed(messages.api.notAnImage));
    await waitFor(() => expect(named("three.jpg")).toBeDefined());
    expect(open()).toHaveLength(2);
    await named("one.jpg")?.answer(201, testArtwork({ title: "One" }));
    await named("three.jpg")?.answer(201, testArtwork({ title: "Three" }));
    expect(row("one.jpg").textContent).toContain(text.done);
    expect(row("three.jpg").textContent).toContain(text.done);
    expect(dialog().getByRole("status").textContent).toBe(text.summary(2, 1));
    // The table is read again, and shows the drafts.
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it("says when the connection failed, naming the file", async () => {
    await choose([photo("dusk.jpg")]);
    await waitFor(() => expect(open()).toHaveLength(1));
    await named("dusk.jpg")?.fail();
    expect(row("dusk.jpg").textContent).toContain(text.failed(text.failedUnknown));
  });

  it(`takes the first ${ADD_MANY_MAX} of more, and says so`, async () => {
    const files = Array.from({ length: ADD_MANY_MAX + 3 }, (_, i) => photo(`p${i + 1}.jpg`));
    await choose(files);
    expect(dialog().getByRole("alert").textContent).toBe(
      text.tooMany(ADD_MANY_MAX + 3, ADD_MANY_MAX),
    );
    expect(dialog().getAllByRole("listitem")).toHaveLength(ADD_MANY_MAX);
    expect(screen.queryByText(`p${ADD_MANY_MAX + 1}.jpg`)).toBeNull();
    expect(dialog().getByRole("status").textContent).toBe(text.progress(0, ADD_MANY_MAX));
  });
});
