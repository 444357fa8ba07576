import { cn } from "#client/lib/cn";
import type { SessionUser } from "#client/lib/session";
import { initialsOf } from "#shared/account";
import { photoSrcSet } from "#shared/profile-photo";

/** The sizes an avatar is drawn at, in CSS pixels: the header's menu button and the profile. */
const SIZES = { 40: "size-10", 80: "size-20" } as const;

/**
 * The shopper's avatar: their photo when they have one (decision 038), else their initials.
 * The photo is decorative (`alt=""`): whatever holds it carries the name. Its width and height
 * are set, so nothing moves when it arrives. `className` gives the initials their colours and
 * type; the header's menu button draws its own.
 */
export function Avatar({
  user,
  size,
  initials,
  className,
}: {
  user: Pick<SessionUser, "name" | "email" | "image">;
  size: keyof typeof SIZES;
  /** The initials to show without a photo; by default, the account's own. */
  initials?: string;
  className?: string;
}) {
  if (user.image) {
    return (
      <img
        alt=""
        src={user.image}
        srcSet={photoSrcSet(user.image)}
        sizes={`${size}px`}
        width={size}
        height={size}
        decoding="async"
        className={cn(SIZES[size], "shrink-0 rounded-full bg-stone-200 object-cover")}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        SIZES[size],
        "flex shrink-0 items-center justify-center rounded-full",
        className,
      )}
    >
      {initials ?? initialsOf(user)}
    </span>
  );
}
