import { isAudioUrl } from '@/lib/discussions/rules';
import { mediaUrlIssue } from '@/lib/events/rules';
import { isPublicIp, reservedAddressIssue } from '@/server/media/publicHost';

/** The server's whole media-address rule: lib's part, then the IP ranges (docs/SECURITY.md rule 22). */
const serverIssue = (address: string) => mediaUrlIssue(address) ?? reservedAddressIssue(address);

describe('hardening 22: IP literals in media addresses', () => {
  const reserved = { key: 'reserved-ip-address', args: [] };

  it('refuses every IP literal that is not public unicast, in any spelling the URL parser accepts', () => {
    for (const address of [
      'https://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1/a.png',
      'https://127.1/a.png',
      'https://2130706433/a.png',
      'https://0x7f.0.0.1/a.png',
      'https://0.0.0.0/a.mp3',
      'https://10.1.2.3/a.png',
      'https://172.16.0.9/a.png',
      'https://192.168.1.1/a.png',
      'https://100.64.0.1/a.png',
      'https://224.0.0.1/a.png',
      'https://[::1]/a.png',
      'https://[::]/a.png',
      'https://[fe80::1]/a.png',
      'https://[fd12:3456::1]/a.png',
      'https://[::ffff:127.0.0.1]/a.png',
      'https://[::ffff:a9fe:a9fe]/a.png',
      'https://localhost/a.png',
      'https://intranet/a.png',
    ]) {
      expect([address, serverIssue(address)]).toEqual([address, reserved]);
    }
  });

  it('accepts public addresses and names and the site’s own files', () => {
    for (const address of ['https://cdn.example.com/a.png', 'https://93.184.216.34/a.png', 'https://[2606:4700::1111]/a.mp3', '/uploads/2026/01/a.png', '/audio/episode.mp3']) {
      expect([address, serverIssue(address)]).toEqual([address, null]);
    }
    expect(isPublicIp('8.8.8.8')).toBe(true);
    expect(isPublicIp('not-an-ip')).toBe(false);
  });

  it('a podcast address on a private IP passes the browser’s half and not the server’s', () => {
    expect(isAudioUrl('https://10.0.0.8/episode.mp3')).toBe(true);
    expect(reservedAddressIssue('https://10.0.0.8/episode.mp3')).toEqual(reserved);
  });
});
