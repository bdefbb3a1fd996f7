// Base64url without padding (RFC 4648 §5): PKCE's verifier and challenge, the login state and the
// OpenID Connect nonce are written in it, by the widget and by the reference server alike.

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
