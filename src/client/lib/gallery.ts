/** The gallery's title (GALLERY_NAME), written into index.html by the server. */
export const galleryName =
  document.querySelector<HTMLMetaElement>('meta[name="gallery-name"]')?.content || "Atelier";
