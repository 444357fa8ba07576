import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "#shared/messages";
import { renderInApp, stubFetch } from "#tests/client-render";
import { PlanChoice } from "./PlanChoice";

const text = messages.plans;
const fetchMock = stubFetch();

function Harness({ onChange }: { onChange: (parts: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <PlanChoice
      max={3}
      subtotal={2000}
      country="GB"
      collect={false}
      value={value}
      onChange={(parts) => {
        setValue(parts);
        onChange(parts);
      }}
    />
  );
}

describe("the checkout's choice of paying in monthly parts", () => {
  it("shows each plan's amounts from the quoted total, in full by default, as labelled radios", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({
        country: "GB",
        zone: "uk",
        subtotal: 2000,
        total: 2100,
        shipping: 100,
        blocked: [],
      }),
    );
    const onChange = vi.fn();
    renderInApp(<Harness onChange={onChange} />);
    const group = screen.getByRole("group", { name: text.legend });
    expect(group).toBeTruthy();
    const full = screen.getByRole("radio", { name: new RegExp(text.payInFull) });
    expect((full as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByText(text.payInFullDetail("£2,100"))).toBeTruthy());
    // £2,100 in three: £700 each; in two: £1,050 each.
    expect(screen.getByText(/^£700 today, then £700 on .+ and £700 on .+$/)).toBeTruthy();
    expect(screen.getByText(/^£1,050 today, then £1,050 on .+$/)).toBeTruthy();
    expect(screen.queryByText(text.reservedNote)).toBeNull();

    await userEvent.click(screen.getByRole("radio", { name: new RegExp(text.payInParts(3)) }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByText(text.reservedNote)).toBeTruthy();
  });
});
