import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { ReviewOrderButton } from "./ReviewOrderButton";

const text = messages.reviews;
const fetchMock = stubFetch();
const order = { id: "00000000-0000-4000-8000-000000000001", number: "A-1001" };

/** The API: the orders reviewed so far, and a review posted (its body kept). */
function serve(reviewed: string[] = []) {
  const posted: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (init?.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      return Response.json({ status: "pending" }, { status: 201 });
    }
    if (path === "/api/orders/reviewed") return Response.json({ orderIds: reviewed });
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  return posted;
}

describe("writing a review of an order", () => {
  it("asks for a rating and words beside their fields, then sends them", async () => {
    const posted = serve();
    renderInApp(<ReviewOrderButton order={order} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: text.write }));
    expect(screen.getByRole("dialog", { name: text.writeFor("A-1001") })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: text.send }));
    const rating = screen.getByLabelText(text.rating);
    expect(rating.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(rating);
    expect(screen.getByText("Review is required")).toBeTruthy();
    expect(posted).toEqual([]);

    await user.selectOptions(rating, text.ratingOption(4));
    await user.type(screen.getByLabelText(text.text), "Even better on the wall.");
    await user.click(screen.getByRole("button", { name: text.send }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ rating: 4, text: "Even better on the wall." });
  });

  it("says an order reviewed already is, instead of offering another", async () => {
    serve([order.id]);
    renderInApp(<ReviewOrderButton order={order} />);
    expect(await screen.findByText(text.reviewed)).toBeTruthy();
    expect(screen.queryByRole("button", { name: text.write })).toBeNull();
  });
});
