/**
 * The two featured external articles (spec section 2): real public pages about getting paid work from government,
 * the most concrete income the tenders on this page point to. Each address was found in a stored copy of the page
 * (2026-11-22), not guessed; the publisher is named on the card. If a page moves, replace it with another page that
 * was looked up, never with a guessed address.
 */
export interface FeaturedArticle {
  title: string;
  publisher: string;
  url: string;
  summary: string;
}

export const FEATURED_ARTICLES: readonly FeaturedArticle[] = [
  {
    title: 'Tenders: how government buys, and where tenders are advertised',
    publisher: 'Western Cape Government, Provincial Treasury',
    url: 'https://westerncape.gov.za/treasury/article/tenders',
    summary:
      'What a tender (bid) is, how government chooses between offers under the Preferential Procurement Policy ' +
      'Framework Act, and that national and provincial tenders are advertised on the eTender portal.',
  },
  {
    title: 'Guide to the e-Tender Publication Portal',
    publisher: 'SME South Africa',
    url: 'https://smesouthafrica.co.za/sme-guides/guide-to-the-e-tender-publication-portal',
    summary:
      'A small-business guide to National Treasury’s eTender portal: what each tender notice includes, and how to ' +
      'search by province, category and organ of state to find tenders that fit your business.',
  },
];
