import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  emptyShipping,
  type ShippingErrors,
  type ShippingValues,
} from "#client/app/pages/checkout/shipping-form";
import { messages } from "#shared/messages";
import type { Recipient } from "#shared/order";
import { ShippingForm } from "./ShippingForm";

type Place = (recipient: Recipient) => Promise<ShippingErrors | undefined>;

function Harness({ onPlace, studio }: { onPlace: Place; studio?: string }) {
  const [values, setValues] = useState<ShippingValues>(() => emptyShipping());
  const [collect, setCollect] = useState(false);
  return (
    <MemoryRouter>
      <ShippingForm
        values={values}
        onValuesChange={setValues}
        studio={studio}
        collect={collect}
        onCollectChange={setCollect}
        onPlace={onPlace}
        pending={false}
      />
    </MemoryRouter>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The reason shown beside a field: the text its aria-describedby points to. */
function errorOf(control: HTMLElement) {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(" ");
}

async function fillAddress(postcode: string) {
  const user = userEvent.setup();
  await user.type(field(messages.checkout.fullName), "Ada Lovelace");
  await user.type(field(messages.checkout.line1), "12 St James's Square");
  await user.type(field(messages.checkout.city), "London");
  await user.type(field(messages.checkout.postcode), postcode);
  return user;
}

describe("ShippingForm", () => {
  it("has every shipping field, the country defaulting to the United Kingdom", () => {
    render(<Harness onPlace={vi.fn()} />);
    for (const label of [
      messages.checkout.fullName,
      messages.checkout.line1,
      messages.checkout.line2,
      messages.checkout.city,
      messages.checkout.postcode,
      messages.checkout.phone,
    ]) {
      expect(field(label).tagName).toBe("INPUT");
    }
    expect(field(messages.checkout.country).value).toBe("GB");
    expect(
      (field(messages.checkout.country) as unknown as HTMLSelectElement).selectedOptions[0].text,
    ).toBe("United Kingdom");
    const place = screen.getByRole("button", { name: messages.checkout.placeOrder });
    expect(place.getAttribute("type")).toBe("submit");
    expect((place as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the shared schema's reason beside a bad UK postcode, keeps the values, focuses it", async () => {
    const onPlace = vi.fn<Place>();
    render(<Harness onPlace={onPlace} />);
    const user = await fillAddress("12345");
    await user.click(screen.getByRole("button", { name: messages.checkout.placeOrder }));

    const postcode = field(messages.checkout.postcode);
    expect(postcode.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(postcode)).toBe("Enter a UK postcode, such as SW1A 1AA");
    expect(document.activeElement).toBe(postcode);
    expect(onPlace).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(field(messages.checkout.fullName).value).toBe("Ada Lovelace");
    expect(field(messages.checkout.line1).value).toBe("12 St James's Square");
    expect(field(messages.checkout.city).value).toBe("London");
    expect(postcode.value).toBe("12345");
  });

  it("names every missing field and focuses the first", async () => {
    render(<Harness onPlace={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: messages.checkout.placeOrder }));
    const name = field(messages.checkout.fullName);
    expect(errorOf(name)).toBe("Full name is required");
    expect(errorOf(field(messages.checkout.line1))).toBe("Address line 1 is required");
    expect(errorOf(field(messages.checkout.city))).toBe("Town or city is required");
    expect(field(messages.checkout.line2).getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it("sends the checked address, and shows the server's field reasons the same way", async () => {
    const onPlace = vi.fn<Place>(async () => ({ line1: "Address line 1 is too vague" }));
    render(<Harness onPlace={onPlace} />);
    const user = await fillAddress("sw1y4jh");
    await user.click(screen.getByRole("button", { name: messages.checkout.placeOrder }));

    expect(onPlace).toHaveBeenCalledWith({
      address: expect.objectContaining({
        name: "Ada Lovelace",
        postcode: "SW1Y 4JH",
        country: "GB",
      }),
    });
    const line1 = field(messages.checkout.line1);
    await waitFor(() => expect(errorOf(line1)).toBe("Address line 1 is too vague"));
    expect(document.activeElement).toBe(line1);
    expect(line1.value).toBe("12 St James's Square");
  });

  it("offers collection from the studio when the shop does, asking only a name and a phone", async () => {
    const onPlace = vi.fn<Place>(async () => undefined);
    render(<Harness onPlace={onPlace} studio={"2 Harbour Lane\nFalmouth"} />);
    const user = userEvent.setup();
    const collect = screen.getByRole("radio", { name: /Collect from the studio \(free\)/ });
    expect(collect.closest("label")?.textContent).toContain("From 2 Harbour Lane, Falmouth.");
    await user.click(collect);
    expect(screen.queryByLabelText(messages.checkout.line1)).toBeNull();
    await user.type(field(messages.checkout.fullName), "Ada Lovelace");
    await user.click(screen.getByRole("button", { name: messages.checkout.placeOrder }));
    const phone = field(messages.checkout.collectPhone);
    expect(errorOf(phone)).toBe("Phone is required");
    expect(document.activeElement).toBe(phone);
    await user.type(phone, "020 7946 0000");
    await user.click(screen.getByRole("button", { name: messages.checkout.placeOrder }));
    expect(onPlace).toHaveBeenCalledWith({
      collect: { name: "Ada Lovelace", phone: "020 7946 0000" },
    });
    // Back to an address: what was typed there is still asked for, and the choice is a radio.
    await user.click(screen.getByRole("radio", { name: messages.checkout.sendIt }));
    expect(field(messages.checkout.line1).value).toBe("");
  });

  it("offers no choice when the shop does not offer collection, and links the terms", () => {
    render(<Harness onPlace={vi.fn()} />);
    expect(screen.queryByRole("radio")).toBeNull();
    expect(
      screen.getByRole("link", { name: messages.checkout.termsOfSale }).getAttribute("href"),
    ).toBe("/terms");
    expect(
      screen.getByRole("link", { name: messages.checkout.rightToCancel }).getAttribute("href"),
    ).toBe("/returns");
    expect(screen.getByText(/By placing your order you agree to our/).textContent).toBe(
      messages.checkout.agreeToTerms,
    );
  });
});
