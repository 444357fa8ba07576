/**
 * The reviews block is a placeholder with a count between 10 and 59 and a fixed
 * rating. The count is derived from the artwork id so it stays the same across visits.
 */
export function placeholderReviewCount(artworkId: string): number {
  let hash = 2166136261;
  for (let i = 0; i < artworkId.length; i++) {
    hash ^= artworkId.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return 10 + ((hash >>> 0) % 50);
}
