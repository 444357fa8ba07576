import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Link } from "./link";

/** Where the app is, as a test reads it: the path, the search, the state and how it got there. */
function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output>
      {`${location.pathname}${location.search} ${type} ${JSON.stringify(location.state)}`}
    </output>
  );
}

function renderAt(url: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/artworks/:id" element={link} />
        <Route path="*" element={link} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe("Link", () => {
  it("is a real link to its address, and a press follows it inside the app", async () => {
    renderAt("/", <Link to="/cart?from=header">Cart</Link>);
    const link = screen.getByRole("link", { name: "Cart" });
    expect(link.getAttribute("href")).toBe("/cart?from=header");

    await userEvent.click(link);
    expect(screen.getByRole("status").textContent).toBe("/cart?from=header PUSH null");
  });

  it("hands the next screen its state, and replaces the entry when asked", async () => {
    renderAt(
      "/",
      <Link to="/sign-in" state={{ forgot: true }} replace>
        Forgot your password?
      </Link>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Forgot your password?" }));
    expect(screen.getByRole("status").textContent).toBe('/sign-in REPLACE {"forgot":true}');
  });

  it("resolves a relative address against the route it is in", () => {
    renderAt("/artworks/7", <Link to="reviews">Reviews</Link>);
    expect(screen.getByRole("link", { name: "Reviews" }).getAttribute("href")).toBe(
      "/artworks/7/reviews",
    );
  });

  it("leaves a press with a modifier key, or to another target, to the browser", () => {
    renderAt(
      "/",
      <>
        <Link to="/cart">Cart</Link>
        <Link to="/about" target="_blank">
          About
        </Link>
      </>,
    );
    const cart = screen.getByRole("link", { name: "Cart" });
    const withCtrl = fireEvent.click(cart, { button: 0, ctrlKey: true });
    const middle = fireEvent.click(cart, { button: 1 });
    const elsewhere = fireEvent.click(screen.getByRole("link", { name: "About" }), { button: 0 });
    // fireEvent answers false when the default was prevented: none of the three was.
    expect([withCtrl, middle, elsewhere]).toEqual([true, true, true]);
    expect(screen.getByRole("status").textContent).toBe("/ POP null");
  });

  it("runs its own click handler first, and a handler that prevents the default keeps the page", async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      "/",
      <Link to="/cart" onClick={onClick}>
        Cart
      </Link>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Cart" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole("status").textContent).toBe("/ POP null");
  });
});
