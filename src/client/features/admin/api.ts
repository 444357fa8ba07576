import { useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/features/catalogue";
import { api, parseResponse } from "#client/lib/api";
import type { ArtworkValues } from "#shared/artwork-input";

/** After any create, update or delete, every artwork list is fetched again (spec §4). */
function useRefreshCatalogue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: artworkQueries.all });
}

export function useSaveArtwork() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: ArtworkValues }) =>
      id
        ? parseResponse(api.artworks[":id"].$put({ param: { id }, json: values }))
        : parseResponse(api.artworks.$post({ json: values })),
    onSettled: refresh,
  });
}

export function useDeleteArtwork() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (id: string) => parseResponse(api.artworks[":id"].$delete({ param: { id } })),
    onSettled: refresh,
  });
}

/** The server's reason for a failed upload, or undefined. */
export class UploadError extends Error {}

/**
 * Uploads an image with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * Resolves with the Image URL the server stored it under.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/images");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { imageUrl?: string; error?: string } | null;
      if (request.status === 201 && body?.imageUrl) resolve(body.imageUrl);
      else reject(new UploadError(body?.error));
    };
    request.onerror = () => reject(new UploadError());
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
