/**
 * Where rich-text images may come from: the site itself (a path), microCMS's
 * image host, and the hosts an operator lists in RICH_TEXT_IMAGE_HOSTS. The
 * sanitiser (rich-html.ts) drops any other image at sync, the sync and
 * `npm run cms:check` say which entry and field lost one, and the pages' CSP
 * `img-src` (src/prerender/csp.ts) is built from the same list, so an image
 * the sanitiser keeps is never blocked by the browser.
 *
 * The list is read from the environment of the process that syncs and builds;
 * src/config/env.ts checks it with parseImageHosts() when the process starts.
 */
import { Parser } from 'htmlparser2';

/** microCMS's image host (the media library and images pasted into the rich editor). */
export const CMS_IMAGE_HOST = 'images.microcms-assets.io';

const HOST_NAME = /^(?=.{1,253}$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/;

/** RICH_TEXT_IMAGE_HOSTS: host names separated by commas or spaces (`cdn.example.com, img.example.org`). */
export function parseImageHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.filter((h) => !HOST_NAME.test(h));
  if (bad.length)
    throw new Error(`not a host name: ${bad.join(', ')} (list host names only, such as cdn.example.com: no scheme, path or port)`);
  return [...new Set(hosts)];
}

let cached: { value: string | undefined; hosts: readonly string[] } | undefined;

/** The hosts rich-text images may come from (https only), microCMS's first. */
export function richTextImageHosts(): readonly string[] {
  const value = process.env.RICH_TEXT_IMAGE_HOSTS;
  if (!cached || cached.value !== value)
    cached = { value, hosts: [CMS_IMAGE_HOST, ...parseImageHosts(value).filter((h) => h !== CMS_IMAGE_HOST)] };
  return cached.hosts;
}

/** Whether an image URL may be shown: relative (the site's own), or https from one of the hosts. */
export function imageAllowed(src: string, hosts: readonly string[] = richTextImageHosts()): boolean {
  const value = src.trim();
  if (!URL.canParse(value)) return !/^[/\\]{2}/.test(value); // relative, but not protocol-relative (//host/…)
  const url = new URL(value);
  return url.protocol === 'https:' && !url.username && !url.password && !url.port && hosts.includes(url.hostname);
}

/** An image an editor may have meant to show (http or https), as opposed to a script or data URL, dropped silently. */
const fromAHost = (src: string) => /^\s*https?:/i.test(src);

/** A `srcset` whose every candidate may be shown. */
export const srcsetAllowed = (srcset: string, hosts?: readonly string[]): boolean =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .every((url) => url !== '' && imageAllowed(url, hosts));

export interface DroppedImage {
  field: string;
  src: string;
}

/** The images from other hosts in an entry's rich-text fields (as the CMS sends them), which the sanitiser drops. */
export function droppedImages(entry: unknown, hosts: readonly string[] = richTextImageHosts()): DroppedImage[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const dropped: DroppedImage[] = [];
  for (const [field, value] of Object.entries(entry)) {
    if (typeof value !== 'string' || !value.includes('<img')) continue;
    const parser = new Parser({
      onopentag(name, attribs) {
        if (name !== 'img') return;
        for (const src of [attribs.src, ...(attribs.srcset?.split(',').map((c) => c.trim().split(/\s+/)[0]) ?? [])])
          if (src && fromAHost(src) && !imageAllowed(src, hosts)) dropped.push({ field, src });
      },
    });
    parser.write(value);
    parser.end();
  }
  return dropped;
}

/** Why an image is dropped, as cms:check says it beside the field. */
export const droppedImageMessage = (src: string): string =>
  `the image ${src} is not shown: only images from ${CMS_IMAGE_HOST}, the site itself or a host in RICH_TEXT_IMAGE_HOSTS are`;

/** The warning a sync and a publish give for a dropped image, after the entry's name. */
export const describeDroppedImage = (image: DroppedImage): string => `${image.field}: ${droppedImageMessage(image.src)}`;
