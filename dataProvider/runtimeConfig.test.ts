import { describe, expect, it } from 'vitest';
import { RuntimeConfigError, SERVICE_AREAS, parseRuntimeConfig } from './runtimeConfig';

const services = Object.fromEntries(SERVICE_AREAS.map((area) => [area, `/api/${area}/`]));

describe('parseRuntimeConfig', () => {
  it('reads the embedded provider, the service bases (without trailing slash) and the features', () => {
    const config = parseRuntimeConfig({
      environment: 'local',
      buildVersion: '1.2.3',
      auth: { mode: 'embedded', issuer: 'http://localhost:8080/auth', clientId: 'console' },
      services,
      features: { notification: true, operationsUrl: 'https://ops.example', odd: { nested: true } },
    });
    expect(config.auth).toEqual({
      mode: 'embedded',
      issuer: 'http://localhost:8080/auth',
      clientId: 'console',
    });
    expect(config.services.catalog).toBe('/api/catalog');
    expect(config.features).toEqual({ notification: true, operationsUrl: 'https://ops.example' });
    expect(config.buildVersion).toBe('1.2.3');
  });

  it('reads a Keycloak realm', () => {
    const config = parseRuntimeConfig({
      auth: {
        mode: 'keycloak',
        url: 'https://sso.example',
        realm: 'media',
        clientId: 'console',
        audience: 'console-api',
      },
      services,
    });
    expect(config.auth).toEqual({
      mode: 'keycloak',
      url: 'https://sso.example',
      realm: 'media',
      clientId: 'console',
      audience: 'console-api',
    });
    expect(config.environment).toBe('local');
  });

  it('names what is missing or wrong', () => {
    expect(() => parseRuntimeConfig([])).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ auth: { mode: 'saml', clientId: 'c' }, services })).toThrow(
      "auth.mode must be 'embedded' or 'keycloak'",
    );
    expect(() =>
      parseRuntimeConfig({ auth: { mode: 'embedded', clientId: 'c' }, services }),
    ).toThrow('auth.issuer must be a non-empty string');
    const { search: _search, ...withoutSearch } = services;
    expect(() =>
      parseRuntimeConfig({
        auth: { mode: 'embedded', issuer: 'i', clientId: 'c' },
        services: withoutSearch,
      }),
    ).toThrow('services lacks a base URL for: search');
  });
});
