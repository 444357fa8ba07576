import { VERSION_TRUSTED_MS } from "#server/answers/version";

/** Paintings noted at most: a rush is a few works; past this, the oldest notes go first. */
const MAX_NOTED = 1_000;

/**
 * What this process has lately seen the database refuse to order (decision 049): paintings an
 * order attempt found reserved or sold, each with the catalogue version read before that
 * attempt. A note answers for a painting only while the catalogue is still at that version —
 * anything that could free a painting (an order cancelled, expired or withdrawn, a hold ended,
 * the owner's edit) changes the version — and for at most `ttlMs`, because a hold that runs out
 * frees its painting with no write at all. So a painting freed by this process is never refused
 * on a note, and one freed by another process or by the clock is refused at most `ttlMs` longer
 * than the database would, the same half second the cached catalogue may lag (decision 016).
 * A note only ever refuses: the database's unique index still decides every sale (decision 009).
 */
export function createTakenRecord(ttlMs = VERSION_TRUSTED_MS) {
  const notes = new Map<string, { version: number; until: number }>();
  return {
    /**
     * `ids` were read as not available, in a read that began at `now` or later, with the
     * catalogue at `version` or later.
     */
    note(ids: string[], version: number, now: Date) {
      for (const id of ids) {
        notes.delete(id);
        notes.set(id, { version, until: now.getTime() + ttlMs });
      }
      while (notes.size > MAX_NOTED) notes.delete(notes.keys().next().value as string);
    },
    /** Which of `ids` are noted as taken at `version`, at `now`. */
    among(ids: string[], version: number, now: Date): string[] {
      return ids.filter((id) => {
        const noted = notes.get(id);
        if (!noted) return false;
        if (noted.version === version && now.getTime() < noted.until) return true;
        // Outdated: forgotten, so the record never outgrows what a rush needs.
        if (noted.version < version || now.getTime() >= noted.until) notes.delete(id);
        return false;
      });
    },
    /** Whether anything is noted (a cart is read for a check only then). */
    get empty() {
      return notes.size === 0;
    },
  };
}

export type TakenRecord = ReturnType<typeof createTakenRecord>;
