import { Download, ImageUp } from "lucide-react";
import {
  type ChangeEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { inputClass } from "#client/components/ui/FormField";
import { notify } from "#client/lib/notify";
import type { Artwork, Dimensions } from "#shared/artwork";
import { messages } from "#shared/messages";
import {
  clampInto,
  drawnSize,
  formatCm,
  KNOWN_LENGTHS,
  type KnownLength,
  type Point,
  pixelsPerCm,
} from "#shared/wall";
import { composePicture } from "./compose";

const text = messages.wall;

/** A photo read in this browser: its object URL and its size in pixels. It never leaves. */
type Photo = { url: string; width: number; height: number };

const LENGTH_LABELS: Record<KnownLength, string> = {
  a4: text.a4,
  door: text.door,
  custom: text.custom,
};

/**
 * The visitor's own wall: a photo they choose (read here, never uploaded), a length they mark
 * on it to give the scale, and the painting drawn at its real size at that scale, moved by
 * pointer, touch or keys; the composed picture can be downloaded as a JPEG.
 */
export function PhotoWall({ artwork, size }: { artwork: Artwork; size: Dimensions }) {
  const [photo, setPhoto] = useState<Photo>();
  const [unreadable, setUnreadable] = useState(false);
  const inputId = useId();

  // The object URL is let go when the photo changes and when the dialog closes.
  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.url)), [photo]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setUnreadable(false);
      setPhoto({ url, width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setUnreadable(true);
    };
    image.src = url;
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label
          htmlFor={inputId}
          className={buttonVariants({
            variant: photo ? "secondary" : "primary",
            className: "cursor-pointer self-start has-[:focus-visible]:outline-2",
          })}
        >
          <ImageUp aria-hidden className="size-4" />
          {photo ? text.choosePhoto : text.usePhoto}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          onChange={choose}
          aria-describedby={`${inputId}-hint`}
          className="sr-only"
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          {text.photoHint}
        </p>
        {unreadable && (
          <p role="alert" className="text-sm text-red-800">
            {text.photoUnreadable}
          </p>
        )}
      </div>
      {photo && <PhotoStage key={photo.url} photo={photo} artwork={artwork} size={size} />}
    </div>
  );
}

/** How a drag started: the pointer's place and the dragged thing's, in photo pixels. */
type Drag = { pointer: Point; from: Point; move: (to: Point) => void };

