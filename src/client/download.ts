// Files from the API (the admin lists' CSV downloads, docs/product.md D16): the same bearer token and 401
// renewal as every other call (api.ts), a file instead of JSON on success, and the API's JSON
// `{ err }` on failure. A module of its own, so that the pages that never download a file do
// not carry it.
import { ApiError, exchange, httpFailure, read, type RequestOptions } from "./api.ts";

/** A file the API sends, and the name the server gave it (Content-Disposition), if any. */
export interface ApiFile {
  blob: Blob;
  filename: string | undefined;
}

/** Downloads take longer than a JSON call: a whole filtered list is streamed. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * A call whose success is a file rather than JSON (the admin lists' CSV downloads), with the
 * same bearer token and 401 renewal as every other call. A failure is still the API's JSON
 * `{ err }`, classified like any other.
 */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<ApiFile> {
  const settings = { ...options, timeoutMs: options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS };
  const response = await exchange(path, settings, "text/csv, application/json;q=0.5, */*;q=0.1");
  if (response.status < 200 || response.status > 299) {
    // An error page that is not JSON still says which status it was.
    const data = await read(response).catch(() => undefined);
    throw httpFailure(response.status, data);
  }
  try {
    const blob = await response.blob();
    return { blob, filename: filenameFromDisposition(response.headers.get("Content-Disposition")) };
  } catch {
    // The server cuts a stream short when the database fails part-way (src/server/csv.ts).
    throw new ApiError("network", "The download was cut short. Please try again.", response.status);
  }
}

/**
 * The file name a Content-Disposition header gives: RFC 6266's `filename*=UTF-8''...` first,
 * then `filename="..."` or a bare token. Only the last path segment is kept.
 */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header)?.[1];
    name = quoted?.replace(/\\(.)/g, "$1") ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : undefined;
}

/**
 * Hands a downloaded file to the browser's downloads: an object URL and a temporary link
 * with `download` (no inline script or style, so the pages' CSP is content).
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
