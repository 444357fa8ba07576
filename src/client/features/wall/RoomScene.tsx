import type { Artwork, Dimensions } from "#shared/artwork";
import { messages } from "#shared/messages";
import { formatSize, roomScene } from "#shared/wall";

const text = messages.wall;

/**
 * The painting hung over a sofa of known size in a room Atelier draws. The drawing's units are
 * centimetres (its viewBox), so everything in it is to scale by construction.
 */
export function RoomScene({ artwork, size }: { artwork: Artwork; size: Dimensions }) {
  const scene = roomScene(size);
  const { wall, sofa, painting } = scene;
  const label = formatSize(size);
  const type = Math.max(7, wall.widthCm / 45); // legible at a phone's width
  const besideRight = painting.x + painting.widthCm + 6;
  const roomOnRight = besideRight + type * 6 < wall.widthCm;
  return (
    <figure className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${wall.widthCm} ${wall.heightCm}`}
        className="h-auto w-full rounded-xl ring-1 ring-line"
        role="img"
        aria-label={`${text.roomIntro(label)}`}
      >
        <rect width={wall.widthCm} height={wall.heightCm} fill="#efe9df" />
        <rect y={wall.heightCm - 4} width={wall.widthCm} height={4} fill="#b9ab95" />
        {/* The sofa: seat, back and arms, in its stated size. */}
        <g fill="#7d8a80">
          <rect
            x={sofa.x}
            y={sofa.y + 25}
            width={sofa.widthCm}
            height={sofa.heightCm - 37}
            rx={6}
          />
          <rect x={sofa.x + 14} y={sofa.y} width={sofa.widthCm - 28} height={40} rx={8} />
          <rect x={sofa.x} y={sofa.y + 18} width={18} height={sofa.heightCm - 30} rx={7} />
          <rect
            x={sofa.x + sofa.widthCm - 18}
            y={sofa.y + 18}
            width={18}
            height={sofa.heightCm - 30}
            rx={7}
          />
          <rect x={sofa.x + 12} y={wall.heightCm - 12} width={6} height={8} />
          <rect x={sofa.x + sofa.widthCm - 18} y={wall.heightCm - 12} width={6} height={8} />
        </g>
        <text
          x={sofa.x + sofa.widthCm / 2}
          y={sofa.y + sofa.heightCm / 2 + 8}
          textAnchor="middle"
          fontSize={type}
          fill="#ffffff"
        >
          {text.sofa}
        </text>
        <rect
          x={painting.x - 1}
          y={painting.y - 1}
          width={painting.widthCm + 2}
          height={painting.heightCm + 2}
          fill="#3b342c"
        />
        <image
          href={artwork.imageUrl}
          x={painting.x}
          y={painting.y}
          width={painting.widthCm}
          height={painting.heightCm}
          preserveAspectRatio="xMidYMid slice"
          data-width-cm={size.widthCm}
          data-height-cm={size.heightCm}
          data-testid="wall-painting"
        />
        <text
          x={roomOnRight ? besideRight : painting.x + painting.widthCm / 2}
          y={roomOnRight ? painting.y + painting.heightCm / 2 : painting.y - 5}
          textAnchor={roomOnRight ? "start" : "middle"}
          dominantBaseline={roomOnRight ? "middle" : "auto"}
          fontSize={type}
          fill="#2a2520"
        >
          {label}
        </text>
      </svg>
      <figcaption className="text-sm text-muted">{text.roomIntro(label)}</figcaption>
    </figure>
  );
}
