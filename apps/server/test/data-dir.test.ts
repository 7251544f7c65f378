import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirOf } from '../src/config.js';

describe('DATA_DIR (issue 41)', () => {
  it('reads a relative folder from where the command was typed, keeps an absolute one, and defaults to apps/server/data', () => {
    expect(dataDirOf('./mine', '/home/ece/yolcu')).toBe('/home/ece/yolcu/mine');
    expect(dataDirOf('/var/lib/yolcu', '/home/ece/yolcu')).toBe('/var/lib/yolcu');
    expect(dataDirOf(undefined, '/anywhere')).toBe(path.resolve(import.meta.dirname, '..', 'data'));
  });
});
