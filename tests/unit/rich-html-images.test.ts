/**
 * Rich-text images and the pages' CSP agree (content-client/rich-html-images.ts): the sanitiser keeps an image only
 * from the site, microCMS's image host or RICH_TEXT_IMAGE_HOSTS, and `img-src` allows exactly those hosts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../content-client/rich-html.ts';
import { droppedImages, imageAllowed, parseImageHosts } from '../../content-client/rich-html-images.ts';
import { contentSecurityPolicy } from '../../src/prerender/csp.ts';
import { EnvError, loadEnv } from '../../src/config/env.ts';

const saved = process.env.RICH_TEXT_IMAGE_HOSTS;
afterEach(() => {
  if (saved === undefined) delete process.env.RICH_TEXT_IMAGE_HOSTS;
  else process.env.RICH_TEXT_IMAGE_HOSTS = saved;
});

const imgSrc = () =>
  contentSecurityPolicy()
    .split('; ')
    .find((d) => d.startsWith('img-src '));

describe('rich-text images', () => {
  it('keep microCMS’s host and the site’s own paths; drop other hosts, http and protocol-relative URLs', () => {
    delete process.env.RICH_TEXT_IMAGE_HOSTS;
    const cms = 'https://images.microcms-assets.io/assets/abc/def/lab.png?w=800';
    expect(sanitizeRichHtml(`<img src="${cms}" alt="Lab">`)).toBe(`<img src="${cms.replace('&', '&amp;')}" alt="Lab" />`);
    expect(sanitizeRichHtml('<img src="/cms-assets/a.svg" alt="">')).toBe('<img src="/cms-assets/a.svg" alt="" />');
    for (const src of ['https://photos.example.net/a.jpg', 'http://images.microcms-assets.io/a.png', '//photos.example.net/a.jpg'])
      expect(sanitizeRichHtml(`<p>x</p><img src="${src}" alt="a">`), src).toBe('<p>x</p>');
    // A srcset with any candidate from elsewhere goes; the src alone stays.
    expect(sanitizeRichHtml(`<img src="${cms}" srcset="${cms} 1x, https://photos.example.net/a.jpg 2x" alt="">`)).not.toContain('srcset');
    expect(imgSrc()).toBe("img-src 'self' data: https://images.microcms-assets.io");
  });

  it('take the hosts in RICH_TEXT_IMAGE_HOSTS too, and the CSP allows exactly those', () => {
    process.env.RICH_TEXT_IMAGE_HOSTS = 'photos.example.net, cdn.example.org';
    expect(sanitizeRichHtml('<img src="https://photos.example.net/a.jpg" alt="">')).toBe(
      '<img src="https://photos.example.net/a.jpg" alt="" />',
    );
    expect(imageAllowed('https://other.example.com/a.jpg')).toBe(false);
    expect(imageAllowed('https://photos.example.net:8443/a.jpg')).toBe(false);
    expect(imgSrc()).toBe("img-src 'self' data: https://images.microcms-assets.io https://photos.example.net https://cdn.example.org");
  });

  it('name the field of every image from another host, not scripts or data URLs (dropped as before)', () => {
    delete process.env.RICH_TEXT_IMAGE_HOSTS;
    const entry = {
      id: 'a',
      title: '<img src="https://x.example.com/t.png">', // any string field with an image
      body: '<p>本文</p><img src="https://images.microcms-assets.io/a.png"><img src="javascript:alert(1)"><img src="data:image/png;base64,AA">',
      body_en: '<img src="/ok.png" srcset="https://y.example.com/b.png 2x">',
    };
    expect(droppedImages(entry)).toEqual([
      { field: 'title', src: 'https://x.example.com/t.png' },
      { field: 'body_en', src: 'https://y.example.com/b.png' },
    ]);
  });

  it('refuse a RICH_TEXT_IMAGE_HOSTS that is not a list of host names, when the process starts', () => {
    expect(parseImageHosts(' a.example.com,b.example.org  a.example.com ')).toEqual(['a.example.com', 'b.example.org']);
    expect(() => parseImageHosts('https://a.example.com/img')).toThrow(/not a host name: https:\/\/a\.example\.com\/img/);
    expect(() => loadEnv({ RICH_TEXT_IMAGE_HOSTS: 'cdn.example.com:8080' })).toThrow(EnvError);
    expect(() => loadEnv({ RICH_TEXT_IMAGE_HOSTS: 'cdn.example.com:8080' })).toThrow(
      /RICH_TEXT_IMAGE_HOSTS: not a host name: cdn\.example\.com:8080/,
    );
  });
});
