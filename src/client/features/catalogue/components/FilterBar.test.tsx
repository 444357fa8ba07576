import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { seriesQueries } from "#client/entities/series";
import type { Series } from "#shared/series";
import { galleryTexts } from "#shared/texts/gallery";
import { renderInApp, testQueryClient } from "#tests/client-render";
import { FilterBar } from "./FilterBar";

const series = (name: string, slug: string, position: number): Series => ({
  id: `0b5c6a4e-7c1d-4e2a-9f3b-2d1e0c9a8b7${position}`,
  name,
  slug,
  statement: "",
  statementHtml: "",
  excerpt: "",
  position,
  workCount: 1,
  coverUrl: null,
});

/** The bar, with the series the server rendered the gallery with. */
function renderBar(list: Series[], filters = {}) {
  const client = testQueryClient();
  client.setQueryData(seriesQueries.list().queryKey, list);
  const onChange = vi.fn();
  renderInApp(<FilterBar filters={filters} onChange={onChange} />, { client });
  return onChange;
}

const label = galleryTexts.filters.series;

describe("the filter bar's Series choice", () => {
  it("is not offered while she has no series", () => {
    renderBar([]);
    expect(screen.queryByRole("combobox", { name: label })).toBeNull();
    expect(screen.getAllByRole("combobox").length).toBe(5);
  });

  it("is a labelled choice of each series, in her order, showing the one in the address", () => {
    renderBar([series("Harbour", "harbour", 0), series("Orchard", "orchard", 1)], {
      series: "orchard",
    });
    const select = screen.getByRole("combobox", { name: label }) as HTMLSelectElement;
    expect(select.name).toBe("series");
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Any",
      "Harbour",
      "Orchard",
    ]);
    expect(select.value).toBe("orchard");
  });

  it("is reached with the keyboard, and sets the series filter (Any clears it)", async () => {
    const user = userEvent.setup();
    const onChange = renderBar([series("Harbour", "harbour", 0), series("Orchard", "orchard", 1)]);
    const select = screen.getByRole("combobox", { name: label });
    // A native select, in the tab order (after the phone's toggle and the other four).
    for (let presses = 0; presses < 10 && document.activeElement !== select; presses += 1) {
      await user.tab();
    }
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, "Harbour");
    expect(onChange).toHaveBeenLastCalledWith({ series: "harbour" });
    await user.selectOptions(select, "Any");
    expect(onChange).toHaveBeenLastCalledWith({ series: undefined });
  });
});

describe("the filter bar's Originals / Prints choice", () => {
  const kind = galleryTexts.prints.kind;

  it("offers originals and prints, shows the one in the address, and sets the kind filter", async () => {
    const user = userEvent.setup();
    const onChange = renderBar([], { kind: "print" });
    const select = screen.getByRole("combobox", { name: kind }) as HTMLSelectElement;
    expect(select.name).toBe("kind");
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Originals and prints",
      "Originals",
      "Prints",
    ]);
    expect(select.value).toBe("print");
    await user.selectOptions(select, "Originals");
    expect(onChange).toHaveBeenLastCalledWith({ kind: "original" });
    await user.selectOptions(select, "Originals and prints");
    expect(onChange).toHaveBeenLastCalledWith({ kind: undefined });
  });
});
