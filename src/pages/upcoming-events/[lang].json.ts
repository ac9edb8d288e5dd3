// The dashboard's upcoming events in each language (content: upcomingEvents), a static file
// the Upcoming Events view fetches when it is opened (decision 0045): as the island's props
// they were about 1 KB of every dashboard's compressed HTML, which only that view reads. An
// editor's photo replaces the illustration: WebP at the card's size, through the image
// pipeline (the view takes plain URLs).
import { getImage } from "astro:assets";
import type { APIRoute, GetStaticPaths } from "astro";
import { collectionIn } from "../../i18n/content.ts";
import { LANGS, type Lang } from "../../i18n/lang.ts";
import type { UpcomingEvent } from "../../islands/dashboard/upcoming-events.ts";

export const getStaticPaths = (() => LANGS.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang as Lang;
  const events: UpcomingEvent[] = await Promise.all(
    (await collectionIn(lang, "upcomingEvents")).map(async ({ id, data }) => {
      const photo = data.photo
        ? await getImage({ src: data.photo.src, width: 640, height: 480, fit: "cover", format: "webp" })
        : undefined;
      return {
        id,
        name: data.name,
        date: data.date,
        city: data.city,
        description: data.description,
        image: photo
          ? { src: photo.src, width: 640, height: 480, alt: data.photo!.alt }
          : { src: data.image.src, width: data.image.width, height: data.image.height },
      };
    }),
  );
  return Response.json(events);
};
