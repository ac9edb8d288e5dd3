// The contact page's map: the only thing on the site loaded from another host. The page
// adds MAP_FRAME_ORIGIN to its own Content-Security-Policy (frame-src), no other page does.
export const MAP_FRAME_ORIGIN = "https://www.google.com";

/** Google's embeddable map of a place, e.g. "Jaipur, Rajasthan". */
export function mapEmbedSrc(place: string): string {
  return `${MAP_FRAME_ORIGIN}/maps?q=${encodeURIComponent(place)}&output=embed`;
}
