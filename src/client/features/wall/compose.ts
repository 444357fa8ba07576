/** The longest side of a downloaded picture: a phone's photo is often larger than needed. */
const LONGEST_SIDE = 3000;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // The painting may come from another origin (an S3 bucket): asked for without
    // credentials, so the canvas can still be read.
    image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`could not load ${src}`));
    image.src = src;
  });
}

/**
 * The photo with the painting drawn on it where the visitor put it (`at`, in the photo's
 * pixels), as a JPEG made in this browser. Nothing is sent anywhere.
 */
export async function composePicture(
  photo: { url: string; width: number; height: number },
  paintingUrl: string,
  at: { x: number; y: number; width: number; height: number },
): Promise<Blob> {
  const [wall, painting] = await Promise.all([loadImage(photo.url), loadImage(paintingUrl)]);
  const factor = Math.min(1, LONGEST_SIDE / Math.max(photo.width, photo.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(photo.width * factor);
  canvas.height = Math.round(photo.height * factor);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  context.drawImage(wall, 0, 0, canvas.width, canvas.height);
  // The painting fills its real size, cropped to it as on the page (object-fit: cover).
  const box = { x: at.x * factor, y: at.y * factor, w: at.width * factor, h: at.height * factor };
  const cover = Math.max(box.w / painting.naturalWidth, box.h / painting.naturalHeight);
  const sw = box.w / cover;
  const sh = box.h / cover;
  context.drawImage(
    painting,
    (painting.naturalWidth - sw) / 2,
    (painting.naturalHeight - sh) / 2,
    sw,
    sh,
    box.x,
    box.y,
    box.w,
    box.h,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("no JPEG"))),
      "image/jpeg",
      0.9,
    ),
  );
}
