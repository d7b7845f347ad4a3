/**
 * Structured data (schema.org JSON-LD) shared by every page: the company
 * and the website, their stable `@id`s that page nodes point to, and the
 * serialisation into a `<script>` that no string in the content can leave.
 */
import type { Graph, IdReference, OrganizationLeaf, PostalAddressLeaf, Thing, WebSiteLeaf } from 'schema-dts';
import { company } from '../config/company.ts';
import { localeInfo, localizePath, type Locale } from '../i18n/locales.ts';
import { pageUrl } from './site-url.ts';
import { stripBreaks } from '../typeset/breaks.ts';

/**
 * One company on every page, whatever the language; one website per
 * language (`/` and `/en`), as each is its own crawlable home.
 */
export const jsonLdIds = {
  organization: (origin: string): string => `${pageUrl(origin, '/')}#organization`,
  website: (origin: string, locale: Locale): string => `${pageUrl(origin, localizePath(locale, '/'))}#website`,
};

export const idRef = (id: string): IdReference => ({ '@id': id });
export const organizationRef = (origin: string): IdReference => idRef(jsonLdIds.organization(origin));

/** BCP 47 tag of a page language, as `inLanguage` wants it. */
export const inLanguage = (locale: Locale): string => localeInfo[locale].htmlLang;

export function postalAddress(locale: Locale): PostalAddressLeaf {
  const a = company.postalAddress;
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street[locale],
    addressLocality: a.locality[locale],
    addressRegion: a.region[locale],
    postalCode: a.postalCode,
    addressCountry: a.country,
  };
}

export function organizationNode(locale: Locale, origin: string): OrganizationLeaf {
  return {
    '@type': 'Organization',
    '@id': jsonLdIds.organization(origin),
    name: company.name[locale],
    alternateName: company.shortName[locale],
    url: pageUrl(origin, localizePath(locale, '/')),
    logo: {
      '@type': 'ImageObject',
      url: pageUrl(origin, company.logo.path),
      width: `${company.logo.width}`,
      height: `${company.logo.height}`,
    },
    email: company.email,
    address: postalAddress(locale),
    foundingDate: company.founded,
  };
}

export function websiteNode(locale: Locale, origin: string): WebSiteLeaf {
  return {
    '@type': 'WebSite',
    '@id': jsonLdIds.website(origin, locale),
    url: pageUrl(origin, localizePath(locale, '/')),
    name: company.shortName[locale],
    alternateName: company.name[locale],
    inLanguage: inLanguage(locale),
    publisher: organizationRef(origin),
  };
}

/** The page's whole graph: the company and the website first, then what the page itself adds. */
export function pageGraph(locale: Locale, origin: string, pageNodes: readonly Thing[] = []): Graph {
  return { '@context': 'https://schema.org', '@graph': [organizationNode(locale, origin), websiteNode(locale, origin), ...pageNodes] };
}

/**
 * JSON for inside `<script>`: `<`, `>` and `&` become `\u003c` … so no title
 * can close the element or open a comment (`<!--`); U+2028/2029 are escaped
 * for old JavaScript parsers. All are legal JSON string escapes, so
 * `JSON.parse` gives back the same value. Headlines and names come from the
 * page's loader data, whose Japanese headings carry phrase marks
 * (src/typeset/): they go, here, so no node of any page can hold one.
 */
export function serializeJsonLd(value: Graph): string {
  return stripBreaks(JSON.stringify(value))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const jsonLdScript = (graph: Graph): string => `<script type="application/ld+json">${serializeJsonLd(graph)}</script>`;
