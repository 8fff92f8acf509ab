import escape from 'lodash/escape';
import { DELETED_USER, displayName, escapeHtml, unescapeText } from '@/lib/names';

describe('R5.8 unescapeText: server text fields are shown unescaped', () => {
  it('R5.8 turns the escaped characters back', () => {
    expect(unescapeText('Tom &amp; Jerry &lt;3 &quot;quotes&quot; &#39;single&#39; a &gt; b')).toBe(
      'Tom & Jerry <3 "quotes" \'single\' a > b',
    );
  });

  it('R5.8 leaves plain text alone and decodes only once', () => {
    expect(unescapeText('Plain text')).toBe('Plain text');
    expect(unescapeText('&amp;lt;')).toBe('&lt;');
  });

  it('R5.8 gives an empty string for null and undefined', () => {
    expect(unescapeText(null)).toBe('');
    expect(unescapeText(undefined)).toBe('');
    expect(unescapeText('')).toBe('');
  });
});

describe('R5.9 displayName: fullname, then username, then userslug', () => {
  it('R5.9 prefers the full name', () => {
    expect(displayName({ fullname: 'Priya Sharma', username: 'priya', userslug: 'priya' })).toBe('Priya Sharma');
  });

  it('R5.9 falls back to the username when the full name is empty, blank or missing', () => {
    expect(displayName({ fullname: '', username: 'priya', userslug: 'priya-s' })).toBe('priya');
    expect(displayName({ fullname: '   ', username: 'priya', userslug: 'priya-s' })).toBe('priya');
    expect(displayName({ fullname: null, username: 'priya' })).toBe('priya');
    expect(displayName({ username: 'priya' })).toBe('priya');
  });

  it('R5.9 falls back to the userslug last', () => {
    expect(displayName({ fullname: '', username: '', userslug: 'priya-s' })).toBe('priya-s');
    expect(displayName({ userslug: 'priya-s' })).toBe('priya-s');
  });

  it('R5.9 shows names wrapped in [[...]] as Deleted User', () => {
    expect(DELETED_USER).toBe('Deleted User');
    expect(displayName({ fullname: '', username: '[[global:former_user]]', userslug: '' })).toBe('Deleted User');
    expect(displayName({ fullname: '[[global:former_user]]', username: 'x' })).toBe('Deleted User');
    expect(displayName({ userslug: '[[global:former-user]]' })).toBe('Deleted User');
  });

  it('R5.9 does not mistake names that merely contain brackets', () => {
    expect(displayName({ fullname: 'Ann [[maintainer]] Lee' })).toBe('Ann [[maintainer]] Lee');
    expect(displayName({ fullname: '[Ann]' })).toBe('[Ann]');
  });

  it('R5.9 shows Deleted User when there is no user or no name at all', () => {
    expect(displayName(null)).toBe('Deleted User');
    expect(displayName(undefined)).toBe('Deleted User');
    expect(displayName({})).toBe('Deleted User');
  });

  it('R5.8 R5.9 unescapes and trims the chosen name', () => {
    expect(displayName({ fullname: '  O&#39;Brien &amp; Co ' })).toBe("O'Brien & Co");
  });
});

describe('escapeHtml: the one character set of HTML escaping (& < > " \')', () => {
  it('escapes the five characters, & first, as lodash escape does, and unescapeText reads them back', () => {
    const text = `Tom & "Jerry's" <b>show</b> &amp;`;
    expect(escapeHtml(text)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;show&lt;/b&gt; &amp;amp;');
    expect(escapeHtml(text)).toBe(escape(text));
    expect(unescapeText(escapeHtml(text))).toBe(text);
    expect(escapeHtml('plain words')).toBe('plain words');
  });

  it('unescapeText also reads the numeric and &apos; spellings, once', () => {
    expect(unescapeText('&#34;a&#34; &apos;b&#39; &#60;c&#62; &#38;amp;')).toBe(`"a" 'b' <c> &amp;`);
  });
});
