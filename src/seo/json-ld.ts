/**
 * Structured data (schema.org JSON-LD) shared by every page: the company
 * and the website, their stable `@id`s that page nodes point to, and the
 * serialisation into a `<script>` that no string in the content can leave.
 */
import type { Graph, IdReference, OrganizationLeaf, PostalAddressLeaf, Thing, WebSiteLeaf } from 'schema-dts';
import { company } from '../config/company.ts';
import { localeInfo, localizePath, type Locale } from '../i18n/locales.ts';
import { pageUrl } from './site-url.ts';
import { stripBreaks } from '../../lib/phrase-breaks.ts';
import { scriptJson } from '../../lib/markup.ts';

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
 * The graph as JSON for its `<script>` (lib/markup.ts scriptJson: nothing in it can close the element).
 * Headlines and names come from the page's loader data, whose Japanese headings carry phrase marks
 * (src/typeset/): they go, here, so no node of any page can hold one.
 */
export function serializeJsonLd(value: Graph): string {
  return stripBreaks(scriptJson(value)); // the mark (U+200B) is written as itself, so it can go after
}

export const jsonLdScript = (graph: Graph): string => `<script type="application/ld+json">${serializeJsonLd(graph)}</script>`;
