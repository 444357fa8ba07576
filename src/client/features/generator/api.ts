import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "#client/lib/api";
import { GENERATION_DELAY_MS, type GenerateImageInput } from "#shared/generator";

/** A generated image as the dialog keeps it: the JPEG and when it was made. */
export type GeneratedImage = { blob: Blob; createdAt: number };

/**
 * Asks Atelier's own server for a new image (no outside service, so it works offline); the
 * answer is JPEG bytes, not JSON.
 */
export async function fetchGeneratedImage(input: GenerateImageInput): Promise<Blob> {
  const response = await api.generator.images.$post({ json: input });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const blob = await response.blob();
  if (!blob.type.startsWith("image/")) throw new Error(`Not an image: ${blob.type}`);
  return blob;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The generator "works" for GENERATION_DELAY_MS whatever the server's speed, then
 * shows the image. A failure is reported as soon as it happens. Tests shorten the wait by
 * controlling the clock (Playwright's page.clock, vitest's fake timers), not through a flag.
 */
export function useGenerateImage() {
  return useMutation({
    mutationFn: async (input: GenerateImageInput): Promise<GeneratedImage> => {
      const [blob] = await Promise.all([fetchGeneratedImage(input), wait(GENERATION_DELAY_MS)]);
      return { blob, createdAt: Date.now() };
    },
  });
}

/** An object URL for `blob`, revoked when the blob is replaced or the component goes away. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
