import { describe, expect, it } from 'vitest';
import { isLocalHost } from './local-host';

describe('isLocalHost: hosts whose visitors the server cannot place by IP', () => {
  it.each([
    'localhost',
    'app.localhost',
    '127.0.0.1',
    '10.0.0.5',
    '192.168.1.20',
    '172.20.0.2',
    '100.64.1.1',
    '[::1]',
    'printer.local',
    '[fd12::1]',
  ])('%s is local', (host) => expect(isLocalHost(host)).toBe(true));
  it.each(['yolcu.example.com', '85.105.1.1', '172.32.0.1', '100.128.0.1', '[2a00:1450::1]'])('%s is not', (host) =>
    expect(isLocalHost(host)).toBe(false),
  );
});
