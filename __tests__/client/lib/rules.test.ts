import { contentIssue, isAudioUrl, isWebUrl, normalizeTag, normalizeTags, summaryIssue, tagsIssue, titleIssue } from '@/lib/discussions/rules';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import { pageValue, pathId, PG_INT_MAX } from '@/lib/params';
import { safeReturnTo } from '@/lib/returnTo';
import { visibleFullname } from '@/lib/users/rules';

describe('R7.2 topic rules shared by the server and the composer', () => {
  it('bounds title, content and summary after trimming, with the catalogue keys', () => {
    expect(titleIssue('  ab  ')).toEqual({ key: 'title-too-short', args: [TOPIC_LIMITS.titleMin] });
    expect(titleIssue('x'.repeat(TOPIC_LIMITS.titleMax + 1))).toEqual({ key: 'title-too-long', args: [TOPIC_LIMITS.titleMax] });
    expect(titleIssue('A fine title')).toBeNull();
    expect(contentIssue('short')).toEqual({ key: 'content-too-short', args: [TOPIC_LIMITS.contentMin] });
    expect(contentIssue('ok', TOPIC_LIMITS.replyMin)).toBeNull();
    expect(summaryIssue('x'.repeat(TOPIC_LIMITS.summaryMax + 1))).toEqual({ key: 'field-too-long', args: ['summary', TOPIC_LIMITS.summaryMax] });
  });

  it('normalises tags one way', () => {
    expect(normalizeTag('  Rust Lang! ')).toBe('rust-lang');
    expect(normalizeTags(['Go', 'go', ' ', 'C#'])).toEqual(['go', 'c']);
    expect(tagsIssue(['a'])).toEqual({ key: 'tag-too-short', args: [TOPIC_LIMITS.tagMin] });
    expect(tagsIssue(['aa', 'bb', 'cc', 'dd', 'ee', 'ff'])).toEqual({ key: 'too-many-tags', args: [TOPIC_LIMITS.tagsMax] });
  });

  it('checks link and audio addresses', () => {
    expect(isWebUrl('https://example.com/x')).toBe(true);
    expect(isWebUrl('/uploads/a.mp3')).toBe(false);
    expect(isAudioUrl('/uploads/a.mp3')).toBe(true);
    expect(isAudioUrl('/uploads/../secret')).toBe(false);
    expect(isAudioUrl(`https://example.com/${'x'.repeat(2000)}`)).toBe(false);
  });
});

describe('shared value rules', () => {
  it('R7.2 ids are positive integers within PostgreSQL integer range', () => {
    const tid = pathId('invalid-tid');
    expect(tid.parse(' 7 ')).toBe(7);
    expect(tid.parse(String(PG_INT_MAX))).toBe(PG_INT_MAX);
    expect(tid.safeParse('99999999999').success).toBe(false);
    expect(tid.safeParse('2147483648').success).toBe(false);
  });

  it('R5.5 pages are lenient', () => {
    expect(pageValue.parse('3')).toBe(3);
    expect(pageValue.parse('junk')).toBe(1);
    expect(pageValue.parse(['2'])).toBe(1);
  });

  it('return paths stay on the site (the full table is in returnTo.test.ts)', () => {
    expect(safeReturnTo('/events?x=1')).toBe('/events?x=1');
    expect(safeReturnTo('//evil.example')).toBe('/discussions');
    expect(safeReturnTo('/\t/evil.example')).toBe('/discussions');
  });

  it('full names follow the showfullname setting, except for the member and administrators', () => {
    expect(visibleFullname('Ada L', { showfullname: false })).toBe('');
    expect(visibleFullname('Ada L', { showfullname: false }, true)).toBe('Ada L');
    expect(visibleFullname('Ada L', undefined)).toBe('Ada L');
  });
});
