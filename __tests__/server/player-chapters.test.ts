import { chaptersOf, timestampSeconds } from '@/lib/player/chapters';
import { audioTypeOf, isoDuration } from '@/lib/player/rules';

describe('R3.17 chapters from timestamps at line starts', () => {
  it('R3.17 reads m:ss and h:mm:ss with list markers, brackets and separators', () => {
    const text = [
      'Show notes',
      '00:00 Welcome',
      '- 1:30 - The release',
      '* [12:05] Questions from **members** and [links](https://example.org)',
      '3. (1:02:03) Wrap-up: thanks',
      'Mentioned at 14:00 in passing',
    ].join('\n');
    expect(chaptersOf(text)).toEqual([
      { start: 0, title: 'Welcome' },
      { start: 90, title: 'The release' },
      { start: 725, title: 'Questions from members and links' },
      { start: 3723, title: 'Wrap-up: thanks' },
    ]);
  });

  it('R3.17 leaves out times that do not move forward, impossible times and times past the end', () => {
    expect(chaptersOf('5:00 Later\n4:00 Earlier\n5:00 Same\n1:75 Bad\n1:60:00 Bad\n9:00 After', 500)).toEqual([{ start: 300, title: 'Later' }]);
    expect(chaptersOf('')).toEqual([]);
    expect(chaptersOf('12:34')).toEqual([]);
    expect(timestampSeconds('1:02:03')).toBe(3723);
    expect(timestampSeconds('1:60')).toBeNull();
  });

  it('R3.17 keeps at most 100 chapters', () => {
    const text = Array.from({ length: 150 }, (_, i) => `${i}:00 Part ${i}`).join('\n');
    expect(chaptersOf(text)).toHaveLength(100);
  });

  it('R3.17 names the audio type from the address and writes ISO durations', () => {
    expect(audioTypeOf('/audio/a.mp3')).toBe('audio/mpeg');
    expect(audioTypeOf('https://cdn.example.org/x.M4A?sig=1')).toBe('audio/mp4');
    expect(audioTypeOf('/uploads/file')).toBeNull();
    expect(audioTypeOf('/uploads.d/file')).toBeNull();
    expect([isoDuration(0), isoDuration(29), isoDuration(3723), isoDuration(3600)]).toEqual(['PT0S', 'PT29S', 'PT1H2M3S', 'PT1H']);
  });
});
