import { beforeAll, describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import { ARTWORK_DEFAULTS, currentYear, latestYear } from "#shared/artwork-input";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

// An artwork's details (docs/api.md): the year painted, style, subject, signed and framed, set
// by the owner, defaulted for a new work, and carried by every answer about it.

const base = {
  title: "Salt Marsh, Evening",
  artist: "Maren Holloway",
  description: "",
  price: 1480,
  medium: "Oil on linen",
  size: "101 x 76 cm",
  imageUrl: "https://images.example/marsh.jpg",
};

const details = {
  year: 2021,
  style: "Impressionist landscape",
  subject: "Landscape",
  signed: false,
  framed: true,
};

const detailsOf = ({ year, style, subject, signed, framed }: Artwork) => ({
  year,
  style,
  subject,
  signed,
  framed,
});

describe(`an artwork's details on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [{ title: "Listed before", year: 2019, style: "Abstract", subject: "Seascape" }],
  });
  let owner: Record<string, string> = {};
  beforeAll(async () => {
    owner = { cookie: (await t.signIn({ owner: true })).cookie };
  });

  const create = async (body: object) => {
    const response = await t.send("POST", "/api/artworks", body, owner);
    expect(response.status).toBe(201);
    return (await response.json()) as Artwork;
  };
  const read = async (id: string) => {
    const one = (await (await t.app.request(`/api/artworks/${id}`)).json()) as Artwork;
    const list = (await (await t.app.request("/api/artworks?limit=100")).json()) as {
      items: Artwork[];
    };
    return { one, inList: list.items.find((artwork) => artwork.id === id) };
  };

  it("a new work left without them is from this year, Contemporary, Various, signed and unframed", async () => {
    const created = await create(base);
    const expected = { year: currentYear(), ...ARTWORK_DEFAULTS };
    expect(detailsOf(created)).toEqual(expected);
    const { one, inList } = await read(created.id);
    expect(detailsOf(one)).toEqual(expected);
    expect(inList && detailsOf(inList)).toEqual(expected);
    // Empty or null texts and flags are left out too.
    const blank = await create({ ...base, year: null, style: " ", subject: "", signed: null });
    expect(detailsOf(blank)).toEqual(expected);
  });

  it("keeps the owner's, trimmed, and every answer carries them", async () => {
    const created = await create({ ...base, ...details, style: "  Impressionist landscape " });
    expect(detailsOf(created)).toEqual(details);
    const { one, inList } = await read(created.id);
    expect(detailsOf(one)).toEqual(details);
    expect(inList && detailsOf(inList)).toEqual(details);
    // A work listed before keeps what it was given.
    expect(detailsOf((await read(t.artworks[0].id)).one)).toMatchObject({
      year: 2019,
      style: "Abstract",
      subject: "Seascape",
    });
  });

  it("takes next year at the latest, and a year from 1000", async () => {
    expect((await create({ ...base, year: latestYear() })).year).toBe(latestYear());
    expect((await create({ ...base, year: 1000 })).year).toBe(1000);
  });

  it.each([
    [{ year: 999 }, "year"],
    [{ year: latestYear() + 1 }, "year"],
    [{ year: 2020.5 }, "year"],
    [{ year: "2020" }, "year"],
    [{ style: "x".repeat(61) }, "style"],
    [{ subject: "Sea\nscape" }, "subject"],
    [{ signed: "yes" }, "signed"],
    [{ framed: 1 }, "framed"],
  ])("%j is refused with a 400 naming the field", async (change, field) => {
    const response = await t.send("POST", "/api/artworks", { ...base, ...change }, owner);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.error).toBe(`${field}: ${body.fields[field]}`);
  });

  it("says which years it takes, and every bad field at once", async () => {
    const response = await t.send(
      "POST",
      "/api/artworks",
      { ...base, year: 3000, style: 7, signed: "no" },
      owner,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      year: `Year must be a year between 1000 and ${latestYear()}`,
      style: "Style must be text",
      signed: "Signed must be true or false",
    });
  });

  it("an update replaces them, and one left out takes its default again, as on create", async () => {
    const created = await create({ ...base, ...details });
    const changed = { year: 2024, style: "Expressionist", subject: "Figure", signed: true };
    const updated = await t.send(
      "PUT",
      `/api/artworks/${created.id}`,
      { ...base, ...changed, framed: false },
      owner,
    );
    expect(updated.status).toBe(200);
    expect(detailsOf(await updated.json())).toEqual({ ...changed, framed: false });
    expect(detailsOf((await read(created.id)).one)).toEqual({ ...changed, framed: false });

    const bare = await t.send("PUT", `/api/artworks/${created.id}`, base, owner);
    expect(bare.status).toBe(200);
    expect(detailsOf(await bare.json())).toEqual({ year: currentYear(), ...ARTWORK_DEFAULTS });

    const refused = await t.send("PUT", `/api/artworks/${created.id}`, { ...base, year: 0 }, owner);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields).toHaveProperty("year");
  });
});
