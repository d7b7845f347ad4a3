/**
 * Company facts: the one place the fictional company's details live.
 * Pages, head tags, the footer and structured data read from here.
 */
const postalAddress = {
  postalCode: '101-0054',
  /** ISO 3166-1 alpha-2. */
  country: 'JP',
  region: { ja: '東京都', en: 'Tokyo' },
  locality: { ja: '千代田区', en: 'Chiyoda-ku' },
  street: { ja: '神田錦町3-21-9 錦町アオナミビル 5階', en: 'Nishikicho Aonami Bldg. 5F, 3-21-9 Kanda Nishikicho' },
} as const;

export const company = {
  name: { ja: '株式会社アオナミ・クオンタム', en: 'Aonami Quantum Inc.' },
  shortName: { ja: 'アオナミ・クオンタム', en: 'Aonami Quantum' },
  founded: '2018-04-02',
  /** The one tagline: the home page's hero heading and the footer say the same words. */
  tagline: { ja: '量子コンピュータを、研究開発の実務に。', en: 'Quantum computing, put to work in R&D.' },
  /** The mission statement that opens the About page's mission section. */
  mission: { ja: '量子の計算力を、ものづくりの発見へ。', en: 'Turning quantum computing power into discoveries that matter to industry.' },
  ceo: { ja: '渡瀬 遥', en: 'Haruka Watase' },
  /** News releases name the CTO too; a test checks they use this name (tests/unit/facts-crosscheck.test.ts). */
  cto: { ja: '久能 颯太', en: 'Sota Kuno' },
  employees: 64,
  /** Client projects a year (CRS, QS and joint research), shown as "30件以上" / "30+". */
  projectsPerYear: 30,
  /**
   * Equity raised to date in yen: the capital on the About page (capital plus capital reserve) and the
   * "raised to date" line of the Series B release are this figure.
   */
  capitalYen: 980_000_000,
  /** The Series B round the 2022 release announces; the About page's history dates it from here. */
  seriesB: { date: '2022-02', amountYen: 620_000_000 },
  /**
   * Year and month of the milestones the About page's history lists and news releases report
   * (the cross-check test compares each with its release).
   */
  milestones: {
    crs: '2019-10',
    qamuy: '2020-07',
    qparc: '2021-04',
    quriBeta: '2022-09',
    quriChemistry: '2023-05',
    miqan: '2023-05',
    /** The day the head office in Kanda Nishikicho opened (the relocation notice of February 2024). */
    headOfficeMove: '2024-03',
    quri1: '2025-02',
    qs: '2025-02',
    physilenz: '2025-08',
  },
  /** Where the company started, before the move to the current head office. */
  firstOffice: { ja: '東京都文京区本郷', en: 'Hongo, Bunkyo-ku, Tokyo' },
  /** Seats in the head office's seminar room (About page, the relocation notice). */
  seminarRoomSeats: 60,
  /** The address as one line per language (footer, About page), written from `postalAddress`. */
  address: {
    ja: `〒${postalAddress.postalCode} ${postalAddress.region.ja}${postalAddress.locality.ja}${postalAddress.street.ja}`,
    en: `${postalAddress.street.en}, ${postalAddress.locality.en}, ${postalAddress.region.en} ${postalAddress.postalCode}, Japan`,
  },
  /** The address in parts, for structured data (schema.org PostalAddress). */
  postalAddress,
  /** The square logo crawlers show for the company (also the web manifest's 512 px icon). */
  logo: { path: '/icons/icon-512.png', width: 512, height: 512 },
  email: 'contact@aonami-quantum.example',
  /** Public site origin used for canonical URLs; overridable with SITE_ORIGIN at build time. */
  origin: 'https://www.aonami-quantum.example',
  themeColor: '#03A49E',
  /** Office location for the map on the About page. */
  office: { lat: 35.6925, lon: 139.7627 },
  /**
   * Clients and partners shown as marks on the home page (src/components/client-band.tsx),
   * each drawn as src/assets/illustrations/marks/<id>.svg by scripts/lib/figures/marks.ts.
   * FICTIONAL, like this company: they are the customers of our case studies
   * (content/cases.json) and their marks were made for this site; the band's
   * caption says so.
   */
  clients: [
    { id: 'wakashio', name: { ja: '若潮化学株式会社', en: 'Wakashio Chemical Co., Ltd.' }, fictional: true },
    { id: 'chigusa', name: { ja: '千草ライフサイエンス株式会社', en: 'Chigusa Life Sciences Inc.' }, fictional: true },
    { id: 'toho', name: { ja: '東邦マテリアル株式会社', en: 'Toho Materials Co., Ltd.' }, fictional: true },
    { id: 'shinonome', name: { ja: '株式会社東雲フィナンシャルグループ', en: 'Shinonome Financial Group, Inc.' }, fictional: true },
    { id: 'hokuto', name: { ja: '北斗エナジー株式会社', en: 'Hokuto Energy Corporation' }, fictional: true },
    { id: 'minatogawa', name: { ja: '湊川工業大学', en: 'Minatogawa Institute of Technology' }, fictional: true },
  ],
  /** Third-party services, loaded only after consent to their category. */
  thirdParty: {
    /** Privacy-friendly, cookie-free analytics (Plausible-compatible script, manual variant: src/consent/analytics.ts sends each page view with a cleaned URL). */
    analytics: { scriptUrl: 'https://plausible.io/js/script.manual.js', domain: 'aonami-quantum.example' },
    /** Map embed provider. */
    mapsOrigin: 'https://www.openstreetmap.org',
  },
} as const;
