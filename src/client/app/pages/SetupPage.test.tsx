import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { Component as SetupPage } from "./SetupPage";

const fetchMock = stubFetch();

/** The setup page at `url`, the server's check of its token answering `status`. */
function open(url: string, status: number) {
  fetchMock.mockImplementation(async () => new Response(null, { status }));
  renderInApp(<SetupPage />, { url, path: "/setup" });
}

describe("the setup page", () => {
  it("shows the form to the link the server knows", async () => {
    open("/setup?token=t0ken", 204);
    expect(await screen.findByRole("heading", { name: messages.setup.title })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toContain("/api/setup?token=t0ken");
  });

  it("is the 404 page to any other link", async () => {
    open("/setup?token=wrong", 404);
    expect(await screen.findByRole("heading", { name: messages.notFound.title })).toBeTruthy();
    expect(screen.queryByLabelText(messages.setup.password)).toBeNull();
  });

  it("is the 404 page without a token, asking nothing", async () => {
    open("/setup", 204);
    expect(await screen.findByRole("heading", { name: messages.notFound.title })).toBeTruthy();
    // Nothing asked of the setup (the 404 page's newest paintings are the gallery's own).
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.startsWith("/api/setup"))).toEqual([]);
  });
});
