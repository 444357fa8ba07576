import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATES } from "#shared/delivery";
import { ratesInPounds } from "#shared/shop";
import { renderInApp, stubFetch } from "#tests/client-render";
import { DeliveryLine } from "./DeliveryLine";

const fetchMock = stubFetch();

function shop(collection: boolean) {
  fetchMock.mockImplementation(async () =>
    Response.json({
      galleryName: "Atelier",
      businessName: "M. Holloway",
      address: "2 Harbour Lane",
      email: "m@h.example",
      vatNumber: null,
      delivery: { rates: ratesInPounds(DEFAULT_RATES), collection },
      returnDays: 14,
    }),
  );
}

describe("a painting's delivery line", () => {
  it("prices each zone for its band from the shop's rates, with collection", async () => {
    shop(true);
    renderInApp(<DeliveryLine artwork={{ shippingBand: "medium" }} />);
    await waitFor(() =>
      expect(screen.getByTestId("delivery-line").textContent).toBe(
        "Delivery: UK Free · Europe £75 · Rest of the world £140 · or collect from the studio",
      ),
    );
  });

  it("says a zone without a rate is on enquiry, and leaves collection out when it is off", async () => {
    shop(false);
    renderInApp(<DeliveryLine artwork={{ shippingBand: "oversize" }} />);
    await waitFor(() =>
      expect(screen.getByTestId("delivery-line").textContent).toBe(
        "Delivery: UK Free · Europe on enquiry · Rest of the world on enquiry",
      ),
    );
  });
});
