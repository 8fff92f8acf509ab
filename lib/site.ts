/** The site's name, as pages, titles and social cards write it. */
export const SITE_NAME = 'Open Source Community';
