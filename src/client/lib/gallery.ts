let serverGalleryName: string | undefined;

/** The server names the gallery once, before it renders any page (entry-server.tsx). */
export function setGalleryName(name: string) {
  serverGalleryName = name;
}

/** The gallery's title (GALLERY_NAME): the server's, or what it wrote into the page. */
export function galleryName(): string {
  if (serverGalleryName) return serverGalleryName;
  if (typeof document === "undefined") return "Atelier";
  return document.querySelector<HTMLMetaElement>('meta[name="gallery-name"]')?.content || "Atelier";
}
