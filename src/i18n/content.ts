// The content collections in a language (src/content/schemas/hindi.ts): in Hindi, each entry
// is the English entry with the Hindi words laid over it, key by key and item by item, so a
// Hindi file holds words only and an entry it lacks stays English (the test of the Hindi
// content says which may). Markdown documents are whole documents per language.
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from "astro:content";
import type { Lang } from "./lang.ts";

/** `words` laid over `base`: objects key by key, lists item by item, a text replaced. */
export function overlay<T>(base: T, words: unknown): T {
  if (words === undefined || words === null) return base;
  if (Array.isArray(base) && Array.isArray(words)) {
    return base.map((item, index) => overlay(item, words[index])) as T;
  }
  if (isPlainObject(base) && isPlainObject(words)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(words)) merged[key] = overlay(merged[key], value);
    return merged as T;
  }
  return (typeof base === "string" || base === undefined) && typeof words === "string" ? (words as T) : base;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

const hindiName = (name: CollectionKey) => `${name}Hi` as CollectionKey;

async function hindiWords(name: CollectionKey): Promise<Map<string, unknown>> {
  try {
    const entries = await getCollection(hindiName(name));
    return new Map(entries.map((entry) => [entry.id, entry.data]));
  } catch {
    return new Map(); // no Hindi file for this collection yet
  }
}

/** Every entry of a collection, in `lang`. */
export async function collectionIn<C extends CollectionKey>(
  lang: Lang,
  name: C,
): Promise<CollectionEntry<C>[]> {
  const entries = await getCollection(name);
  if (lang === "en") return entries;
  const words = await hindiWords(name);
  return entries.map((entry) => ({ ...entry, data: overlay(entry.data, words.get(entry.id)) }));
}

/** One entry of a collection, in `lang`. */
export async function entryIn<C extends CollectionKey>(
  lang: Lang,
  name: C,
  id: string,
): Promise<CollectionEntry<C> | undefined> {
  const entry = (await getEntry(name, id as never)) as CollectionEntry<C> | undefined;
  if (!entry || lang === "en") return entry;
  return { ...entry, data: overlay(entry.data, (await hindiWords(name)).get(id)) };
}

/**
 * The Markdown documents of a collection in `lang`: in Hindi, each English document's Hindi
 * twin (same file name under src/content/hi/) once its folder is registered, with the English
 * entry's data under its words (order, anchors); a document without a twin stays English.
 */
export async function documentsIn<C extends CollectionKey>(
  lang: Lang,
  name: C,
): Promise<CollectionEntry<C>[]> {
  const entries = await getCollection(name);
  if (lang === "en") return entries;
  let twins: Map<string, CollectionEntry<CollectionKey>>;
  try {
    twins = new Map((await getCollection(hindiName(name))).map((entry) => [entry.id, entry]));
  } catch {
    return entries; // no Hindi folder for this collection yet
  }
  return entries.map((entry) => {
    const twin = twins.get(entry.id);
    return twin ? ({ ...twin, data: overlay(entry.data, twin.data) } as CollectionEntry<C>) : entry;
  });
}
