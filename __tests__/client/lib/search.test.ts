import { foundText, SEARCH_COUNT_CAP } from '@/lib/search/types';

describe('R1.1 how a search count reads', () => {
  it('exact counts as they are; a count at the cap as "or more"', () => {
    expect(foundText(1, 'post', 'posts', 'en')).toBe('1 post');
    expect(foundText(12, 'post', 'posts', 'en')).toBe('12 posts');
    expect(foundText(130000, 'post', 'posts', 'en')).toBe('130,000 posts');
    expect(foundText(SEARCH_COUNT_CAP, 'post', 'posts', 'en')).toBe('1,000+ posts');
  });

  it("issue 34: the number in the page's language", () => {
    expect(foundText(130000, 'Beiträge', 'Beiträge', 'de')).toBe('130.000 Beiträge');
    expect(foundText(SEARCH_COUNT_CAP, 'Beitrag', 'Beiträge', 'de')).toBe('1.000+ Beiträge');
  });
});
