import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import { ARTWORK_DEFAULTS, currentYear, latestYear } from "#shared/artwork-input";
import type { ImportReport } from "#shared/imports";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

// The artworks CSV's detail columns (docs/api.md): year, style, subject, signed and framed,
// written by the export, read by the import, and optional in a file made before they were.

/** The columns of a file exported before the details were. */
const OLD_HEADER =
  "id,title,artist,description,price,medium,size,imageUrl,availability,createdAt,updatedAt";

const detailsOf = ({ year, style, subject, signed, framed }: Artwork) => ({
  year,
  style,
  subject,
  signed,
  framed,
});

describe(`the artworks CSV's details on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [
      {
        title: "Harbour at First Light",
        year: 2020,
        style: "Impressionist landscape",
        subject: "Seascape",
        signed: false,
        framed: true,
      },
      {
        title: "Ember over Slate",
        year: 2023,
        style: "Colour field",
        subject: "Abstract composition",
      },
    ],
  });
  let owner: Record<string, string> = {};
  beforeAll(async () => {
    owner = { cookie: (await t.signIn({ owner: true })).cookie };
  });

  const exported = async () => {
    const response = await t.app.request("/api/admin/exports/artworks.csv", { headers: owner });
    expect(response.status).toBe(200);
    return response.text();
  };
  const importCsv = async (csv: string, dryRun = false) =>
    t.app.request(`/api/admin/imports/artworks?dryRun=${dryRun}`, {
      method: "POST",
      headers: { ...owner, origin: new URL(t.config.publicUrl).origin, "content-type": "text/csv" },
      body: csv,
    });
  const applied = async (csv: string) => {
    const response = await importCsv(csv);
    const report = (await response.json()) as ImportReport;
    expect(report.errors).toEqual([]);
    expect(response.status).toBe(200);
    return report;
  };
  const catalogue = async (): Promise<Artwork[]> =>
    (await (await t.app.request("/api/artworks?limit=100")).json()).items;
  const byTitle = async (title: string) => {
    const found = (await catalogue()).find((artwork) => artwork.title === title);
    if (!found) throw new Error(`no artwork "${title}"`);
    return found;
  };

  it("writes them last but the photographs, signed and framed as yes or no", async () => {
    const [header, ...rows] = parse(await exported()) as string[][];
    expect(header.slice(-6)).toEqual(["year", "style", "subject", "signed", "framed", "images"]);
    const harbour = rows.find((row) => row[1] === "Harbour at First Light");
    expect(harbour?.slice(-6, -1)).toEqual([
      "2020",
      "Impressionist landscape",
      "Seascape",
      "no",
      "yes",
    ]);
    const ember = rows.find((row) => row[1] === "Ember over Slate");
    expect(ember?.slice(-3, -1)).toEqual(["yes", "no"]);
  });

  it("reads its own export back unchanged, and a file's changes to them", async () => {
    const before = await catalogue();
    await applied(await exported());
    expect((await catalogue()).map(detailsOf)).toEqual(before.map(detailsOf));

    // The owner edits the file: a year, a style, and the flags in the other words it takes.
    const [header, ...rows] = parse(await exported()) as string[][];
    const at = (name: string) => header.indexOf(name);
    const edited = rows.map((row) => {
      if (row[1] !== "Ember over Slate") return row;
      const copy = [...row];
      copy[at("year")] = "2019";
      copy[at("style")] = " Minimalist ";
      copy[at("signed")] = "FALSE";
      copy[at("framed")] = "1";
      return copy;
    });
    const csv = [header, ...edited]
      .map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(","))
      .join("\r\n");
    await applied(csv);
    expect(detailsOf(await byTitle("Ember over Slate"))).toEqual({
      year: 2019,
      style: "Minimalist",
      subject: "Abstract composition",
      signed: false,
      framed: true,
    });
    expect(detailsOf(await byTitle("Harbour at First Light"))).toEqual(
      detailsOf(before.find((artwork) => artwork.title === "Harbour at First Light") as Artwork),
    );
  });

  it("imports a file exported before the details: an update keeps them, a new work takes the defaults", async () => {
    const harbour = await byTitle("Harbour at First Light");
    const csv = [
      OLD_HEADER,
      `${harbour.id},Harbour at First Light,${harbour.artist},,900,Oil on canvas,60 x 50 cm,${harbour.imageUrl},available,2025-01-01T00:00:00.000Z,2025-01-01T00:00:00.000Z`,
      ",Fen Light,Maren Holloway,,240,Oil on board,30 x 20 cm,https://images.example/fen.jpg,,,",
    ].join("\r\n");
    const report = await applied(csv);
    expect(report).toMatchObject({ created: 1, updated: 1 });
    const updated = await byTitle("Harbour at First Light");
    expect(updated.price).toBe(900);
    expect(detailsOf(updated)).toEqual(detailsOf(harbour));
    expect(detailsOf(await byTitle("Fen Light"))).toEqual({
      year: currentYear(),
      ...ARTWORK_DEFAULTS,
    });
  });

  it("takes empty cells as the defaults, and leaves out only the columns a file lacks", async () => {
    const harbour = await byTitle("Harbour at First Light");
    const csv = [
      "id,title,artist,price,medium,size,imageUrl,style,signed",
      `${harbour.id},Harbour at First Light,${harbour.artist},900,Oil on canvas,60 x 50 cm,${harbour.imageUrl},,`,
    ].join("\n");
    await applied(csv);
    // Style and signed were columns, left empty; year, subject and framed were not columns.
    expect(detailsOf(await byTitle("Harbour at First Light"))).toEqual({
      ...detailsOf(harbour),
      style: ARTWORK_DEFAULTS.style,
      signed: ARTWORK_DEFAULTS.signed,
    });
  });

  it("names a bad year, style or flag by row and field, and imports nothing", async () => {
    const before = await catalogue();
    const head = "title,artist,price,medium,size,imageUrl,year,style,subject,signed,framed";
    const work = "Study,Maren Holloway,10,Oil,20 x 20 cm,https://images.example/s.jpg";
    const csv = [
      head,
      `${work},2021,Abstract,Figure,yes,no`,
      `${work},${latestYear() + 1},,,,`,
      `${work},twenty,,,,`,
      `${work},,${"x".repeat(61)},,maybe,`,
      `${work},,,,,Y`,
    ].join("\n");
    const response = await importCsv(csv, true);
    expect(response.status).toBe(200);
    const yearReason = `Year must be a year between 1000 and ${latestYear()}`;
    expect(((await response.json()) as ImportReport).errors).toEqual([
      { row: 3, field: "year", message: yearReason },
      { row: 4, field: "year", message: yearReason },
      { row: 5, field: "style", message: "Style must be at most 60 characters" },
      {
        row: 5,
        field: "signed",
        message: "Signed must be yes or no (or true or false, 1 or 0)",
      },
      {
        row: 6,
        field: "framed",
        message: "Framed must be yes or no (or true or false, 1 or 0)",
      },
    ]);
    expect((await importCsv(csv)).status).toBe(400);
    expect(await catalogue()).toEqual(before);
  });
});
