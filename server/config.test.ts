import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('MAX_JSON_DEPTH and TRUST_PROXY', () => {
  it('default to a depth of 64 and no proxy trusted', () => {
    const config = loadConfig({});
    expect(config.maxJsonDepth).toBe(64);
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ MAX_JSON_DEPTH: '10' }).maxJsonDepth).toBe(10);
    expect(() => loadConfig({ MAX_JSON_DEPTH: '0' })).toThrow(/MAX_JSON_DEPTH/);
  });

  it('read true, false or a list of addresses, ranges and proxy-addr names, and refuse the rest', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' 10.0.0.0/8, 192.168.1.7 ,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(parseTrustProxy('10.0.0.0/255.0.0.0')).toEqual(['10.0.0.0/255.0.0.0']);
    for (const bad of ['2', 'yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('the paths (the folders, the users and signing keys files, ffmpeg)', () => {
  it('are the defaults when unset, and a set but empty one is refused, naming it', () => {
    const config = loadConfig({});
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.mediaDir).toBe(
      `${config.dataDir}${config.dataDir.includes('\\') ? '\\' : '/'}media`,
    );
    for (const name of [
      'DATA_DIR',
      'MEDIA_DIR',
      'RESOURCES_DIR',
      'DIST_DIR',
      'USERS_FILE',
      'IDP_SIGNING_KEYS_FILE',
      'FFMPEG_PATH',
    ])
      for (const empty of ['', '  '])
        expect(() => loadConfig({ [name]: empty }), `${name}='${empty}'`).toThrow(
          `${name} is set but empty: give a path, or leave it unset for its default`,
        );
  });
});
