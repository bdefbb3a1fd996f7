// The OpenID Connect provider's settings (OIDC_*; README "One-account login through an OpenID
// Connect provider"): none without an issuer, a half-made setting refused at start.
import { describe, expect, test } from 'vitest';
import { readConfig } from './config.ts';

const oidcOf = (env: Record<string, string>) => readConfig(env).oidc;

describe('OIDC_* settings', () => {
  test('without OIDC_ISSUER: none (the development sign-on page)', () => {
    expect(oidcOf({ OIDC_CLIENT_ID: 'civic-booking' })).toBeUndefined();
  });

  test('issuer and client: OpenID’s standard claim names unless told', () => {
    expect(oidcOf({ OIDC_ISSUER: 'https://login.gov.example/realms/citizens', OIDC_CLIENT_ID: 'civic-booking', OIDC_CLAIM_NAME_CN: 'name_cn', OIDC_CLAIM_EUID: ' ' })).toEqual({
      issuer: 'https://login.gov.example/realms/citizens',
      clientId: 'civic-booking',
      clientSecret: undefined,
      claims: { euid: 'sub', name: 'name', nameCn: 'name_cn', mobile: 'phone_number', identityNo: '', identityType: '', birthdate: 'birthdate' },
    });
  });

  test.each([
    ['an http issuer elsewhere than this machine', { OIDC_ISSUER: 'http://login.gov.example', OIDC_CLIENT_ID: 'c' }, /https/],
    ['an issuer that is no URL', { OIDC_ISSUER: 'login.gov.example', OIDC_CLIENT_ID: 'c' }, /https/],
    ['an issuer without a client id', { OIDC_ISSUER: 'https://login.gov.example' }, /OIDC_CLIENT_ID/],
  ])('refused at start: %s', (_name, env, message) => {
    expect(() => oidcOf(env)).toThrow(message);
  });

  test('http on this machine is allowed (a provider run beside the server)', () => {
    expect(oidcOf({ OIDC_ISSUER: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' })?.clientSecret).toBe('s');
  });
});
