import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionQuery } from "#client/lib/session";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { Avatar } from "./Avatar";
import { ProfilePhoto } from "./ProfilePhoto";

const text = messages.profilePhoto;
const fetchMock = stubFetch();
const ada = { id: "u1", email: "ada.lovelace@example.com", name: "Ada Lovelace", isOwner: false };
const PHOTO = `/images/avatar-${"ab".repeat(12)}-256.webp`;

describe("Avatar", () => {
  it("shows the initials without a photo, and the photo (decorative, sized) with one", () => {
    const { container, rerender } = renderInApp(<Avatar user={ada} size={80} />);
    expect(container.textContent).toBe("AL");
    expect(container.querySelector("img")).toBeNull();

    rerender(<Avatar user={{ ...ada, image: PHOTO }} size={40} initials="AL" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("src")).toBe(PHOTO);
    expect(img?.getAttribute("width")).toBe("40");
    expect(img?.getAttribute("height")).toBe("40");
    expect(img?.getAttribute("srcset")).toBe(
      `${PHOTO} 256w, ${PHOTO.replace("-256", "-512")} 512w`,
    );
  });
});

describe("Change Photo", () => {
  it("uploads the chosen file and shows the photo at once", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (_input, init) => {
      expect(init?.method).toBe("PUT");
      expect((init?.body as FormData | undefined)?.get("photo")).toBeInstanceOf(File);
      return Response.json({ image: PHOTO });
    });
    const { container, client } = renderInApp(<ProfilePhoto user={ada} />, { session: ada });
    expect(screen.queryByRole("button", { name: text.remove })).toBeNull();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toBe("image/jpeg,image/png,image/webp");
    await user.click(screen.getByRole("button", { name: messages.account.changePhoto }));
    await user.upload(input as HTMLInputElement, new File(["x"], "me.png", { type: "image/png" }));
    await waitFor(() => expect(client.getQueryData(sessionQuery.queryKey)?.image).toBe(PHOTO));
  });

  it("says the server's refusal beside the avatar", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(Response.json({ error: text.notAnImage }, { status: 415 }));
    const { container } = renderInApp(<ProfilePhoto user={{ ...ada, image: PHOTO }} />, {
      session: ada,
    });
    expect(screen.getByRole("button", { name: text.remove })).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input as HTMLInputElement, new File(["x"], "me.jpg", { type: "image/jpeg" }));
    expect((await screen.findByRole("alert")).textContent).toBe(text.notAnImage);
    const change = screen.getByRole("button", { name: messages.account.changePhoto });
    expect(change.getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
  });
});
