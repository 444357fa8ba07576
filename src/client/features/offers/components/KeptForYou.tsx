import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useSessionUser } from "#client/lib/session";
import type { Artwork } from "#shared/artwork";

// Asked for only on a reserved work with a collector signed in: nobody else can hold it.
const HeldNotice = lazy(async () => ({ default: (await import("./HeldNotice")).HeldNotice }));

/**
 * On a reserved work's page, for a signed-in collector it is kept for: "Reserved for you
 * until …" and its checkout, in place of the `usual` note. For anyone else, and until the
 * page has been taken over by the app (the server drew the usual note), the usual note.
 */
export function KeptForYou({ artwork, usual }: { artwork: Artwork; usual: ReactNode }) {
  const user = useSessionUser();
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  if (!started || !user || artwork.availability !== "reserved") return usual;
  return (
    <Suspense fallback={usual}>
      <HeldNotice artwork={artwork} usual={usual} />
    </Suspense>
  );
}
