/**
 * Where Atelier keeps the images it stores itself: the WebP variants of demo
 * paintings and uploads, each named `<key>-<width>.webp`, and the JPEG share cards drawn for
 * link previews, named `card-<subject>.jpg` (share-cards/), as in /images/<name>. One
 * interface, two places: DATA_DIR/images (`file`, the default) or an S3-compatible bucket
 * (`s3`).
 */
export type ImageStore = {
  readonly kind: "file" | "s3";
  /** Where the images are, for log lines: a directory, or a bucket and its endpoint. */
  readonly location: string;
  /** Writes one image whole: a reader sees the previous bytes or these, never a part. */
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes of a stored image, or undefined when there is none. */
  get(name: string): Promise<Buffer | undefined>;
  has(name: string): Promise<boolean>;
  /** Removes an image; removing one that is not there is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored name, in no particular order (tests and tools). */
  list(): Promise<string[]>;
  /**
   * GET /images/<name>: the image streamed with its cache headers, a redirect to where it is
   * served from (S3_PUBLIC_URL), or null when there is no such image.
   */
  serve(name: string): Promise<Response | null>;
  /** Resolves when the store can be reached; otherwise an ImageStoreError says why. */
  check(): Promise<void>;
  close(): void;
};

/** The store could not be reached or written; the message says why, naming the setting. */
export class ImageStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ImageStoreError";
  }
}

/** The name of a stored image: a key, its width and `.webp`, nothing that could be a path. */
const IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,99}-\d{1,5}\.webp$/;

/**
 * The name of a share card: `card-`, letters, digits and hyphens, `.jpg` — no dot, slash or
 * anything else that could be a path either. What the letters say is the cards' business.
 */
const CARD_NAME = /^card-[a-z0-9][a-z0-9-]{0,119}\.jpg$/;

export function isImageName(name: string): boolean {
  return IMAGE_NAME.test(name) || CARD_NAME.test(name);
}

/** The content type a stored image is kept and served with, by its name. */
export function imageContentType(name: string): "image/webp" | "image/jpeg" {
  return CARD_NAME.test(name) ? "image/jpeg" : "image/webp";
}

/** Refuses, as a programming error, a name that is not one of ours. */
export function assertImageName(name: string) {
  if (!isImageName(name)) throw new Error(`not a stored image name: ${JSON.stringify(name)}`);
}