function PhotoStage(props: { photo: Photo; artwork: Artwork; size: Dimensions }) {
  const { photo, artwork, size } = props;
  const ids = useId();
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  /** Screen pixels per photo pixel, as the photo is drawn now. */
  const [shown, setShown] = useState(0);
  const [known, setKnown] = useState<KnownLength>("a4");
  const [customCm, setCustomCm] = useState("");
  const [markers, setMarkers] = useState<[Point, Point]>([
    { x: photo.width * 0.4, y: photo.height * 0.5 },
    { x: photo.width * 0.6, y: photo.height * 0.5 },
  ]);
  const [centre, setCentre] = useState<Point>({ x: photo.width / 2, y: photo.height * 0.4 });

  useLayoutEffect(() => {
    const node = stage.current;
    if (!node) return;
    const measure = () => setShown(node.clientWidth / photo.width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [photo.width]);

  const lengthCm =
    known === "custom" ? Number(customCm) : KNOWN_LENGTHS.find((k) => k.value === known)?.cm;
  const scale = lengthCm ? pixelsPerCm(markers[0], markers[1], lengthCm) : undefined;
  const drawn = scale ? drawnSize(size, scale) : undefined;
  const bounds = { width: photo.width, height: photo.height };
  const topLeft = drawn
    ? clampInto({ x: centre.x - drawn.width / 2, y: centre.y - drawn.height / 2 }, drawn, bounds)
    : undefined;

  const startDrag = (event: PointerEvent<HTMLElement>, from: Point, move: (to: Point) => void) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: { x: event.clientX, y: event.clientY }, from, move };
  };
  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || !shown) return;
    current.move({
      x: current.from.x + (event.clientX - current.pointer.x) / shown,
      y: current.from.y + (event.clientY - current.pointer.y) / shown,
    });
  };
  const endDrag = () => {
    drag.current = undefined;
  };
  const dragProps = { onPointerMove: moveDrag, onPointerUp: endDrag, onPointerCancel: endDrag };

  /** An arrow key's step, or undefined for any other key. */
  const arrowStep = (event: KeyboardEvent, step: number): Point | undefined => {
    const by = event.shiftKey ? step * 10 : step;
    const steps: Record<string, Point> = {
      ArrowLeft: { x: -by, y: 0 },
      ArrowRight: { x: by, y: 0 },
      ArrowUp: { x: 0, y: -by },
      ArrowDown: { x: 0, y: by },
    };
    const delta = steps[event.key];
    if (delta) event.preventDefault();
    return delta;
  };

  const inPhoto = (point: Point): Point => ({
    x: Math.min(Math.max(point.x, 0), photo.width),
    y: Math.min(Math.max(point.y, 0), photo.height),
  });
  const setMarker = (index: 0 | 1) => (to: Point) =>
    setMarkers((current) => {
      const next: [Point, Point] = [...current];
      next[index] = inPhoto(to);
      return next;
    });
  const moveCentre = (to: Point) => setCentre(inPhoto(to));

  const download = async () => {
    if (!drawn || !topLeft) return;
    try {
      const blob = await composePicture(photo, artwork.imageUrl, { ...topLeft, ...drawn });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `${artwork.title.replace(/[^\p{L}\p{N}]+/gu, "-").toLowerCase()}-on-your-wall.jpg`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      notify.error(text.downloadFailed);
    }
  };

  const px = (value: number) => `${value * shown}px`;

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{text.knownLength}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(["a4", "door", "custom"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${ids}-length`}
                value={value}
                checked={known === value}
                onChange={() => setKnown(value)}
              />
              {LENGTH_LABELS[value]}
            </label>
          ))}
        </div>
        {known === "custom" && (
          <div className="flex max-w-56 flex-col gap-1.5">
            <label htmlFor={`${ids}-custom`} className="text-sm font-medium">
              {text.customLength}
            </label>
            <input
              id={`${ids}-custom`}
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              value={customCm}
              onChange={(event) => setCustomCm(event.target.value)}
              className={inputClass}
            />
          </div>
        )}
        <p id={`${ids}-mark`} className="text-sm text-muted">
          {text.markHint}
        </p>
      </fieldset>

      {/* No taller than leaves the hints, the scale and Download in the dialog's view (at least
          16rem, on a screen too short for that), at the photo's own shape. */}
      <div
        ref={stage}
        className="relative mx-auto touch-none overflow-hidden rounded-xl bg-stone-200 select-none"
        style={{
          aspectRatio: `${photo.width} / ${photo.height}`,
          width: `min(100%, max(16rem, 100dvh - 34rem) * ${photo.width / photo.height})`,
        }}
      >
        <img src={photo.url} alt="" className="absolute inset-0 size-full" draggable={false} />
        {drawn && topLeft && (
          <button
            type="button"
            data-width-cm={size.widthCm}
            data-height-cm={size.heightCm}
            data-testid="wall-painting"
            aria-describedby={`${ids}-painting`}
            className="absolute cursor-move shadow-[0_6px_18px_rgba(0,0,0,0.45)] outline-offset-2 focus-visible:outline-2 focus-visible:outline-white"
            style={{
              left: px(topLeft.x),
              top: px(topLeft.y),
              width: px(drawn.width),
              height: px(drawn.height),
            }}
            onPointerDown={(event) => startDrag(event, centre, moveCentre)}
            onKeyDown={(event) => {
              const step = arrowStep(event, scale ?? 1);
              if (step) moveCentre({ x: centre.x + step.x, y: centre.y + step.y });
            }}
            {...dragProps}
          >
            <img
              src={artwork.imageUrl}
              alt={artwork.title}
              className="size-full object-cover"
              draggable={false}
            />
          </button>
        )}
        <svg
          className="pointer-events-none absolute inset-0 size-full"
          viewBox={`0 0 ${photo.width} ${photo.height}`}
          aria-hidden="true"
        >
          <line
            x1={markers[0].x}
            y1={markers[0].y}
            x2={markers[1].x}
            y2={markers[1].y}
            stroke="#e11d48"
            strokeWidth={3 / (shown || 1)}
            strokeDasharray={`${8 / (shown || 1)} ${5 / (shown || 1)}`}
          />
        </svg>
        {markers.map((marker, index) => (
          <button
            key={index === 0 ? "start" : "end"}
            type="button"
            aria-describedby={`${ids}-mark`}
            className="absolute size-7 -translate-x-1/2 -translate-y-1/2 cursor-grab rounded-full border-[3px] border-white bg-rose-600 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            style={{ left: px(marker.x), top: px(marker.y) }}
            onPointerDown={(event) => startDrag(event, marker, setMarker(index as 0 | 1))}
            onKeyDown={(event) => {
              const step = arrowStep(event, 1 / (shown || 1));
              if (step) setMarker(index as 0 | 1)({ x: marker.x + step.x, y: marker.y + step.y });
            }}
            {...dragProps}
          >
            <span className="sr-only">{index === 0 ? text.markerStart : text.markerEnd}</span>
          </button>
        ))}
      </div>

      <p id={`${ids}-painting`} className="text-sm text-muted">
        {text.paintingHint}
      </p>
      <p role="status" aria-live="polite" className="text-sm" data-testid="wall-status">
        {scale && topLeft
          ? `${text.scale(scale.toFixed(1), formatCm(lengthCm ?? 0))} ${text.position(
              formatCm(topLeft.x / scale),
              formatCm(topLeft.y / scale),
            )}`
          : text.noScale}
      </p>
      <Button onClick={download} disabled={!drawn} className="self-start">
        <Download aria-hidden className="size-4" />
        {text.download}
      </Button>
    </div>
  );
}
