// @ts-check
/**
 * One chunk of the project's own code per page in the browser's production build (next.config.js).
 * Next's webpack setup lets webpack's default group pull the project's code that several pages
 * share out into chunks of its own (a topic page loaded three: its page, the topic views it shares
 * with another route, the topic feature it shares with the event page). Each chunk is compressed
 * on its own, so the same code split over three files costs more bytes than in one, and more
 * requests. Here that group applies to code loaded on use only: the project's code two pages share
 * is in each page's chunk (docs/DECISIONS.md, "One chunk per page"). Packages that pages share
 * (zod, dayjs) keep their vendor chunks, and Next's framework and large-library groups are kept.
 * @param {{ optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } } }} config the client compilation's
 *   configuration (webpack's, as Next hands it over)
 */
function keepPageCodeTogether(config) {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || typeof splitChunks !== 'object') return;
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: 'async' },
  };
}

module.exports = { keepPageCodeTogether };
