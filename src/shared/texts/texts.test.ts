import { describe, expect, it } from "vitest";
import { mailTexts } from "#shared/mail-texts";
import { messages } from "#shared/messages";

const modules = import.meta.glob<Record<string, Record<string, unknown>>>(
  ["./*.ts", "!./*.test.ts"],
  { eager: true },
);
const areas = Object.entries(modules).map(([path, exported]) => ({
  file: path.slice(2),
  exported,
  texts: Object.values(exported)[0],
}));
const mails: unknown[] = Object.values(mailTexts);

describe("the texts' areas", () => {
  it("are each one object of texts", () => {
    expect(areas.length).toBeGreaterThan(10);
    for (const { file, exported } of areas) expect(Object.keys(exported), file).toHaveLength(1);
  });

  it("all reach `messages` (a screen's groups as they are) or `mailTexts` (an e-mail's)", () => {
    for (const { file, texts } of areas) {
      if (file.startsWith("mail-")) expect(mails, file).toContain(texts);
      else {
        for (const [group, value] of Object.entries(texts)) {
          expect(messages, file).toHaveProperty(group, value);
        }
      }
    }
  });

  it("never name the same group twice, so no area hides another's texts", () => {
    const groups = areas
      .filter(({ file }) => !file.startsWith("mail-"))
      .flatMap(({ texts }) => Object.keys(texts));
    expect(new Set(groups).size).toBe(groups.length);
    expect(Object.keys(messages).sort()).toEqual([...groups].sort());
  });
});
