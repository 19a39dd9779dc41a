import { isAuthPath } from '@preparena/shared';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  noindex?: boolean;
}

const SITE = 'PrepArena';
const DEFAULT_DESCRIPTION =
  'Learn aptitude topics, practise questions with worked solutions in English and Hindi, and compete in rated contests for CAT, SSC CGL, RRB NTPC, Bank PO, CUET, GMAT, GRE and placements.';

const STATIC_META: Record<string, PageMeta> = {
  '/': {
    title: `${SITE}: aptitude preparation for CAT, SSC, Bank PO, RRB and placements`,
    description: DEFAULT_DESCRIPTION,
    keywords:
      'aptitude, quantitative aptitude, logical reasoning, CAT preparation, SSC CGL, bank PO, placements',
  },
  '/learn': {
    title: `Learn aptitude: courses and lessons | ${SITE}`,
    description:
      'Free lessons for quantitative aptitude, logical reasoning, verbal ability, reading comprehension and data interpretation, plus exam courses for CAT, CUET, SSC, banking and railways.',
    keywords: 'aptitude lessons, quantitative aptitude course, logical reasoning course, CAT course',
  },
  '/practice': {
    title: `Practice aptitude questions with solutions | ${SITE}`,
    description: 'Practise thousands of aptitude questions with worked solutions in English and Hindi.',
  },
  '/compete': {
    title: `Contests | ${SITE}`,
    description: 'Timed aptitude contests with live leaderboards and ratings.',
  },
  '/about': { title: `About | ${SITE}`, description: `What ${SITE} is and who it is for.` },
  '/contact': { title: `Contact us | ${SITE}`, description: `Write to the ${SITE} team.` },
  '/terms': { title: `Terms of use | ${SITE}`, description: `The terms that apply when you use ${SITE}.` },
  '/privacy': { title: `Privacy policy | ${SITE}`, description: `How ${SITE} handles your data.` },
  '/cookies': {
    title: `Cookie policy | ${SITE}`,
    description: `What ${SITE} stores in your browser and why.`,
  },
  '/ratings-explained': {
    title: `Ratings explained | ${SITE}`,
    description: 'How the Practice and Contest ratings work, and the titles from Newbie to Genius.',
  },
  '/careers': { title: `Careers | ${SITE}`, description: `Work with the ${SITE} team.` },
};

/** The head of a page that needs no database look-up; unknown pages get the site defaults. */
export function staticPageMeta(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const meta = STATIC_META[path] ?? { title: SITE, description: DEFAULT_DESCRIPTION };
  return isAuthPath(path) || path.startsWith('/admin') ? { ...meta, noindex: true } : meta;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `<head>` tags for a page: title, description, keywords, canonical and Open Graph. */
export function renderHead(meta: PageMeta, canonicalUrl: string, publicUrl: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">`,
    `<meta property="og:image" content="${escapeHtml(`${publicUrl}/og-image.png`)}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta name="twitter:card" content="summary_large_image">',
  ];
  return tags.filter(Boolean).join('\n    ');
}
