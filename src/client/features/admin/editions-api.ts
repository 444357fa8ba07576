import { useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/entities/artwork";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { Edition, EditionValues } from "#shared/editions";

/** One change to a work's editions, as the Prints section asks for it. */
export type EditionChange =
  | { add: string; values: EditionValues }
  | { edit: string; values: EditionValues }
  | { retire: string };

/** The edition as the API answers it, without the work's id it adds. */
const editionOf = ({ artworkId: _, ...edition }: Edition & { artworkId: string }): Edition =>
  edition;

async function send(change: EditionChange): Promise<Edition | { id: string; retired: true }> {
  if ("add" in change) {
    const param = { id: change.add };
    return editionOf(
      await parseResponse(api.artworks[":id"].editions.$post({ param, json: change.values })),
    );
  }
  const param = { id: "edit" in change ? change.edit : change.retire };
  if ("edit" in change) {
    return editionOf(await parseResponse(api.editions[":id"].$put({ param, json: change.values })));
  }
  return parseResponse(api.editions[":id"].$delete({ param }));
}

/**
 * Adds, changes or retires an edition (`POST /api/artworks/:id/editions`, `PUT` and `DELETE
 * /api/editions/:id`), answering the edition as it now is (or that it is retired); every
 * artwork list is read again, so the gallery's prints show it at once.
 */
export function useChangeEdition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => readAgain(client, artworkQueries.all),
  });
}
